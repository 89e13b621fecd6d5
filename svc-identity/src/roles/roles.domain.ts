import { SUBJECTS, type Locale, type Role, type RoleSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { AppError, ValidationError } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { nameKey } from '../shared/name-key';
import { existingIds, wildcardHolderIds } from '../users/users.repo';
import {
  deleteRoleRow,
  findRole,
  findRoleByNameKey,
  holdersOfRole,
  listRoles,
  saveRoleRow,
} from './roles.repo';

/** Roles with permissions, descriptions in the caller's language. */
export async function rolesPage(
  deps: IdentityDeps,
  locale: Locale,
  page: number,
  perPage: number,
  direction: 'asc' | 'desc',
) {
  const { roles, links, total } = await listRoles(deps.knex, page, perPage, direction);
  const rows: Role[] = roles.map((role) => ({
    id: role.id,
    name: role.name,
    permissions: links
      .filter((l) => l.role_id === role.id)
      .map((l) => ({
        id: l.id,
        name: l.name,
        description: l.name === '*' ? l.description : translate(locale, 'permissions', l.name),
      })),
  }));
  return { rows, total };
}

/** Tells gateways to forget cached permissions of these users. */
export async function announcePermissionChange(deps: IdentityDeps, userIds: number[]): Promise<void> {
  if (userIds.length) await deps.bus.publish(SUBJECTS.sessionRevoked, { userIds });
}

/** Adds or edits a role: unique name (case-insensitive), existing permissions, `*` kept by someone. */
export async function saveRole(deps: IdentityDeps, input: RoleSaveInput): Promise<number> {
  const { knex } = deps;
  if (input.id && !(await findRole(knex, input.id))) throw new AppError('role_not_found');
  const key = nameKey(input.name);
  const permissionIds = [...new Set(input.permissionIds)];
  const fields: ConstructorParameters<typeof ValidationError>[0] = {};
  if (await findRoleByNameKey(knex, key, input.id)) fields.name = [{ rule: 'unique' }];
  const known = await existingIds(knex, 'permissions', permissionIds);
  if (permissionIds.some((id) => !known.has(id))) fields.permissions = [{ rule: 'exists' }];
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const id = await knex.transaction(async (trx) => {
    const roleId = await saveRoleRow(trx, input.id, input.name, key, permissionIds);
    if ((await wildcardHolderIds(trx)).length === 0) throw ValidationError.field('permissions', 'last_admin');
    return roleId;
  });
  await announcePermissionChange(deps, await holdersOfRole(knex, id));
  return id;
}

/**
 * Deletes a role; refuses when nobody would keep `*`. A role still held by users is deleted only
 * when the caller confirmed (409 role_in_use says how many hold it).
 */
export async function deleteRole(deps: IdentityDeps, id: number, confirmed: boolean): Promise<void> {
  const { knex } = deps;
  if (!(await findRole(knex, id))) throw new AppError('role_not_found');
  const holders = await holdersOfRole(knex, id);
  if (holders.length && !confirmed) throw new AppError('role_in_use', { count: holders.length });
  await knex.transaction(async (trx) => {
    await deleteRoleRow(trx, id);
    if ((await wildcardHolderIds(trx)).length === 0) throw ValidationError.field('name', 'last_admin');
  });
  await announcePermissionChange(deps, holders);
}
