import { z } from 'zod';
import { CountryListQuerySchema, CountrySchema } from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { pageCountries } from './countries.repo';

/** GET /countries/list (the users form's country select). */
export function countryRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/countries/list',
      access: 'settingsUsers',
      summary: 'Countries by name (a select list: perPage up to 99999)',
      query: CountryListQuerySchema,
      response: z.object({ rows: z.array(CountrySchema), total: z.number() }),
      handler: async ({ query }, ctx) => {
        const page = await pageCountries(ctx.trx, query);
        return { data: { rows: page.rows.map(({ id, name }) => ({ id, name })), total: page.total } };
      },
    }),
  ];
}
