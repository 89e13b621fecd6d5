import type { ErrorNotice, ListPage } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import type { PartnerNames } from '../jobs/partner-names';
import { presentNotice } from './error-notices.presenter';
import { countsByPartner, deleteNotice, pageNotices, type ErrorNoticeListQuery } from './error-notices.repo';

/** A page of error notices, newest first, in the caller's language. */
export async function listNotices(
  ctx: DomainContext,
  query: ErrorNoticeListQuery,
  names: PartnerNames,
): Promise<ListPage<ErrorNotice>> {
  const page = await pageNotices(ctx.trx, query);
  const named = await names([
    ...new Set(page.rows.flatMap((n) => (n.partnerId === null ? [] : [n.partnerId]))),
  ]);
  return {
    rows: page.rows.map((n) =>
      presentNotice(ctx.locale, n, n.partnerId === null ? null : (named.get(n.partnerId) ?? null)),
    ),
    total: page.total,
  };
}

/** Dismisses a notice (removes it); 404 error_notice_not_found when there is none. */
export async function dismissNotice(ctx: DomainContext, id: number): Promise<void> {
  if (!(await deleteNotice(ctx.trx, id))) throw new AppError('error_notice_not_found');
}

/** Notices per partner (the partners desktop's errors column). */
export function noticeCounts(ctx: DomainContext, partnerIds: number[]): Promise<Record<string, number>> {
  return countsByPartner(ctx.trx, partnerIds);
}
