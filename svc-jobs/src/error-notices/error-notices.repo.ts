import type { ErrorNoticeListQuerySchema, ListPage } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { ErrorNotice } from '@feedhub/jobs';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import type { z } from 'zod';

/** Error notice list query. */
export type ErrorNoticeListQuery = z.infer<typeof ErrorNoticeListQuerySchema>;
type Filter = NonNullable<ErrorNoticeListQuery['filter']>;

const NOTICE_LIST: ListSpec<
  QueryBuilder<ErrorNotice, ErrorNotice[]>,
  NonNullable<ErrorNoticeListQuery['order']>['field'],
  Filter
> = {
  sorts: { createdAt: 'created_at', id: 'id' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filters: { partnerId: (qb, partnerId) => void qb.where('partner_id', partnerId) },
};

/** A page of notices (newest first unless asked otherwise). */
export async function pageNotices(trx: Knex, query: ErrorNoticeListQuery): Promise<ListPage<ErrorNotice>> {
  // Newest first also among notices of the same instant.
  const order = query.order ?? { field: 'createdAt' as const, direction: 'desc' as const };
  const page = await pageOf(ErrorNotice.query(trx), { ...query, order }, NOTICE_LIST);
  return page;
}

/** Deletes a notice; false when there was none. */
export async function deleteNotice(trx: Knex, id: number): Promise<boolean> {
  // `returning`: the affected row count is not reported the same way by every driver (PGlite).
  const gone = (await trx(ErrorNotice.tableName).where('id', id).delete().returning('id')) as unknown[];
  return gone.length > 0;
}

/** Notices per partner id. */
export async function countsByPartner(trx: Knex, partnerIds: number[]): Promise<Record<string, number>> {
  if (!partnerIds.length) return {};
  const rows = (await ErrorNotice.query(trx)
    .whereIn('partner_id', partnerIds)
    .groupBy('partner_id')
    .select('partner_id')
    .count({ n: '*' })) as unknown as { partnerId: number; n: number | string }[];
  return Object.fromEntries(rows.map((r) => [String(r.partnerId), Number(r.n)]));
}

/** Deletes the notices of one key left by a job (a held run's, once someone decided it). */
export async function deleteNoticesOfJob(trx: Knex, jobId: number, key: string): Promise<void> {
  await trx(ErrorNotice.tableName).where({ job_id: jobId, key }).delete();
}
