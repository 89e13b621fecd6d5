import type { ListPage, PartnerStatsListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerStat } from './stats.model';

type QB = QueryBuilder<PartnerStat, PartnerStat[]>;

const STATS_LIST: ListSpec<
  QB,
  NonNullable<PartnerStatsListQuery['order']>['field'],
  NonNullable<PartnerStatsListQuery['filter']>
> = {
  sorts: { collectedAt: 'collected_at', id: 'id' },
  defaultSort: { field: 'collectedAt', direction: 'desc' },
  filters: { partnerId: (qb, id) => void qb.where('partner_id', id) },
};

/** A page of stats rows (newest first unless asked otherwise). */
export async function pageStats(trx: Knex, query: PartnerStatsListQuery): Promise<ListPage<PartnerStat>> {
  return pageOf(PartnerStat.query(trx), query, STATS_LIST);
}
