import type { Migration } from '@feedhub/db';
import { createIdentityTables } from './20261122000000_create_identity_tables';

/** Every migration of the identity schema, in order. */
export const migrations: readonly Migration[] = [createIdentityTables];
