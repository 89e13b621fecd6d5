import type { ListPage, RoleListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { User } from '../users/users.model';
import { Role } from './roles.model';

const ROLE_LIST: ListSpec<QueryBuilder<Role, Role[]>, NonNullable<RoleListQuery['order']>['field']> = {
  sorts: { name: 'name_key', id: 'id' },
  defaultSort: { field: 'name', direction: 'asc' },
};

/** A page of roles with their permissions (in seed order). */
export async function pageRoles(trx: Knex, query: RoleListQuery): Promise<ListPage<Role>> {
  return pageOf(
    Role.query(trx)
      .withGraphFetched('permissions')
      .modifyGraph('permissions', (q) => q.orderBy('permissions.id')),
    query,
    ROLE_LIST,
  );
}

/** One role, with its permissions. */
export async function findRole(trx: Knex, id: number): Promise<Role | undefined> {
  return Role.query(trx).findById(id).withGraphFetched('permissions');
}

/** A role with the same name key, other than `exceptId`. */
export async function findRoleByKey(
  trx: Knex,
  nameKey: string,
  exceptId?: number,
): Promise<Role | undefined> {
  const q = Role.query(trx).findOne({ name_key: nameKey });
  if (exceptId) q.whereNot('id', exceptId);
  return q;
}

/** Inserts a role with its permissions (graph insert); returns the id. */
export async function insertRole(
  trx: Knex,
  name: string,
  nameKey: string,
  permissionIds: number[],
): Promise<number> {
  const role = await Role.query(trx).insertGraph(
    { name, nameKey, permissions: permissionIds.map((id) => ({ id })) } as never,
    { relate: true },
  );
  return role.id;
}

/** Renames a role and replaces its permissions (graph upsert). */
export async function updateRole(
  trx: Knex,
  id: number,
  name: string,
  nameKey: string,
  permissionIds: number[],
): Promise<void> {
  await Role.query(trx).upsertGraph(
    { id, name, nameKey, permissions: permissionIds.map((permissionId) => ({ id: permissionId })) } as never,
    { relate: true, unrelate: true, noUpdate: ['permissions'], noInsert: ['permissions'] },
  );
}

/** Ids of users holding a role. */
export async function holdersOfRole(trx: Knex, roleId: number): Promise<number[]> {
  const users = await User.query(trx).joinRelated('roles').where('roles.id', roleId).select('users.id');
  return users.map((u) => u.id);
}

/** Deletes a role (its links go with it). */
export async function deleteRoleRow(trx: Knex, id: number): Promise<void> {
  await Role.query(trx).deleteById(id);
}
