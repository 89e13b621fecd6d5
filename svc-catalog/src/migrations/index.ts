import type { Migration } from '@feedhub/db';
import { describeCatalogSchema } from './20261124010000_describe_catalog_schema';

/** Every migration of the catalog schema, in order. */
export const migrations: readonly Migration[] = [describeCatalogSchema];
