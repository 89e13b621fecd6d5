import type { BulkConnection } from './bulk-session';
import { judgeRun } from './import-guard';
import { keepChanged } from './import-guard.repo';
import type { GuardSpec } from './import-guard.types';
import { holdRun } from './held-run';
import { finishRun } from './plain-run';
import { stageFeed, writeSeenAttributes, type FeedTotals, type StagedRun } from './stage-feed';
import { lockProductWrites } from './staged-import.repo';
import type { MergeCounts } from './staged-import.types';

/**
 * A guarded run on PGlite (one connection, shared with the API: a transaction over the whole run would
 * stall the app): each chunk's changed rows only kept while the feed is read; the run judged, then
 * held (held-run.ts) or merged in one transaction.
 */
export async function keptRun(r: StagedRun, guard: GuardSpec): Promise<void> {
  /** A chunk's step on the session: only kept (its changed rows to "pending", its codes to "seen"). */
  const chunkStep = async (c: BulkConnection): Promise<MergeCounts> => {
    await keepChanged(c, r.tables, r.partner.id, guard);
    return { new: 0, changed: 0 };
  };
  const totals = await stageFeed(r, {
    enqueue: () => r.session.enqueueTransaction(chunkStep),
    countsUnchanged: false,
  });
  await writeSeenAttributes(r, 'session');
  await judgeKeptRun(r, guard, totals);
}

/**
 * The whole run is known (its changed rows in "pending", its codes in "seen"): judged against the
 * catalogue (import-guard.ts), then held (kept, nothing merged) or merged at once and finished. A
 * spanning run held by its counts ends here too, for the exact judgement with examples.
 */
export async function judgeKeptRun(r: StagedRun, guard: GuardSpec, totals: FeedTotals): Promise<void> {
  const { partner, tables, report } = r;
  const { held, gone, changed, added } = await r.session.use((c) => judgeRun(c, tables, partner, guard));
  if (held) throw await holdRun(r, held, { added, changed }, totals);
  const counts = await r.session.transaction(async (c) => {
    await lockProductWrites(c, partner.id);
    await r.fence(c);
    // The pending rows are the changed ones (the merge skips its look-up of unchanged rows).
    const pending = { stage: tables.pending, seen: tables.seen, changed: tables.pending };
    return r.spec.merge(c, pending, partner, 'chunk');
  });
  report.counts.new = counts.new;
  report.counts.changed = counts.changed;
  report.counts.unchanged = totals.total - counts.new - counts.changed;
  await finishRun(r, totals, gone);
}
