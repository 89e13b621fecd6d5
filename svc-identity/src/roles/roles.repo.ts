import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

const t = (k: Knex, table: string) => k.withSchema(SCHEMA).table(table);

/** A role row. */
export interface RoleRow {
  id: number;
  name: string;
  name_key: string;
}

/** A page of roles with their permissions. */
export async function listRoles(k: Knex, page: number, perPage: number, direction: 'asc' | 'desc') {
  const [{ count }] = await t(k, 'roles').count({ count: '*' });
  const roles: RoleRow[] = await t(k, 'roles')
    .orderBy('name_key', direction)
    .orderBy('id')
    .limit(perPage)
    .offset((page - 1) * perPage);
  const links: { role_id: number; id: number; name: string; description: string }[] = roles.length
    ? await t(k, 'role_permissions as rp')
        .join('permissions as p', 'p.id', 'rp.permission_id')
        .whereIn(
          'rp.role_id',
          roles.map((r) => r.id),
        )
        .orderBy('p.id')
        .select('rp.role_id', 'p.id', 'p.name', 'p.description')
    : [];
  return { roles, links, total: Number(count) };
}

/** One role. */
export function findRole(k: Knex, id: number): Promise<RoleRow | undefined> {
  return t(k, 'roles').where({ id }).first();
}

/** A role with the same name key, other than `exceptId`. */
export function findRoleByNameKey(k: Knex, nameKey: string, exceptId?: number): Promise<RoleRow | undefined> {
  const q = t(k, 'roles').where({ name_key: nameKey });
  if (exceptId) q.whereNot({ id: exceptId });
  return q.first();
}

/** Inserts or updates a role and replaces its permissions; returns its id. */
export async function saveRoleRow(
  trx: Knex.Transaction,
  id: number | undefined,
  name: string,
  nameKey: string,
  permissionIds: number[],
): Promise<number> {
  let roleId = id;
  if (roleId === undefined) {
    const [row] = await t(trx, 'roles').insert({ name, name_key: nameKey }).returning('id');
    roleId = row.id as number;
  } else {
    await t(trx, 'roles').where({ id: roleId }).update({ name, name_key: nameKey, updated_at: trx.fn.now() });
    await t(trx, 'role_permissions').where({ role_id: roleId }).delete();
  }
  if (permissionIds.length) {
    await t(trx, 'role_permissions').insert(
      permissionIds.map((permission_id) => ({ role_id: roleId, permission_id })),
    );
  }
  return roleId as number;
}

/** Ids of users holding a role. */
export async function holdersOfRole(k: Knex, roleId: number): Promise<number[]> {
  const rows: { user_id: number }[] = await t(k, 'user_roles').where({ role_id: roleId }).select('user_id');
  return rows.map((r) => r.user_id);
}

/** Deletes a role (its links go with it). */
export async function deleteRoleRow(k: Knex, id: number): Promise<void> {
  await t(k, 'roles').where({ id }).delete();
}
