import type { UserSaveInput } from '@feedhub/contracts';
import { AppError, ValidationError, type FieldRule, type RequestContext } from '@feedhub/service-kit';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions.repo';
import type { IdentityDeps } from '../deps';
import { announcePermissionChange } from '../roles/roles.domain';
import { nameKey } from '../shared/name-key';
import { SCHEMA } from '../schema';
import { presentUser } from './users.presenter';
import {
  deleteUserRow,
  existingIds,
  findUserById,
  findUserByNameKey,
  listUsers,
  roleIdsOfUser,
  saveUserRow,
  wildcardHolderIds,
} from './users.repo';

/** Whether these roles together grant a permission (or `*`). */
async function rolesGrant(
  knex: IdentityDeps['knex'],
  roleIds: number[],
  permission: string,
): Promise<boolean> {
  if (!roleIds.length) return false;
  const row = await knex
    .withSchema(SCHEMA)
    .table('role_permissions as rp')
    .join('permissions as p', 'p.id', 'rp.permission_id')
    .whereIn('rp.role_id', roleIds)
    .whereIn('p.name', ['*', permission])
    .first('p.id');
  return Boolean(row);
}

/** Roles and countries for the user form (names only: assigning a role needs no settingsRoles). */
export async function userSelects(deps: IdentityDeps) {
  const t = (table: string) => deps.knex.withSchema(SCHEMA).table(table);
  const [roles, countries] = await Promise.all([
    t('roles').orderBy('name').select('id', 'name'),
    t('countries').orderBy('name').select('id', 'name'),
  ]);
  return { roles, countries };
}

/** A page of users with their roles. */
export async function usersPage(
  deps: IdentityDeps,
  query: { page: number; perPage: number; order?: { field: string; direction: 'asc' | 'desc' } },
) {
  const { users, roles, total } = await listUsers(
    deps.knex,
    query.page,
    query.perPage,
    query.order ?? { field: 'username', direction: 'asc' },
  );
  return {
    rows: users.map((u) =>
      presentUser(
        u,
        roles.filter((r) => r.user_id === u.id).map(({ id, name }) => ({ id, name })),
      ),
    ),
    total,
  };
}

/**
 * Adds or edits a user. Unique name (case-insensitive, NFKC), existing country and roles; an empty
 * password on edit keeps the current one. A new password or new roles end the user's other
 * sessions; nobody can take `*` away from the last user holding it.
 */
export async function saveUser(
  deps: IdentityDeps,
  ctx: RequestContext,
  input: UserSaveInput,
): Promise<number> {
  const { knex } = deps;
  const existing = input.id ? await findUserById(knex, input.id) : undefined;
  if (input.id && !existing) throw new AppError('user_not_found');
  const key = nameKey(input.username);
  const roleIds = [...new Set(input.roleIds)];
  const fields: Record<string, FieldRule[]> = {};
  const clash = await findUserByNameKey(knex, key);
  if (clash && clash.id !== input.id) fields.username = [{ rule: 'unique' }];
  if (!(await existingIds(knex, 'countries', [input.countryId])).size)
    fields.countryId = [{ rule: 'exists' }];
  const knownRoles = await existingIds(knex, 'roles', roleIds);
  if (roleIds.some((id) => !knownRoles.has(id))) fields.roles = [{ rule: 'exists' }];
  if (Object.keys(fields).length) throw new ValidationError(fields);

  if (
    existing &&
    ctx.caller.user?.id === existing.id &&
    !(await rolesGrant(knex, roleIds, 'settingsUsers'))
  ) {
    // Editing oneself: keep the access needed to undo the change.
    throw ValidationError.field('roles', 'self_lockout');
  }
  const rolesBefore = existing ? await roleIdsOfUser(knex, existing.id) : [];
  const rolesChanged = rolesBefore.join(',') !== [...roleIds].sort((a, b) => a - b).join(',');
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const id = await knex.transaction(async (trx) => {
    const userId = await saveUserRow(
      trx,
      input.id,
      {
        username: input.username,
        username_key: key,
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        country_id: input.countryId,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      },
      roleIds,
    );
    if (!input.id && !passwordHash) throw ValidationError.field('password', 'required');
    if ((await wildcardHolderIds(trx)).length === 0) throw ValidationError.field('roles', 'last_admin');
    return userId;
  });
  if (existing && (passwordHash || rolesChanged)) {
    // Keep the editor's own session when they edit themselves; every other session ends.
    const own = ctx.caller.user?.id === existing.id ? ctx.caller.user.sessionId : undefined;
    await revokeUserSessions(knex, existing.id, own);
    await announcePermissionChange(deps, [existing.id]);
  }
  return id;
}

/** Deletes a user; not oneself, and not the last holder of `*`. */
export async function deleteUser(deps: IdentityDeps, ctx: RequestContext, id: number): Promise<void> {
  const { knex } = deps;
  if (!(await findUserById(knex, id))) throw new AppError('user_not_found');
  if (ctx.caller.user?.id === id) throw ValidationError.field('username', 'self_delete');
  await knex.transaction(async (trx) => {
    await deleteUserRow(trx, id);
    if ((await wildcardHolderIds(trx)).length === 0) throw ValidationError.field('username', 'last_admin');
  });
  await announcePermissionChange(deps, [id]);
}
