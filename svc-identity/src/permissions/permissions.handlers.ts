import { z } from 'zod';
import { PermissionListQuerySchema, PermissionSchema } from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { presentPermission } from './permissions.presenter';
import { pagePermissions } from './permissions.repo';

/** GET /permissions/list (list only, SPEC §6; the roles form's select list). */
export function permissionRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/permissions/list',
      access: 'settingsRoles',
      summary: 'Permissions with descriptions in the caller language (a select list: perPage up to 99999)',
      query: PermissionListQuerySchema,
      response: z.object({ rows: z.array(PermissionSchema), total: z.number() }),
      handler: async ({ query }, ctx) => {
        const page = await pagePermissions(ctx.trx, query);
        return { data: { rows: page.rows.map((p) => presentPermission(p, ctx.locale)), total: page.total } };
      },
    }),
  ];
}
