import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A user row. */
export interface UserRow {
  id: number;
  username: string;
  username_key: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  country_id: number | null;
  locale: string;
}

const t = (k: Knex, table: string) => k.withSchema(SCHEMA).table(table);

/** Finds a user by the comparison form of the name. */
export function findUserByNameKey(k: Knex, usernameKey: string): Promise<UserRow | undefined> {
  return t(k, 'users').where({ username_key: usernameKey }).first();
}

/** Finds a user by id. */
export function findUserById(k: Knex, id: number): Promise<UserRow | undefined> {
  return t(k, 'users').where({ id }).first();
}

/** Permission names a user holds through roles (`*` included as is). */
export async function permissionsOfUser(k: Knex, userId: number): Promise<string[]> {
  const rows: { name: string }[] = await t(k, 'user_roles as ur')
    .join('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .join('permissions as p', 'p.id', 'rp.permission_id')
    .where('ur.user_id', userId)
    .distinct('p.name');
  return rows.map((r) => r.name).sort();
}

/** Every permission name except the wildcard (the browser's `allPermissions`). */
export async function allPermissionNames(k: Knex): Promise<string[]> {
  const rows: { name: string }[] = await t(k, 'permissions')
    .whereNot({ name: '*' })
    .orderBy('name')
    .select('name');
  return rows.map((r) => r.name);
}

/** A page of users with their role ids and names, ordered by name. */
export async function listUsers(
  k: Knex,
  page: number,
  perPage: number,
  order: { field: string; direction: 'asc' | 'desc' },
) {
  const columns: Record<string, string> = {
    id: 'id',
    username: 'username_key',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
  };
  const [{ count }] = await t(k, 'users').count({ count: '*' });
  const users: UserRow[] = await t(k, 'users')
    .orderBy(columns[order.field] ?? 'id', order.direction)
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage);
  const roles: { user_id: number; id: number; name: string }[] = users.length
    ? await t(k, 'user_roles as ur')
        .join('roles as r', 'r.id', 'ur.role_id')
        .whereIn(
          'ur.user_id',
          users.map((u) => u.id),
        )
        .orderBy('r.name')
        .select('ur.user_id', 'r.id', 'r.name')
    : [];
  return { users, roles, total: Number(count) };
}

/** Inserts or updates a user row and replaces its roles; returns the id. */
export async function saveUserRow(
  trx: Knex.Transaction,
  id: number | undefined,
  row: Omit<UserRow, 'id' | 'password_hash' | 'locale'> & { password_hash?: string },
  roleIds: number[],
): Promise<number> {
  let userId = id;
  if (userId === undefined) {
    const [inserted] = await t(trx, 'users')
      .insert({ ...row, locale: 'en' })
      .returning('id');
    userId = inserted.id as number;
  } else {
    await t(trx, 'users')
      .where({ id: userId })
      .update({ ...row, updated_at: trx.fn.now() });
    await t(trx, 'user_roles').where({ user_id: userId }).delete();
  }
  if (roleIds.length)
    await t(trx, 'user_roles').insert(roleIds.map((role_id) => ({ user_id: userId, role_id })));
  return userId as number;
}

/** Role ids of a user. */
export async function roleIdsOfUser(k: Knex, userId: number): Promise<number[]> {
  const rows: { role_id: number }[] = await t(k, 'user_roles')
    .where({ user_id: userId })
    .orderBy('role_id')
    .select('role_id');
  return rows.map((r) => r.role_id);
}

/** Ids of users holding `*` through any role. */
export async function wildcardHolderIds(k: Knex): Promise<number[]> {
  const rows: { user_id: number }[] = await t(k, 'user_roles as ur')
    .join('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .join('permissions as p', 'p.id', 'rp.permission_id')
    .where('p.name', '*')
    .distinct('ur.user_id');
  return rows.map((r) => r.user_id);
}

/** Deletes a user; returns whether it existed. */
export async function deleteUserRow(k: Knex, id: number): Promise<boolean> {
  return (await t(k, 'users').where({ id }).delete()) > 0;
}

/** Which of these ids exist in a table. */
export async function existingIds(
  k: Knex,
  table: 'roles' | 'countries' | 'permissions',
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows: { id: number }[] = await t(k, table).whereIn('id', ids).select('id');
  return new Set(rows.map((r) => r.id));
}
