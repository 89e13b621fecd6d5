import type { ListPage, User as UserDto, UserListQuery, UserSaveInput } from '@feedhub/contracts';
import {
  AppError,
  ValidationError,
  inTransaction,
  type DomainContext,
  type FieldRule,
} from '@feedhub/service-kit';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions.repo';
import type { IdentityDeps } from '../deps';
import { announcePermissionChange } from '../roles/roles.domain';
import { assertGrantable } from '../shared/granting';
import { nameKey, nameSkeleton } from '../shared/name-key';
import { presentUser } from './users.presenter';
import {
  countryExists,
  deleteUserRow,
  existingRoleIds,
  findLookalike,
  findUser,
  findUserByKey,
  insertUser,
  lockGrants,
  pageUsers,
  permissionNamesOfRoles,
  roleIdsOfUser,
  updateUser,
  userSelectRows,
  wildcardHolderIds,
} from './users.repo';

/** Roles and countries for the user form (names only: assigning a role needs no settingsRoles). */
export function userSelects(ctx: DomainContext) {
  return userSelectRows(ctx.trx);
}

/** A page of users with their roles. */
export async function listUsers(ctx: DomainContext, query: UserListQuery): Promise<ListPage<UserDto>> {
  const page = await pageUsers(ctx.trx, query);
  return { rows: page.rows.map(presentUser), total: page.total };
}

/** The field rules a save breaks before anything is written (all of them at once). */
async function saveRules(ctx: DomainContext, input: UserSaveInput, roleIds: number[]) {
  const fields: Record<string, FieldRule[]> = {};
  const clash = await findUserByKey(ctx.trx, nameKey(input.username));
  if (clash && clash.id !== input.id) fields.username = [{ rule: 'unique' }];
  else {
    const lookalike = await findLookalike(ctx.trx, nameSkeleton(input.username), input.id);
    if (lookalike)
      fields.username = [{ rule: 'username_confusable', params: { existing: lookalike.username } }];
  }
  if (!(await countryExists(ctx.trx, input.countryId))) fields.countryId = [{ rule: 'exists' }];
  const known = await existingRoleIds(ctx.trx, roleIds);
  if (roleIds.some((id) => !known.has(id))) fields.roles = [{ rule: 'exists' }];
  if (Object.keys(fields).length) throw new ValidationError(fields);
}

/**
 * Adds or edits a user, all in one transaction: unique and not look-alike name, existing country and
 * roles, nothing granted that the actor does not hold (nor any change to a user who holds more than
 * the actor, whose password they could otherwise take over), the actor keeps their own access to
 * users, and somebody keeps `*`. A new password or new roles end the user's other sessions.
 */
export async function saveUser(
  ctx: DomainContext,
  deps: IdentityDeps,
  input: UserSaveInput,
): Promise<number> {
  const roleIds = [...new Set(input.roleIds)].sort((a, b) => a - b);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { id, changed } = await inTransaction(ctx, async (tx) => {
    await lockGrants(tx.trx);
    const existing = input.id ? await findUser(tx.trx, input.id) : undefined;
    if (input.id && !existing) throw new AppError('user_not_found');
    await saveRules(tx, input, roleIds);
    const rolesBefore = existing ? await roleIdsOfUser(tx.trx, existing.id) : [];
    const granted = await permissionNamesOfRoles(tx.trx, [...new Set([...rolesBefore, ...roleIds])]);
    assertGrantable(tx.actor, granted, 'roles');
    if (existing && tx.actor?.id === existing.id) {
      const kept = await permissionNamesOfRoles(tx.trx, roleIds);
      if (!kept.includes('*') && !kept.includes('settingsUsers'))
        throw ValidationError.field('roles', 'self_lockout');
    }
    const fields = {
      username: input.username,
      usernameKey: nameKey(input.username),
      usernameSkeleton: nameSkeleton(input.username),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      countryId: input.countryId,
      ...(passwordHash ? { passwordHash } : {}),
    };
    let userId: number;
    if (existing) {
      userId = existing.id;
      await updateUser(tx.trx, userId, fields, roleIds);
    } else {
      if (!passwordHash) throw ValidationError.field('password', 'required');
      userId = await insertUser(tx.trx, { ...fields, passwordHash }, roleIds);
    }
    if ((await wildcardHolderIds(tx.trx)).length === 0) throw ValidationError.field('roles', 'last_admin');
    const rolesChanged = rolesBefore.join(',') !== roleIds.join(',');
    return { id: userId, changed: Boolean(existing && (passwordHash || rolesChanged)) };
  });
  if (changed) {
    // Keep the editor's own session when they edit themselves; every other session ends.
    const own = ctx.actor?.id === id ? ctx.actor.sessionId : undefined;
    await revokeUserSessions(ctx.trx, id, own);
    await announcePermissionChange(deps, [id]);
  }
  return id;
}

/** Deletes a user: not oneself, not one holding more than the actor, and not the last holder of `*`. */
export async function deleteUser(ctx: DomainContext, deps: IdentityDeps, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockGrants(tx.trx);
    if (!(await findUser(tx.trx, id))) throw new AppError('user_not_found');
    if (tx.actor?.id === id) throw ValidationError.field('username', 'self_delete');
    assertGrantable(tx.actor, await permissionNamesOfRoles(tx.trx, await roleIdsOfUser(tx.trx, id)), 'roles');
    await deleteUserRow(tx.trx, id);
    if ((await wildcardHolderIds(tx.trx)).length === 0) throw ValidationError.field('username', 'last_admin');
  });
  await announcePermissionChange(deps, [id]);
}
