import type { ListPage, PartnerStatsListQuery, PartnerStatsRow } from '@feedhub/contracts';
import type { DomainContext } from '@feedhub/service-kit';
import { presentStat } from './stats.presenter';
import { pageStats } from './stats.repo';

/** A page of a partner's stats rows (newest first unless asked otherwise). */
export async function listStats(
  ctx: DomainContext,
  query: PartnerStatsListQuery,
): Promise<ListPage<PartnerStatsRow>> {
  const page = await pageStats(ctx.trx, query);
  return { rows: page.rows.map(presentStat), total: page.total };
}
