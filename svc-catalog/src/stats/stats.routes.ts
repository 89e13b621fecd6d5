import { listPageSchema, PartnerStatsListQuerySchema, PartnerStatsRowSchema } from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { statsHandlers } from './stats.handlers';

/** Partner import stats (SPEC §7 Partner stats). */
export function statsRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partner-stats/list',
      access: 'partnerStats',
      summary:
        'Import stats rows of a partner (filter[partnerId]), newest first: one per complete product import',
      query: PartnerStatsListQuerySchema,
      response: listPageSchema(PartnerStatsRowSchema),
      handler: statsHandlers.list,
    }),
  ];
}
