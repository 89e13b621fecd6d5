import type { HeldCounts } from '@feedhub/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BulkConnection, PgBulkSession } from './bulk-session';
import { limitsOf, reasonsOf } from './import-guard';
import {
  indexSeen,
  keepChangedCounting,
  knexGuardBase,
  seenIsWholePartner,
  type ChunkMoves,
} from './import-guard.repo';
import type { GuardSpec } from './import-guard.types';
import { judgeKeptRun } from './kept-run';
import { stageFeed, writeSeenAttributes, type StagedRun } from './stage-feed';
import {
  beginSpanningRun,
  commitRun,
  commitSynchronously,
  moveChangedToPending,
  moveStageToSeen,
  rollbackRun,
} from './staged-import.repo';
import type { MergeCounts } from './staged-import.types';

/**
 * How long a guarded run's spanning transaction may sit idle (waiting for the feed thread's next COPY
 * block) before PostgreSQL ends its session: a stuck process (stopped, or its feed hung) releases the
 * rows it locked within this time; a feed that sends nothing for as long fails the run (retried).
 */
const SPANNING_IDLE_MS = 10 * 60_000;

/**
 * A guarded run on PostgreSQL: the chunks merged as in a plain run, but inside one transaction that
 * spans the whole run, each chunk's changed rows also kept and counted before its merge. At the end
 * the run is judged (import-guard.ts) and the transaction commits, or — held — saves what it kept and
 * rolls back: nothing of a held run was ever visible, and a run that passes costs what a plain one does.
 */
export async function spanningRun(r: StagedRun, session: PgBulkSession, guard: GuardSpec): Promise<void> {
  const { spec, partner, tables, report } = r;
  // The run's transaction, before the first COPY block (stageFeed sends them).
  await session.use((c) => beginSpanningRun(c, partner.id, SPANNING_IDLE_MS));
  const moves: ChunkMoves = { toZero: 0, priceUp: 0, priceDown: 0 };
  /** A chunk's step in the run's transaction: kept and counted, merged, its codes moved to "seen". */
  const chunkStep = async (c: BulkConnection): Promise<MergeCounts> => {
    const moved = await keepChangedCounting(c, tables, partner, guard);
    moves.toZero += moved.toZero;
    moves.priceUp += moved.priceUp;
    moves.priceDown += moved.priceDown;
    const merged = await spec.merge(c, tables, partner, 'run');
    await moveChangedToPending(c, tables);
    await moveStageToSeen(c, tables);
    return merged;
  };
  const totals = await stageFeed(r, { enqueue: () => session.enqueue(chunkStep), countsUnchanged: true });
  await writeSeenAttributes(r, 'knex');
  const committed = await commitSpanningRun(r, session, guard, moves, {
    new: report.counts.new,
    changed: report.counts.changed,
    total: totals.total,
    inStock: totals.inStock,
  });
  if (committed) {
    report.finish(committed.missing);
    return;
  }
  // Held by its counts: rolled back, its kept rows are back in "pending" and "seen", and the
  // judgement (exact, with examples) decides, as for a run on PGlite.
  await judgeKeptRun(r, guard, totals);
}

/**
 * The end of a guarded run's spanning transaction: the finish (the missing products zeroed, the stats
 * row), then the judgement from what the chunks counted and what the finish zeroed. Passed, it commits
 * (synchronously, fenced and marked committed) and answers the finish's figures; held, the run's kept
 * rows and seen codes are saved to files, the transaction rolls back, and they are loaded back (null).
 */
async function commitSpanningRun(
  r: StagedRun,
  session: PgBulkSession,
  guard: GuardSpec,
  moves: ChunkMoves,
  totals: { new: number; changed: number; total: number; inStock: number },
): Promise<{ missing?: number } | null> {
  const { spec, partner, tables } = r;
  const outcome = await session.use(async (c) => {
    await commitSynchronously(c);
    await r.fence(c, { commit: true });
    // The run's transaction has held the partner's product-writes lock since its first chunk: when it
    // saw as many codes as the partner has products in its feed, none is gone (seenIsWholePartner).
    const noneGone = guard.zeroesMissing && (await seenIsWholePartner(c, tables.seen, partner.id));
    if (!noneGone) await indexSeen(c, tables.seen);
    const knownGone = noneGone ? 0 : undefined;
    const extra = spec.finish ? await spec.finish(c, tables, partner, { ...totals, knownGone }, 'run') : {};
    const counts: HeldCounts = {
      toZero: moves.toZero + (extra.missingInStock ?? 0),
      priceUp: moves.priceUp,
      priceDown: moves.priceDown,
      new: totals.new,
      gone: extra.missing ?? 0,
    };
    return { extra, counts };
  });
  const moved = outcome.counts.toZero + outcome.counts.priceUp + outcome.counts.priceDown;
  // The bases of the percentages (only when something moved): the run's changes are not committed,
  // so another connection (the service's knex, not the run's session) still reads the partner's
  // products as they were before it.
  const held =
    moved > 0 &&
    reasonsOf(limitsOf(partner), await knexGuardBase(r.deps.knex, partner.id), outcome.counts).length > 0;
  if (!held) {
    await session.use(commitRun);
    return outcome.extra;
  }
  await rollBackKeeping(session, tables);
  return null;
}

/** Rolls the run's transaction back, its kept rows and seen codes saved to files first and loaded back after. */
async function rollBackKeeping(session: PgBulkSession, tables: StagedRun['tables']): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'feedhub-held-'));
  try {
    await session.saveTable(tables.pending, join(dir, 'pending'));
    await session.saveTable(tables.seen, join(dir, 'seen'));
    await session.use(rollbackRun);
    await session.loadTable(tables.pending, join(dir, 'pending'));
    await session.loadTable(tables.seen, join(dir, 'seen'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
