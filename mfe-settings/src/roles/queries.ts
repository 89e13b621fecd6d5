import { PermissionSchema, RoleSaveSchema, RoleSchema } from '@feedhub/contracts';
import { crudResource } from '@feedhub/api-client';

/** /api/roles: list, save, delete. */
export const roles = crudResource({ resource: 'roles', row: RoleSchema, save: RoleSaveSchema });

/** /api/permissions: list only (the form's multi-select uses the select list). */
export const permissions = crudResource({ resource: 'permissions', row: PermissionSchema });
