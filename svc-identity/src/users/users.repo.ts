import type { ListPage, UserListQuery } from '@feedhub/contracts';
import { queriesOn, type Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { Country } from '../countries/countries.model';
import { Permission } from '../permissions/permissions.model';
import { Role } from '../roles/roles.model';
import { SCHEMA } from '../schema';
import { User } from './users.model';

/** What the users list sorts by (the query schema allows these fields). */
const USER_LIST: ListSpec<QueryBuilder<User, User[]>, NonNullable<UserListQuery['order']>['field']> = {
  sorts: {
    username: 'username_key',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    id: 'id',
  },
  defaultSort: { field: 'username', direction: 'asc' },
};

/** A page of users with their roles (by name). */
export async function pageUsers(trx: Knex, query: UserListQuery): Promise<ListPage<User>> {
  return pageOf(User.query(trx).withGraphFetched('roles(byName)'), query, USER_LIST);
}

/** One user. */
export async function findUser(trx: Knex, id: number): Promise<User | undefined> {
  return User.query(trx).findById(id);
}

/** The user whose name has this comparison form. */
export async function findUserByKey(trx: Knex, usernameKey: string): Promise<User | undefined> {
  return User.query(trx).findOne({ username_key: usernameKey });
}

/** Another user whose name looks the same (same confusable-folded form). */
export async function findLookalike(
  trx: Knex,
  skeleton: string,
  exceptId?: number,
): Promise<User | undefined> {
  const q = User.query(trx).findOne({ username_skeleton: skeleton });
  if (exceptId) q.whereNot('id', exceptId);
  return q;
}

/** The stored fields of a user save (password hash only when it changes). */
export type UserFields = Pick<
  User,
  'username' | 'usernameKey' | 'usernameSkeleton' | 'email' | 'firstName' | 'lastName' | 'countryId'
> & { passwordHash?: string };

/** Inserts a user with its roles (one graph insert); returns the id. */
export async function insertUser(trx: Knex, fields: UserFields, roleIds: number[]): Promise<number> {
  const user = await User.query(trx).insertGraph(
    { ...fields, locale: 'en', roles: roleIds.map((id) => ({ id })) } as never,
    { relate: true },
  );
  return user.id;
}

/** Updates a user and replaces its roles (one graph upsert: relates new roles, unrelates dropped ones). */
export async function updateUser(
  trx: Knex,
  id: number,
  fields: UserFields,
  roleIds: number[],
): Promise<void> {
  await User.query(trx).upsertGraph(
    { id, ...fields, roles: roleIds.map((roleId) => ({ id: roleId })) } as never,
    {
      relate: true,
      unrelate: true,
      noUpdate: ['roles'],
      noInsert: ['roles'],
    },
  );
}

/** Stores a user's interface language. */
export async function updateUserLocale(trx: Knex, id: number, locale: string): Promise<void> {
  await User.query(trx).patch({ locale }).where('id', id);
}

/** Deletes a user (its role links and sessions go with it). */
export async function deleteUserRow(trx: Knex, id: number): Promise<void> {
  await User.query(trx).deleteById(id);
}

/** Permission names that these roles grant together (`*` included as is). */
export async function permissionNamesOfRoles(trx: Knex, roleIds: readonly number[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await Permission.query(trx)
    .distinct('permissions.name')
    .join(`${SCHEMA}.role_permissions as rp`, 'rp.permission_id', 'permissions.id')
    .whereIn('rp.role_id', roleIds);
  return rows.map((r) => r.name).sort();
}

/** Role ids a user holds. */
export async function roleIdsOfUser(trx: Knex, userId: number): Promise<number[]> {
  const roles = await User.relatedQuery('roles', trx).for(userId).select('roles.id').orderBy('roles.id');
  return roles.map((r) => r.id);
}

/** Permission names a user holds through roles. */
export async function permissionsOfUser(trx: Knex, userId: number): Promise<string[]> {
  return permissionNamesOfRoles(trx, await roleIdsOfUser(trx, userId));
}

/** First key of the advisory lock every change of who holds what takes (role and user saves and deletes). */
const GRANTS_LOCK = 0x6964_0001;

/**
 * Serialises the changes of who holds which permission until the transaction ends, so "somebody
 * keeps `*`" holds under concurrency too: two saves that each take `*` from a different last holder
 * would otherwise both see the other's holder still there and both commit.
 */
export async function lockGrants(trx: Knex): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?)', [GRANTS_LOCK]);
}

/** Ids of users holding `*` through any role. */
export async function wildcardHolderIds(trx: Knex): Promise<number[]> {
  const rows = await User.query(trx)
    .distinct('users.id')
    .joinRelated('roles.permissions')
    .where('roles:permissions.name', '*');
  return rows.map((r) => r.id);
}

/** Which of these role ids exist. */
export async function existingRoleIds(trx: Knex, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  return new Set((await Role.query(trx).whereIn('id', ids).select('id')).map((r) => r.id));
}

/** Whether a country exists. */
export async function countryExists(trx: Knex, id: number): Promise<boolean> {
  return (await Country.query(trx).findById(id)) !== undefined;
}

/** Roles and countries by name, for the user form's selects. */
export async function userSelectRows(trx: Knex) {
  const [roles, countries] = await queriesOn(trx, [
    () => Role.query(trx).select('id', 'name').orderBy('name_key'),
    () => Country.query(trx).select('id', 'name').orderBy('name'),
  ]);
  return { roles, countries };
}
