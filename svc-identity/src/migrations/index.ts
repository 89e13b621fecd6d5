import type { Migration } from '@feedhub/db';
import { createIdentityTables } from './20261122000000_create_identity_tables';
import { addUsernameSkeleton } from './20261124000000_add_username_skeleton';
import { addRoleNameSkeleton } from './20261126000000_add_role_name_skeleton';
import { recomputeNameSkeletons } from './20261128000000_recompute_name_skeletons';

/** Every migration of the identity schema, in order. */
export const migrations: readonly Migration[] = [
  createIdentityTables,
  addUsernameSkeleton,
  addRoleNameSkeleton,
  recomputeNameSkeletons,
];

/**
 * The form field each unique constraint guards: a unique violation a concurrent write slipped past
 * the domain's check becomes 422 `unique` on that field (a test checks that every constraint is here).
 */
export const uniqueFields: Readonly<Record<string, string>> = {
  users_username_key_unique: 'username',
  users_username_skeleton_unique: 'username',
  roles_name_key_unique: 'name',
  roles_name_skeleton_unique: 'name',
  whitelisted_ips_ip_unique: 'ip',
  permissions_name_unique: 'name',
  countries_code_unique: 'code',
  settings_code_unique: 'code',
  sessions_token_hash_unique: 'token',
};
