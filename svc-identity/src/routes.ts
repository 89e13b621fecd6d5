import { z } from 'zod';
import {
  AuthUserSchema,
  CountryListQuerySchema,
  CountrySchema,
  IdParamsSchema,
  LocaleSaveSchema,
  LoginSchema,
  LogoutOutputSchema,
  PermissionListQuerySchema,
  PermissionSchema,
  RoleListQuerySchema,
  RoleSaveSchema,
  RoleSchema,
  SettingListQuerySchema,
  SettingSaveSchema,
  SettingSchema,
  UserListQuerySchema,
  UserSaveSchema,
  UserSchema,
  UserSelectsSchema,
  WhitelistedIpListQuerySchema,
  WhitelistedIpSaveSchema,
  WhitelistedIpSchema,
  listPageSchema,
} from '@feedhub/contracts';
import { AUTHENTICATED, PUBLIC, defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { authHandlers } from './auth/auth.handlers';
import type { IdentityDeps } from './deps';
import { referenceHandlers as reference } from './permissions/permissions.handlers';
import { roleHandlers } from './roles/roles.handlers';
import { MaintenanceAnswerSchema, maintenanceHandlers } from './settings/maintenance.handlers';
import { settingsHandlers } from './settings/settings.handlers';
import { userHandlers } from './users/users.handlers';
import { whitelistHandlers } from './whitelist/whitelist.handlers';

/** `{ rows, total }` of a list answer. */
const rowsOf = listPageSchema;
/** `{ id }` of a save answer. */
const Saved = z.object({ id: z.number() });

/**
 * THE route table of the identity service (paths under /api, STYLE (a)): method, path, permission,
 * schemas and handler of every route. The router, validation, OpenAPI and the route × permission
 * test are built from it.
 */
export function identityRoutes(deps: IdentityDeps): RouteDefinition[] {
  const auth = authHandlers(deps);
  const maintenance = maintenanceHandlers(deps);
  const users = userHandlers(deps);
  const roles = roleHandlers(deps);
  const whitelist = whitelistHandlers(deps);
  const settings = settingsHandlers(deps);
  return [
    defineRoute({
      method: 'post',
      path: '/auth/login',
      access: PUBLIC,
      summary: 'Log in with user name and password; opens a session (cookie) and returns the user',
      body: LoginSchema,
      response: AuthUserSchema,
      handler: auth.login,
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      access: PUBLIC,
      summary: 'Log out: ends the session (if any) and returns a fresh CSRF token',
      response: LogoutOutputSchema,
      handler: auth.logout,
    }),
    defineRoute({
      method: 'get',
      path: '/auth/me',
      access: AUTHENTICATED,
      summary: 'The logged-in user with current permissions (the shell refreshes its stored user)',
      response: AuthUserSchema.omit({ csrfToken: true }).extend({ csrfToken: z.string().optional() }),
      handler: auth.me,
    }),
    defineRoute({
      method: 'post',
      path: '/auth/locale',
      access: AUTHENTICATED,
      summary: 'Keep the interface language on the logged-in user (the next login answers it as `locale`)',
      body: LocaleSaveSchema,
      response: LocaleSaveSchema,
      handler: auth.locale,
    }),

    defineRoute({
      method: 'get',
      path: '/users/list',
      access: 'settingsUsers',
      summary: 'Users with their roles (paged; by user name unless asked otherwise)',
      query: UserListQuerySchema,
      response: rowsOf(UserSchema),
      handler: users.list,
    }),
    defineRoute({
      method: 'get',
      path: '/users/selects',
      access: 'settingsUsers',
      summary: "The user form's select data: roles and countries",
      response: UserSelectsSchema,
      handler: users.selects,
    }),
    defineRoute({
      method: 'post',
      path: '/users/save',
      access: 'settingsUsers',
      summary:
        'Add or edit a user (password required on add, optional on edit; only roles the caller could grant)',
      body: UserSaveSchema,
      rowOf: '/users/list',
      errorFields: { roleIds: 'roles' },
      response: Saved,
      handler: users.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/users/delete/:id',
      access: 'settingsUsers',
      summary: 'Delete a user',
      params: IdParamsSchema,
      handler: users.remove,
    }),

    defineRoute({
      method: 'get',
      path: '/roles/list',
      access: 'settingsRoles',
      summary: 'Roles with their permissions (paged; by name)',
      query: RoleListQuerySchema,
      response: rowsOf(RoleSchema),
      handler: roles.list,
    }),
    defineRoute({
      method: 'post',
      path: '/roles/save',
      access: 'settingsRoles',
      summary: 'Add or edit a role (name + permissionIds; only permissions the caller holds can be added)',
      body: RoleSaveSchema,
      rowOf: '/roles/list',
      errorFields: { permissionIds: 'permissions' },
      response: Saved,
      handler: roles.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/roles/delete/:id',
      access: 'settingsRoles',
      summary: 'Delete a role (`?confirm=1` when users still hold it)',
      params: IdParamsSchema,
      query: z.object({ confirm: z.enum(['0', '1']).optional() }).strict(),
      handler: roles.remove,
    }),
    defineRoute({
      method: 'get',
      path: '/permissions/list',
      access: 'settingsRoles',
      summary: 'Permissions described in the caller language (a select list: perPage up to 99999)',
      query: PermissionListQuerySchema,
      response: rowsOf(PermissionSchema),
      handler: reference.permissions,
    }),
    defineRoute({
      method: 'get',
      path: '/countries/list',
      access: 'settingsUsers',
      summary: 'Countries by name (a select list: perPage up to 99999)',
      query: CountryListQuerySchema,
      response: rowsOf(CountrySchema),
      handler: reference.countries,
    }),

    defineRoute({
      method: 'get',
      path: '/whitelisted-ips/list',
      access: 'whitelist',
      summary: 'Whitelisted IP rules (paged)',
      query: WhitelistedIpListQuerySchema,
      response: rowsOf(WhitelistedIpSchema),
      handler: whitelist.list,
    }),
    defineRoute({
      method: 'post',
      path: '/whitelisted-ips/save',
      access: 'whitelist',
      summary:
        'Add or edit a rule (IPv4/IPv6, CIDR or range, stored canonically; one admitting every address needs confirmAll)',
      body: WhitelistedIpSaveSchema,
      rowOf: '/whitelisted-ips/list',
      response: WhitelistedIpSchema,
      handler: whitelist.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/whitelisted-ips/delete/:id',
      access: 'whitelist',
      summary: 'Delete a rule',
      params: IdParamsSchema,
      handler: whitelist.remove,
    }),

    defineRoute({
      method: 'get',
      path: '/settings/list',
      access: 'settings',
      summary: 'Global settings (paged; by code; secrets masked)',
      query: SettingListQuerySchema,
      response: rowsOf(SettingSchema),
      handler: settings.list,
    }),
    defineRoute({
      method: 'post',
      path: '/settings/save',
      access: 'settings',
      summary: "Change a setting's value (checked by the setting's own rule; a secret's mask keeps it)",
      body: SettingSaveSchema,
      rowOf: '/settings/list',
      response: SettingSchema,
      handler: settings.save,
    }),
    // Settings desktop buttons: GET as SPEC §7 has them, so they need the XHR header (no cross-site link).
    defineRoute({
      method: 'get',
      path: '/settings/clear-cache',
      access: 'settingsDesktop',
      requireXhr: true,
      summary: "Drop every instance's caches",
      response: MaintenanceAnswerSchema,
      handler: maintenance.clearCache,
    }),
    defineRoute({
      method: 'get',
      path: '/settings/queue-restart',
      access: 'settingsDesktop',
      requireXhr: true,
      summary: 'Make every worker finish its current item and restart',
      response: MaintenanceAnswerSchema,
      handler: maintenance.queueRestart,
    }),
    defineRoute({
      method: 'get',
      path: '/settings/migrate',
      access: 'settingsDesktop',
      requireXhr: true,
      summary: "Run every service's pending migrations",
      response: MaintenanceAnswerSchema,
      handler: maintenance.migrate,
    }),
  ];
}
