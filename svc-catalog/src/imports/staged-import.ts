import type { HeldCounts, HeldDiff } from '@feedhub/contracts';
import { JobFailure, JobHeld, type JobRun } from '@feedhub/jobs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBulkSession, type BulkConnection, type BulkSession, type PgBulkSession } from './bulk-session';
import { knexConnection, upsertAttributes } from './import-catalog.repo';
import type { SeenAttribute } from './seen-attributes';
import { ImportReport, loadPartner, openRunFeed, runPace, type ImportDeps } from './feed-run';
import { startFeedThread } from './feed-reader-thread';
import type { LineMapperName } from './line-mappers';
import type { Partner } from '../partners/partners.model';
import { isGuarded, judgeRun, limitsOf, reasonsOf, type GuardSpec } from './import-guard';
import {
  dropHeldRun,
  heldRunOf,
  indexSeen,
  keepChanged,
  keepChangedCounting,
  keepHeldRun,
  knexGuardBase,
  type ChunkMoves,
} from './import-guard.repo';
import {
  beginSpanningRun,
  commitRun,
  commitSynchronously,
  createTempTable,
  dropRunTables,
  fenceJob,
  flushOnCommit,
  lockProductWrites,
  moveChangedToPending,
  moveStageToSeen,
  rollbackRun,
} from './staged-import.repo';

/**
 * The set-based write path every product method shares (FEEDS "Recommended import pipeline"): the
 * feed thread (feed-thread.ts) downloads, parses and maps the records into COPY text; here that text
 * is streamed into a per-run temp staging table, and every CHUNK_ROWS rows one transaction merges the
 * staged rows into the catalog and moves their codes to the run's "seen" table; after a complete
 * feed, one transaction finishes (the anti-join over "seen", the stats row). Memory holds a few COPY
 * blocks and one chunk's counters, whatever the feed's size.
 */

/**
 * Rows merged per transaction (FEEDS §3: 20–50k). PostgreSQL: 50k; each chunk's hash look-up reads
 * the partner's products once, so fewer chunks make re-imports faster (XML unchanged 35k → 40k/s at
 * 200k, measured). PGlite: 25k; it merges on the main thread, and at 50k the feed thread waited
 * longer for it (XML first import 18k → 15k/s).
 */
export const CHUNK_ROWS = { pg: 50_000, pglite: 25_000 } as const;
/**
 * Bytes of COPY text sent at once: 1 MiB on PostgreSQL (it ingests one block while Node parses the
 * next); on PGlite the whole chunk in one COPY (each COPY FROM '/dev/blob' has a large fixed cost:
 * 25k rows took 5.8 s in blocks of 1000 and 1.9 s in one).
 */
const BLOCK_BYTES = { pg: 1 << 20, pglite: 0 } as const;
/**
 * COPY text the feed thread may have sent and the database's queue not yet taken: a chunk and a
 * half (~25 MB of XML lines), so the thread maps chunk N+1 while chunk N is merged, and memory stays flat.
 */
const THREAD_AHEAD_BYTES = 24 << 20;

/** Counts of one merge. */
export interface MergeCounts {
  new: number;
  changed: number;
}

/** The temp tables of a run, schema-qualified. */
export interface StageTables {
  stage: string;
  seen: string;
  /**
   * The new and changed rows, when already told apart from the unchanged ones: a spanning run's
   * chunk (the stage still holds all its rows), or a guarded run's pending rows. The merge reads
   * them and skips its look-up of unchanged rows.
   */
  changed?: string;
}

/** The rows a merge reads: the changed ones when they are told apart, else the whole stage. */
export const rowsToMerge = (tables: StageTables): string => tables.changed ?? tables.stage;

/** What a method does on the shared path. */
export interface StagedImportSpec {
  /** Column definitions of the staging table, in COPY order. */
  stageColumns: readonly (readonly [name: string, type: string])[];
  /** Record → COPY line (line-mappers.ts; it runs in the feed thread). */
  mapper: LineMapperName;
  /** Merges the staged chunk (inside a transaction); the engine then moves its codes to "seen". */
  merge(c: BulkConnection, tables: StageTables, partner: Partner, scope: MergeScope): Promise<MergeCounts>;
  /** How the import guard reads this method's staged rows (absent: the method is never held). */
  guard?: GuardSpec;
  /** After a complete feed (inside a transaction): the anti-join, the stats row; returns extra log params. */
  finish?(
    c: BulkConnection,
    tables: StageTables,
    partner: Partner,
    totals: {
      new: number;
      changed: number;
      total: number;
      inStock: number;
      /** Products the feed no longer has, when the guard counted them (0: nothing to zero). */
      knownGone?: number;
    },
    scope: MergeScope,
  ): Promise<{ missing?: number; missingInStock?: number }>;
}

/**
 * The transaction a merge runs in: its own ('chunk': a plain run's chunk, a held run's apply), or a
 * guarded run's one transaction that spans the whole run ('run'; see runStagedImport).
 */
export type MergeScope = 'chunk' | 'run';

/**
 * How long a guarded run's spanning transaction may sit idle (waiting for the feed thread's next COPY
 * block) before PostgreSQL ends its session: a stuck process (stopped, or its feed hung) releases the
 * rows it locked within this time; a feed that sends nothing for as long fails the run (retried).
 */
const SPANNING_IDLE_MS = 10 * 60_000;

/**
 * Runs a staged import for the job's partner, in one of three ways:
 * - plain (the method or the partner has no guard, or its first import): each chunk merged and
 *   committed in a transaction of its own while the feed thread reads the next;
 * - guarded on PostgreSQL: the chunks merged the same way but inside one transaction that spans the
 *   whole run, each chunk's changed rows also kept and counted before its merge; at the end the run
 *   is judged (import-guard.ts) and the transaction commits, or — held — saves what it kept and rolls
 *   back: nothing of a held run was ever visible, and a run that passes costs what a plain one does;
 * - guarded on PGlite (one connection, shared with the API: a transaction over the whole run would
 *   stall the app): the changed rows kept, the run judged, then merged in one transaction.
 * A held run ends as JobHeld, its kept rows saved in tables of their own (keepHeldRun).
 */
export async function runStagedImport(run: JobRun, deps: ImportDeps, spec: StagedImportSpec): Promise<void> {
  const partner = await loadPartner(deps.knex, run.job.partnerId);
  const decision = run.job.params.decision;
  if (decision === 'apply' || decision === 'discard')
    return decideHeldRun(run, deps, spec, partner, decision);
  const pace = await runPace(deps);
  const report = new ImportReport(run);
  const session = await openBulkSession(deps.knex);
  const suffix = `${run.job.id}_${run.job.attempt}`;
  const tables: RunTables = {
    stage: `pg_temp.import_stage_${suffix}`,
    seen: `pg_temp.import_seen_${suffix}`,
    // Guarded runs: the changed and new rows of every chunk (what a held run keeps).
    pending: `pg_temp.import_pending_${suffix}`,
    changed: `pg_temp.import_changed_${suffix}`,
  };
  const columns = spec.stageColumns.map(([name]) => name);
  const fence = (c: BulkConnection, options?: { commit: boolean }) => fenceJob(c, run, options);
  let stopFeed = async () => undefined as void;
  try {
    const guarded = await session.use(async (c) => {
      await dropRunTables(c, tables);
      const columnList = spec.stageColumns.map(([name, type]) => `${name} ${type}`).join(', ');
      await createTempTable(c, tables.stage, columnList);
      await createTempTable(c, tables.seen, 'code text');
      const on = spec.guard !== undefined && (await isGuarded(c, partner, spec.guard));
      if (on) await createTempTable(c, tables.pending, columnList);
      if (on && session.kind === 'pg') await createTempTable(c, tables.changed, columnList);
      return on;
    });
    const feed = startFeedThread(
      {
        ...openRunFeed(run, partner),
        allowedNetworks: [...deps.config.FEED_ALLOWED_NETWORKS],
        pace,
        className: partner.className,
        params: partner.params,
        mapper: spec.mapper,
        blockBytes: BLOCK_BYTES[session.kind],
        chunkRows: CHUNK_ROWS[session.kind],
        aheadBytes: THREAD_AHEAD_BYTES,
      },
      run.signal,
    );
    stopFeed = () => feed.stop();
    const spanning = guarded && session.kind === 'pg' ? session : null;
    if (spanning) {
      // The run's transaction, before the first COPY block (the loop below sends them).
      await spanning.use((c) => beginSpanningRun(c, partner.id, SPANNING_IDLE_MS));
    }
    let chunkRows = 0;
    let total = 0;
    let inStock = 0;
    const moves: ChunkMoves = { toZero: 0, priceUp: 0, priceDown: 0 };
    /** A chunk's step on the session: merged (or, guarded on PGlite, only kept); its codes moved to "seen". */
    const chunkStep = async (c: BulkConnection): Promise<MergeCounts> => {
      if (guarded && !spanning) {
        await keepChanged(c, tables, partner.id, spec.guard!);
        return { new: 0, changed: 0 };
      }
      if (spanning) {
        const moved = await keepChangedCounting(c, tables, partner, spec.guard!);
        moves.toZero += moved.toZero;
        moves.priceUp += moved.priceUp;
        moves.priceDown += moved.priceDown;
      } else {
        // The product-writes lock first, then the fence (the order a spanning run takes them in).
        await lockProductWrites(c, partner.id);
        // Fenced (DESIGN §4): a run that lost its lease merges nothing more.
        await fence(c);
      }
      const merged = spanning
        ? await spec.merge(c, tables, partner, 'run')
        : await spec.merge(c, { stage: tables.stage, seen: tables.seen }, partner, 'chunk');
      if (spanning) await moveChangedToPending(c, tables);
      await moveStageToSeen(c, tables);
      return merged;
    };
    // At most one merge in flight: while PostgreSQL merges chunk N, the feed thread reads and maps
    // chunk N+1 and its COPY blocks queue (they reach the stage after the merge).
    let merging: Promise<void> = Promise.resolve();
    const mergeChunk = async () => {
      if (!chunkRows) return;
      const rows = chunkRows;
      chunkRows = 0;
      await merging;
      merging = (spanning ? spanning.enqueue(chunkStep) : session.enqueueTransaction(chunkStep)).then(
        (counts) => {
          report.counts.new += counts.new;
          report.counts.changed += counts.changed;
          if (!guarded || spanning) report.counts.unchanged += rows - counts.new - counts.changed;
          report.publish();
        },
      );
      // Awaited before the next merge or the finish; a stop in between must not leave it unhandled.
      merging.catch(() => undefined);
    };

    for await (const batch of feed.batches()) {
      await run.checkpoint();
      for (const { skipping, ...warning } of batch.warnings) report.warning(warning, skipping);
      report.counts.read += batch.read;
      report.counts.bytesRead = batch.bytesRead;
      // A body found to be gzip (magic bytes) has no known size after all.
      report.counts.bytesTotal = batch.bytesTotal;
      if (batch.blocks.length) {
        const parts = batch.blocks.map(({ buffer, length }) => Buffer.from(buffer, 0, length));
        await session.copy(tables.stage, columns, parts);
        feed.ack(parts.reduce((sum, part) => sum + part.length, 0));
      }
      chunkRows += batch.rows;
      total += batch.rows;
      inStock += batch.inStock;
      if (batch.endsChunk) await mergeChunk();
      else report.publish();
    }
    await run.checkpoint();
    await mergeChunk();
    await merging;
    await writeSeenAttributes(feed.seenAttributes(), { session, spanning, knex: deps.knex, partner });
    if (spanning) {
      const committed = await commitSpanningRun(spanning, {
        spec,
        partner,
        tables,
        fence,
        knex: deps.knex,
        moves,
        totals: { new: report.counts.new, changed: report.counts.changed, total, inStock },
      });
      if (committed) {
        report.finish(committed.missing);
        return;
      }
      // Held by its counts: rolled back, its kept rows are back in "pending" and "seen", and the
      // judgement below (exact, with examples) decides, as for a run on PGlite.
    }
    let knownGone: number | undefined;
    if (guarded) {
      // The whole run is known: judged against the catalogue, then held (kept, nothing merged) or merged at once.
      const { held, gone, changed, added } = await session.use((c) =>
        judgeRun(c, tables, partner, spec.guard!),
      );
      knownGone = gone;
      if (held) {
        // What the run would have done, on the desktop row of the held job.
        report.counts.new = added;
        report.counts.changed = changed;
        report.counts.unchanged = total - added - changed;
        report.publish();
        await session.transaction(async (c) => {
          // Fenced like a merge, but not marked committed: a later attempt of this job judges again.
          await fence(c);
          await keepHeldRun(c, tables, run.job.id, partner.id, run.job.methodName, { total, inStock });
        });
        throw heldRun(run, held);
      }
      const counts = await session.transaction(async (c) => {
        await lockProductWrites(c, partner.id);
        await fence(c);
        // The pending rows are the changed ones (the merge skips its look-up of unchanged rows).
        const pending = { stage: tables.pending, seen: tables.seen, changed: tables.pending };
        return spec.merge(c, pending, partner, 'chunk');
      });
      report.counts.new = counts.new;
      report.counts.changed = counts.changed;
      report.counts.unchanged = total - counts.new - counts.changed;
    }
    // The feed was read to its end: only now may products missing from it be touched.
    const extra = await session.transaction(async (c) => {
      // Durable before the job is done: the chunk merges commit asynchronously (bulk-session.ts);
      // this commit is synchronous and has a transaction id (txid_current), so it flushes them all.
      await flushOnCommit(c);
      await lockProductWrites(c, partner.id);
      // Fenced and marked committed: only the run that holds the fence finishes (one stats row), and
      // a later attempt of this job finds its result committed.
      await fence(c, { commit: true });
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
        { new: report.counts.new, changed: report.counts.changed, total, inStock, knownGone },
        'chunk',
      );
    });
    report.finish(extra.missing);
  } catch (error) {
    // A stop or a failure: COPY blocks and a merge not yet started are dropped (a merge in progress
    // ends; what a plain run merged stays, as any chunk merged before a failure does; a spanning
    // run's transaction is rolled back when its session closes).
    session.discard();
    throw error;
  } finally {
    await stopFeed();
    await session.flush().catch(() => undefined);
    await session.use((c) => dropRunTables(c, tables)).catch(() => undefined);
    await session.close();
  }
}

/**
 * The attributes and brands the feed carried (the products import) become the partner's attributes to
 * map, in one statement once the feed was read. Not inside a guarded run's spanning transaction (that
 * one goes on another connection): they are not product data, so a held run still lists them.
 */
async function writeSeenAttributes(
  attributes: SeenAttribute[],
  run: { session: BulkSession; spanning: PgBulkSession | null; knex: ImportDeps['knex']; partner: Partner },
): Promise<void> {
  if (!attributes.length) return;
  const now = new Date().toISOString();
  const write = (c: BulkConnection) => upsertAttributes(c, run.partner.id, now, attributes);
  await (run.spanning ? write(knexConnection(run.knex)) : run.session.use(write));
}

/** A run's temp tables. */
type RunTables = Required<StageTables> & { pending: string };

/**
 * The end of a guarded run's spanning transaction: the finish (the missing products zeroed, the stats
 * row), then the judgement from what the chunks counted and what the finish zeroed. Passed, it commits
 * (synchronously, fenced and marked committed) and answers the finish's figures; held, the run's kept
 * rows and seen codes are saved to files, the transaction rolls back, and they are loaded back (null).
 */
async function commitSpanningRun(
  session: PgBulkSession,
  run: {
    spec: StagedImportSpec;
    partner: Partner;
    tables: RunTables;
    fence: (c: BulkConnection, options?: { commit: boolean }) => Promise<void>;
    /** Another connection than the run's: it reads the catalogue as it was before the run. */
    knex: ImportDeps['knex'];
    moves: ChunkMoves;
    totals: { new: number; changed: number; total: number; inStock: number };
  },
): Promise<{ missing?: number } | null> {
  const { spec, partner, tables, moves } = run;
  const outcome = await session.use(async (c) => {
    await commitSynchronously(c);
    await run.fence(c, { commit: true });
    await indexSeen(c, tables.seen);
    const extra = spec.finish ? await spec.finish(c, tables, partner, run.totals, 'run') : {};
    const counts: HeldCounts = {
      toZero: moves.toZero + (extra.missingInStock ?? 0),
      priceUp: moves.priceUp,
      priceDown: moves.priceDown,
      new: run.totals.new,
      gone: extra.missing ?? 0,
    };
    return { extra, counts };
  });
  const moved = outcome.counts.toZero + outcome.counts.priceUp + outcome.counts.priceDown;
  // The bases of the percentages (only when something moved): the run's changes are not committed,
  // so another connection still reads the partner's products as they were before it.
  const held =
    moved > 0 &&
    reasonsOf(limitsOf(partner), await knexGuardBase(run.knex, partner.id), outcome.counts).length > 0;
  if (!held) {
    await session.use(commitRun);
    return outcome.extra;
  }
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
  return null;
}

/** The run's end as held: a log line with what it would change, then JobHeld for the worker to report. */
function heldRun(run: JobRun, diff: HeldDiff): JobHeld {
  run.log({
    type: 'warning',
    key: diff.reasons.includes('stock') ? 'import_held_stock' : 'import_held_price',
    params: {
      toZero: diff.counts.toZero,
      inStock: diff.base.inStock,
      moved: diff.counts.priceUp + diff.counts.priceDown,
      priced: diff.base.priced,
      factor: diff.limits.priceFactor,
    },
  });
  return new JobHeld(diff);
}

/**
 * A decision on a held run (the job came back with `params.decision`): apply merges the rows it kept
 * exactly as they were read — not a fresh download — and finishes as the run would have (the missing
 * products zeroed against the codes it saw, the stats row); discard drops them. Both fenced; the held
 * tables go in the same transaction as the merge's finish, so Apply never runs twice.
 */
async function decideHeldRun(
  run: JobRun,
  deps: ImportDeps,
  spec: StagedImportSpec,
  partner: Partner,
  decision: 'apply' | 'discard',
): Promise<void> {
  const report = new ImportReport(run);
  const session = await openBulkSession(deps.knex);
  try {
    const held = await session.use((c) => heldRunOf(c, run.job.id));
    if (!held) throw new JobFailure('import_held_missing', { id: run.job.id });
    if (decision === 'discard') {
      await session.transaction(async (c) => {
        await fenceJob(c, run, { commit: true });
        await dropHeldRun(c, run.job.id);
      });
      run.log({ type: 'info', key: 'import_held_discarded', params: { count: held.total } });
      return;
    }
    // The kept rows were the changed ones when the run was read (the merge's conflict rule still
    // leaves a product alone that has the same content by now).
    const tables: StageTables = { stage: held.rows, seen: held.seen, changed: held.rows };
    const extra = await session.transaction(async (c) => {
      await commitSynchronously(c);
      await lockProductWrites(c, partner.id);
      await fenceJob(c, run, { commit: true });
      const counts = await spec.merge(c, tables, partner, 'chunk');
      report.counts.read = held.total;
      report.counts.new = counts.new;
      report.counts.changed = counts.changed;
      report.counts.unchanged = held.total - counts.new - counts.changed;
      const finished = spec.finish
        ? await spec.finish(
            c,
            tables,
            partner,
            {
              new: counts.new,
              changed: counts.changed,
              total: held.total,
              inStock: held.inStock,
            },
            'chunk',
          )
        : { missing: undefined };
      await dropHeldRun(c, run.job.id);
      return finished;
    });
    run.log({ type: 'info', key: 'import_held_applied', params: {} });
    report.finish(extra.missing);
  } finally {
    await session.close();
  }
}
