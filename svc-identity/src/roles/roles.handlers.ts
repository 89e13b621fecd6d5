import { z } from 'zod';
import { IdParamsSchema, RoleListQuerySchema, RoleSaveSchema, RoleSchema } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { deleteRole, listRoles, saveRole } from './roles.domain';

/** Roles (SPEC §2 Roles, §7). */
export function roleRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/roles/list',
      access: 'settingsRoles',
      summary: 'Roles with their permissions (paged, by name)',
      query: RoleListQuerySchema,
      response: z.object({ rows: z.array(RoleSchema), total: z.number() }),
      handler: async ({ query }, ctx) => ({ data: await listRoles(ctx, query) }),
    }),
    defineRoute({
      method: 'post',
      path: '/roles/save',
      access: 'settingsRoles',
      summary: 'Add or edit a role (name + permissionIds; only permissions the caller holds can be added)',
      body: RoleSaveSchema,
      errorFields: { permissionIds: 'permissions' },
      response: z.object({ id: z.number() }),
      handler: async ({ body }, ctx) => ({
        data: { id: await saveRole(ctx, deps, body) },
        message: translate(ctx.locale, 'messages', 'role_saved'),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/roles/delete/:id',
      access: 'settingsRoles',
      summary: 'Delete a role (`?confirm=1` when users still hold it)',
      params: IdParamsSchema,
      query: z.object({ confirm: z.enum(['0', '1']).optional() }).strict(),
      handler: async ({ params, query }, ctx) => {
        await deleteRole(ctx, deps, params.id, query.confirm === '1');
        return { data: null, message: translate(ctx.locale, 'messages', 'role_deleted') };
      },
    }),
  ];
}
