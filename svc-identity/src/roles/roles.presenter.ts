import type { Locale, Role as RoleDto } from '@feedhub/contracts';
import { presentPermission } from '../permissions/permissions.presenter';
import type { Role } from './roles.model';

/** A role with its permissions, described in the caller's language. */
export function presentRole(role: Role, locale: Locale): RoleDto {
  return {
    id: role.id,
    name: role.name,
    permissionIds: (role.permissions ?? []).map((p) => p.id),
    permissions: (role.permissions ?? []).map((p) => presentPermission(p, locale)),
  };
}
