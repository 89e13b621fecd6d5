import {
  SUBJECTS,
  type ListPage,
  type Role as RoleDto,
  type RoleListQuery,
  type RoleSaveInput,
} from '@feedhub/contracts';
import {
  AppError,
  ValidationError,
  inTransaction,
  type DomainContext,
  type FieldRule,
} from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { findPermissions } from '../permissions/permissions.repo';
import { assertGrantable, assertRoleWithinReach } from '../shared/granting';
import { nameKey, nameSkeleton } from '../shared/name-key';
import { lockGrants, wildcardHolderIds } from '../users/users.repo';
import { presentRole } from './roles.presenter';
import {
  deleteRoleRow,
  findRole,
  findRoleClash,
  holdersOfRole,
  insertRole,
  pageRoles,
  updateRole,
} from './roles.repo';

/** A page of roles with their permissions, described in the caller's language. */
export async function listRoles(ctx: DomainContext, query: RoleListQuery): Promise<ListPage<RoleDto>> {
  const page = await pageRoles(ctx.trx, query);
  return { rows: page.rows.map((r) => presentRole(r, ctx.locale)), total: page.total };
}

/** Tells gateways to forget cached permissions of these users. */
export async function announcePermissionChange(deps: IdentityDeps, userIds: number[]): Promise<void> {
  if (userIds.length) await deps.bus.publish(SUBJECTS.sessionRevoked, { userIds });
}

/** Whether two lists hold the same names. */
const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((name) => b.includes(name));

/**
 * Adds or edits a role in one transaction, under the same granting rule as user saves: a unique and
 * not look-alike name, existing permissions, no permission added that the actor does not hold, no
 * change at all (rename included) to a role holding a permission the actor lacks — which also stops
 * them taking away a permission they do not hold — and somebody keeps `*`.
 */
export async function saveRole(
  ctx: DomainContext,
  deps: IdentityDeps,
  input: RoleSaveInput,
): Promise<number> {
  const permissionIds = [...new Set(input.permissionIds)];
  const id = await inTransaction(ctx, async (tx) => {
    await lockGrants(tx.trx);
    const existing = input.id ? await findRole(tx.trx, input.id) : undefined;
    if (input.id && !existing) throw new AppError('role_not_found');
    const forms = { nameKey: nameKey(input.name), nameSkeleton: nameSkeleton(input.name) };
    const fields: Record<string, FieldRule[]> = {};
    if (await findRoleClash(tx.trx, forms, input.id)) fields.name = [{ rule: 'unique' }];
    const permissions = await findPermissions(tx.trx, permissionIds);
    if (permissions.length !== permissionIds.length) fields.permissions = [{ rule: 'exists' }];
    if (Object.keys(fields).length) throw new ValidationError(fields);
    const before = (existing?.permissions ?? []).map((p) => p.name);
    const after = permissions.map((p) => p.name);
    if (existing) {
      // The message goes where the change is: the permissions, or else the name.
      assertRoleWithinReach(tx.actor, before, sameSet(before, after) ? 'name' : 'permissions');
    }
    assertGrantable(
      tx.actor,
      after.filter((name) => !before.includes(name)),
      'permissions',
    );
    const roleId = existing
      ? (await updateRole(tx.trx, existing.id, input.name, forms, permissionIds), existing.id)
      : await insertRole(tx.trx, input.name, forms, permissionIds);
    if ((await wildcardHolderIds(tx.trx)).length === 0)
      throw ValidationError.field('permissions', 'last_admin');
    return roleId;
  });
  await announcePermissionChange(deps, await holdersOfRole(ctx.trx, id));
  return id;
}

/**
 * Deletes a role: not one holding a permission the actor lacks, and never when nobody would keep
 * `*`. A role still held by users is deleted only when the caller confirmed (409 role_in_use says
 * how many hold it).
 */
export async function deleteRole(
  ctx: DomainContext,
  deps: IdentityDeps,
  id: number,
  confirmed: boolean,
): Promise<void> {
  const holders = await inTransaction(ctx, async (tx) => {
    await lockGrants(tx.trx);
    const role = await findRole(tx.trx, id);
    if (!role) throw new AppError('role_not_found');
    assertRoleWithinReach(
      tx.actor,
      (role.permissions ?? []).map((p) => p.name),
      'name',
    );
    const users = await holdersOfRole(tx.trx, id);
    if (users.length && !confirmed) throw new AppError('role_in_use', { count: users.length });
    await deleteRoleRow(tx.trx, id);
    if ((await wildcardHolderIds(tx.trx)).length === 0) throw ValidationError.field('name', 'last_admin');
    return users;
  });
  await announcePermissionChange(deps, holders);
}
