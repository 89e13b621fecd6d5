import type { ListPage, PermissionListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { Permission } from './permissions.model';

const PERMISSION_LIST: ListSpec<
  QueryBuilder<Permission, Permission[]>,
  NonNullable<PermissionListQuery['order']>['field']
> = { sorts: { name: 'name', id: 'id' }, defaultSort: { field: 'id', direction: 'asc' } };

/** A page of permissions (seed order unless asked otherwise). */
export async function pagePermissions(trx: Knex, query: PermissionListQuery): Promise<ListPage<Permission>> {
  return pageOf(Permission.query(trx), query, PERMISSION_LIST);
}

/** Every permission name except the wildcard (the browser's `allPermissions`). */
export async function allPermissionNames(trx: Knex): Promise<string[]> {
  const rows = await Permission.query(trx).whereNot('name', '*').orderBy('name').select('name');
  return rows.map((r) => r.name);
}

/** The permissions with these ids that exist. */
export async function findPermissions(trx: Knex, ids: readonly number[]): Promise<Permission[]> {
  return ids.length ? await Permission.query(trx).whereIn('id', ids) : [];
}
