import { z } from 'zod';
import { CountrySchema, listQuerySchema } from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { SCHEMA } from '../schema';

/** GET /countries/list (the users form's country select). */
export function countryRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/countries/list',
      access: 'settingsUsers',
      summary: 'Every country',
      query: listQuerySchema({}, ['name']),
      response: z.object({ rows: z.array(CountrySchema), total: z.number() }),
      handler: async () => {
        const rows: { id: number; name: string }[] = await deps.knex
          .withSchema(SCHEMA)
          .table('countries')
          .orderBy('name')
          .select('id', 'name');
        return { data: { rows, total: rows.length } };
      },
    }),
  ];
}
