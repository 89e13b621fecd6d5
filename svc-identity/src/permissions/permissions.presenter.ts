import type { Locale, Permission as PermissionDto } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { Permission } from './permissions.model';

/** A permission with its description in the caller's language. */
export function presentPermission(permission: Permission, locale: Locale): PermissionDto {
  return {
    id: permission.id,
    name: permission.name,
    description: translate(locale, 'permissions', permission.name),
  };
}
