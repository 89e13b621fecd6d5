import type { PartnerStatsListQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { listStats } from './stats.domain';

/** Partner stats (SPEC §7 GET /api/partner-stats/list). */
export const statsHandlers = {
  /** A page of stats rows. */
  list: async ({ query }: { query: PartnerStatsListQuery }, ctx: RequestContext) => ({
    data: await listStats(ctx, query),
  }),
};
