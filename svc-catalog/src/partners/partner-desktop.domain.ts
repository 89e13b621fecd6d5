import {
  ErrorCountsReplySchema,
  SUBJECTS,
  type ListPage,
  type PartnerDesktopQuery,
  type PartnerDesktopRow,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { DomainContext } from '@feedhub/service-kit';
import { presentDesktopRow } from './partners.presenter';
import { latestStats, pageDesktopPartners, partnerAttention } from './partners.repo';

/** How long the desktop waits for jobs' error counts before it shows 0 (the page never fails on them). */
export const ERROR_COUNTS_TIMEOUT_MS = 2000;

/**
 * A page of the partners desktop (SPEC §2 Home desktop): each partner with its last import (the
 * latest stats row: when, and how many new products), its undismissed error notices, which jobs
 * counts, and what needs attention (unmapped categories, products waiting for export). No transaction is open while jobs is asked (one PGlite connection in embedded mode).
 */
export async function partnerDesktop(
  ctx: DomainContext,
  bus: Bus,
  query: PartnerDesktopQuery,
): Promise<ListPage<PartnerDesktopRow>> {
  const page = await pageDesktopPartners(ctx.trx, query);
  const ids = page.rows.map((p) => p.id);
  const stats = await latestStats(ctx.trx, ids);
  const attention = await partnerAttention(ctx.trx, ids);
  const errors = await errorCounts(ctx, bus, ids);
  return {
    rows: page.rows.map((p) =>
      presentDesktopRow(p, stats.get(p.id), errors[String(p.id)] ?? 0, attention.get(p.id)),
    ),
    total: page.total,
  };
}

/** Undismissed error notices per partner id, from jobs; none when jobs does not answer in time. */
async function errorCounts(
  ctx: DomainContext,
  bus: Bus,
  partnerIds: number[],
): Promise<Record<string, number>> {
  if (!partnerIds.length) return {};
  try {
    const reply = await bus.request(
      SUBJECTS.errorCounts,
      { partnerIds },
      ErrorCountsReplySchema,
      ERROR_COUNTS_TIMEOUT_MS,
    );
    return reply.counts;
  } catch (err) {
    ctx.log.warn({ err }, 'partners desktop: jobs did not count error notices; showing 0');
    return {};
  }
}
