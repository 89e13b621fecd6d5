import type { PartnerStatsListQuery, PartnerStatsRow } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import type { PartnerStat } from './stats.model';
import { pageStats } from './stats.repo';

/** A stats row as answers show it. */
export function presentStat(s: PartnerStat): PartnerStatsRow {
  return {
    id: s.id,
    partnerId: s.partnerId,
    collectedAt: new Date(s.collectedAt).toISOString(),
    new: s.new,
    changed: s.changed,
    total: s.total,
    inStock: s.inStock,
  };
}

/** Partner stats (SPEC §7 GET /api/partner-stats/list). */
export const statsHandlers = {
  /** A page of stats rows. */
  list: async ({ query }: { query: PartnerStatsListQuery }, ctx: RequestContext) => {
    const page = await pageStats(ctx.trx, query);
    return { data: { rows: page.rows.map(presentStat), total: page.total } };
  },
};
