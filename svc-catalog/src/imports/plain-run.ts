import type { BulkConnection } from './bulk-session';
import { indexSeen } from './import-guard.repo';
import { stageFeed, writeSeenAttributes, type FeedTotals, type StagedRun } from './stage-feed';
import { flushOnCommit, lockProductWrites, moveStageToSeen } from './staged-import.repo';
import type { MergeCounts } from './staged-import.types';

/**
 * A plain run (the method or the partner has no guard, or its first import): each chunk merged and
 * committed in a transaction of its own while the feed thread reads the next; then the finish. The
 * finish is every run's end but a spanning run's that passes (kept-run.ts and spanning-run.ts end here).
 */
export async function plainRun(r: StagedRun): Promise<void> {
  const { spec, partner, tables } = r;
  /** A chunk's step on the session: merged, its codes moved to "seen". */
  const chunkStep = async (c: BulkConnection): Promise<MergeCounts> => {
    // The product-writes lock first, then the fence (the order a spanning run takes them in).
    await lockProductWrites(c, partner.id);
    // Fenced (DESIGN §4): a run that lost its lease merges nothing more.
    await r.fence(c);
    const merged = await spec.merge(c, { stage: tables.stage, seen: tables.seen }, partner, 'chunk');
    await moveStageToSeen(c, tables);
    return merged;
  };
  const totals = await stageFeed(r, {
    enqueue: () => r.session.enqueueTransaction(chunkStep),
    countsUnchanged: true,
  });
  await writeSeenAttributes(r, 'session');
  await finishRun(r, totals);
}

/**
 * The feed was read to its end: only now may products missing from it be touched (the method's
 * finish: the anti-join over "seen", the stats row). `knownGone`: how many the guard found gone.
 */
export async function finishRun(
  r: StagedRun,
  totals: FeedTotals,
  knownGone?: number,
  /** A first load's attach (first-load-run.ts): in the finish's transaction, once it holds the fence. */
  beforeFinish?: (c: BulkConnection) => Promise<void>,
): Promise<void> {
  const { spec, partner, tables, report } = r;
  const extra = await r.session.transaction(async (c) => {
    // Durable before the job is done: the chunk merges commit asynchronously (bulk-session.ts);
    // this commit is synchronous and has a transaction id (txid_current), so it flushes them all.
    await flushOnCommit(c);
    await lockProductWrites(c, partner.id);
    // Fenced and marked committed: only the run that holds the fence finishes (one stats row), and
    // a later attempt of this job finds its result committed.
    await r.fence(c, { commit: true });
    await beforeFinish?.(c);
    if (!spec.finish) return { missing: undefined };
    // The finish's anti-join probes "seen" once per product of the partner. Indexed (built once,
    // by a sort) and analysed, it stays fast whatever the planner believes of partner_products:
    // right after a first import its statistics can say "nearly empty", and a nested loop over an
    // unindexed "seen" then took minutes for 55k products.
    await indexSeen(c, tables.seen);
    return spec.finish(
      c,
      tables,
      partner,
      {
        new: report.counts.new,
        changed: report.counts.changed,
        total: totals.total,
        inStock: totals.inStock,
        knownGone,
      },
      'chunk',
    );
  });
  report.finish(extra.missing);
}
