import type { RouteDefinition } from '@feedhub/service-kit';
import { authRoutes } from './auth/auth.handlers';
import { countryRoutes } from './countries/countries.handlers';
import type { IdentityDeps } from './deps';
import { permissionRoutes } from './permissions/permissions.handlers';
import { roleRoutes } from './roles/roles.handlers';
import { maintenanceRoutes } from './settings/maintenance.handlers';
import { settingsRoutes } from './settings/settings.handlers';
import { userRoutes } from './users/users.handlers';
import { whitelistRoutes } from './whitelist/whitelist.handlers';

/** THE route table of the identity service (paths under /api). */
export function identityRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    ...authRoutes(deps),
    ...userRoutes(deps),
    ...roleRoutes(deps),
    ...permissionRoutes(),
    ...countryRoutes(),
    ...whitelistRoutes(deps),
    ...settingsRoutes(deps),
    ...maintenanceRoutes(deps),
  ];
}
