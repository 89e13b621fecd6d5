import type { HeldDiff } from '@feedhub/contracts';
import { JobFailure, JobHeld, holdFence, type JobRun } from '@feedhub/service-kit';
import { JOB_FENCES } from '../workers/fences';
import { openBulkSession, type BulkConnection } from './bulk-session';
import { ImportReport, loadPartner, openRunFeed, runPace, type ImportDeps } from './feed-run';
import { startFeedThread } from './feed-reader-thread';
import type { LineMapperName } from './line-mappers';
import type { Partner } from '../partners/partners.model';
import {
  dropHeldRun,
  heldRunOf,
  indexSeen,
  isGuarded,
  judgeRun,
  keepChanged,
  keepHeldRun,
  type GuardSpec,
} from './import-guard';

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
}

/** What a method does on the shared path. */
export interface StagedImportSpec {
  /** Column definitions of the staging table, in COPY order. */
  stageColumns: readonly (readonly [name: string, type: string])[];
  /** Record → COPY line (line-mappers.ts; it runs in the feed thread). */
  mapper: LineMapperName;
  /** Merges the staged chunk (inside a transaction); the engine then moves its codes to "seen". */
  merge(c: BulkConnection, tables: StageTables, partner: Partner): Promise<MergeCounts>;
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
  ): Promise<{ missing?: number }>;
}

/** Runs a staged import for the job's partner. */
export async function runStagedImport(run: JobRun, deps: ImportDeps, spec: StagedImportSpec): Promise<void> {
  const partner = await loadPartner(deps.knex, run.job.partnerId);
  const decision = run.job.params.decision;
  if (decision === 'apply' || decision === 'discard')
    return decideHeldRun(run, deps, spec, partner, decision);
  const pace = await runPace(deps);
  const report = new ImportReport(run);
  const session = await openBulkSession(deps.knex);
  const suffix = `${run.job.id}_${run.job.attempt}`;
  const tables: StageTables & { pending: string } = {
    stage: `pg_temp.import_stage_${suffix}`,
    seen: `pg_temp.import_seen_${suffix}`,
    // Guarded runs: the changed and new rows of every chunk, merged only once the whole run is judged.
    pending: `pg_temp.import_pending_${suffix}`,
  };
  const columns = spec.stageColumns.map(([name]) => name);
  let stopFeed = async () => undefined as void;
  try {
    const guarded = await session.use(async (c) => {
      await c.query(`drop table if exists ${tables.stage}, ${tables.seen}, ${tables.pending}`);
      const columnList = spec.stageColumns.map(([name, type]) => `${name} ${type}`).join(', ');
      await c.query(`create temp table ${tables.stage.slice('pg_temp.'.length)} (${columnList})`);
      await c.query(`create temp table ${tables.seen.slice('pg_temp.'.length)} (code text)`);
      const on = spec.guard !== undefined && (await isGuarded(c, partner, spec.guard));
      if (on) await c.query(`create temp table ${tables.pending.slice('pg_temp.'.length)} (${columnList})`);
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
    let chunkRows = 0;
    let total = 0;
    let inStock = 0;
    // At most one merge in flight: while PostgreSQL merges chunk N, the feed thread reads and maps
    // chunk N+1 and its COPY blocks queue (they reach the stage after the merge's transaction).
    let merging: Promise<void> = Promise.resolve();
    const mergeChunk = async () => {
      if (!chunkRows) return;
      const rows = chunkRows;
      chunkRows = 0;
      await merging;
      merging = session
        .enqueueTransaction(async (c) => {
          // Guarded: nothing reaches the catalogue before the whole run is judged (import-guard.ts).
          if (guarded) {
            await keepChanged(c, tables, partner.id, spec.guard!);
            return { new: 0, changed: 0 };
          }
          // Fenced (DESIGN §4): a run that lost its lease merges nothing more.
          await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job);
          const merged = await spec.merge(c, tables, partner);
          await c.query(`insert into ${tables.seen} (code) select code from ${tables.stage}`);
          await c.query(`truncate ${tables.stage}`);
          return merged;
        })
        .then((counts) => {
          if (guarded) return report.publish();
          report.counts.new += counts.new;
          report.counts.changed += counts.changed;
          report.counts.unchanged += rows - counts.new - counts.changed;
          report.publish();
        });
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
          await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job);
          await keepHeldRun(c, tables, run.job.id, partner.id, run.job.methodName, { total, inStock });
        });
        throw heldRun(run, held);
      }
      const counts = await session.transaction(async (c) => {
        await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job);
        return spec.merge(c, { stage: tables.pending, seen: tables.seen }, partner);
      });
      report.counts.new = counts.new;
      report.counts.changed = counts.changed;
      report.counts.unchanged = total - counts.new - counts.changed;
    }
    // The feed was read to its end: only now may products missing from it be touched.
    const extra = await session.transaction(async (c) => {
      // Durable before the job is done: the chunk merges commit asynchronously (bulk-session.ts);
      // this commit is synchronous and has a transaction id (txid_current), so it flushes them all.
      await c.query('set local synchronous_commit = on');
      await c.query('select txid_current()');
      // Fenced and marked committed: only the run that holds the fence finishes (one stats row), and
      // a later attempt of this job finds its result committed.
      await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job, { commit: true });
      if (!spec.finish) return { missing: undefined };
      // The finish's anti-join probes "seen" once per product of the partner. Indexed (built once,
      // by a sort) and analysed, it stays fast whatever the planner believes of partner_products:
      // right after a first import its statistics can say "nearly empty", and a nested loop over an
      // unindexed "seen" then took minutes for 55k products.
      await indexSeen(c, tables.seen);
      return spec.finish(c, tables, partner, {
        new: report.counts.new,
        changed: report.counts.changed,
        total,
        inStock,
        knownGone,
      });
    });
    report.finish(extra.missing);
  } catch (error) {
    // A stop or a failure: COPY blocks and a merge not yet started are dropped (a merge in progress
    // ends; what it merged stays, as any chunk merged before a failure does).
    session.discard();
    throw error;
  } finally {
    await stopFeed();
    await session.flush().catch(() => undefined);
    await session
      .use((c) => c.query(`drop table if exists ${tables.stage}, ${tables.seen}, ${tables.pending}`))
      .catch(() => undefined);
    await session.close();
  }
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
        await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job, { commit: true });
        await dropHeldRun(c, run.job.id);
      });
      run.log({ type: 'info', key: 'import_held_discarded', params: { count: held.total } });
      return;
    }
    const tables: StageTables = { stage: held.rows, seen: held.seen };
    const extra = await session.transaction(async (c) => {
      await c.query('set local synchronous_commit = on');
      await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job, { commit: true });
      const counts = await spec.merge(c, tables, partner);
      report.counts.read = held.total;
      report.counts.new = counts.new;
      report.counts.changed = counts.changed;
      report.counts.unchanged = held.total - counts.new - counts.changed;
      const finished = spec.finish
        ? await spec.finish(c, tables, partner, {
            new: counts.new,
            changed: counts.changed,
            total: held.total,
            inStock: held.inStock,
          })
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
