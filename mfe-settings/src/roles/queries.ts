import { PermissionSchema, RoleSchema } from '@feedhub/contracts';
import { crudHooks } from '../shared/crud';

/** /api/roles list, save, delete. */
export const roles = crudHooks('roles', RoleSchema);
/** /api/permissions list (the multi-select). */
export const permissions = crudHooks('permissions', PermissionSchema);
