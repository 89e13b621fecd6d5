import { z } from 'zod';
import { PermissionSchema, listQuerySchema, type Locale } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { Knex } from '@feedhub/db';
import type { IdentityDeps } from '../deps';
import { SCHEMA } from '../schema';

/** Permissions with descriptions in the caller's language (the English one is the stored fallback). */
export async function listPermissions(k: Knex, locale: Locale) {
  const rows: { id: number; name: string; description: string }[] = await k
    .withSchema(SCHEMA)
    .table('permissions')
    .orderBy('id')
    .select('id', 'name', 'description');
  return rows.map((r) => ({
    ...r,
    description: r.name === '*' ? r.description : translate(locale, 'permissions', r.name),
  }));
}

/** GET /permissions/list (list only, SPEC §6). */
export function permissionRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/permissions/list',
      access: 'settingsRoles',
      summary: 'Every permission',
      query: listQuerySchema({}, ['name']),
      response: z.object({ rows: z.array(PermissionSchema), total: z.number() }),
      handler: async (_input, ctx) => {
        const rows = await listPermissions(deps.knex, ctx.locale);
        return { data: { rows, total: rows.length } };
      },
    }),
  ];
}
