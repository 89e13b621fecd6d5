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

/** The comparison forms of a role name: its key and its look-alike skeleton (both unique). */
export interface RoleNameForms {
  /** `nameKey` of the name. */
  nameKey: string;
  /** `nameSkeleton` of the name. */
  nameSkeleton: string;
}

/** A role, other than `exceptId`, whose name is the same or looks the same (same key or skeleton). */
export async function findRoleClash(
  trx: Knex,
  forms: RoleNameForms,
  exceptId?: number,
): Promise<Role | undefined> {
  const q = Role.query(trx)
    .where((w) => w.where('name_key', forms.nameKey).orWhere('name_skeleton', forms.nameSkeleton))
    .first();
  if (exceptId) q.whereNot('id', exceptId);
  return q;
}

/** Inserts a role with its permissions (graph insert); returns the id. */
export async function insertRole(
  trx: Knex,
  name: string,
  forms: RoleNameForms,
  permissionIds: number[],
): Promise<number> {
  const role = await Role.query(trx).insertGraph(
    { name, ...forms, permissions: permissionIds.map((id) => ({ id })) } as never,
    { relate: true },
  );
  return role.id;
}

/** Renames a role and replaces its permissions (graph upsert). */
export async function updateRole(
  trx: Knex,
  id: number,
  name: string,
  forms: RoleNameForms,
  permissionIds: number[],
): Promise<void> {
  await Role.query(trx).upsertGraph(
    { id, name, ...forms, permissions: permissionIds.map((permissionId) => ({ id: permissionId })) } as never,
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
