import { holdFence, type JobRun } from '@feedhub/service-kit';
import { JOB_FENCES } from '../workers/fences';
import { openBulkSession, type BulkConnection } from './bulk-session';
import { ImportReport, loadPartner, openRunFeed, runPace, type ImportDeps } from './feed-run';
import { startFeedThread } from './feed-reader-thread';
import type { LineMapperName } from './line-mappers';
import type { Partner } from '../partners/partners.model';

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
  /** After a complete feed (inside a transaction): the anti-join, the stats row; returns extra log params. */
  finish?(
    c: BulkConnection,
    tables: StageTables,
    partner: Partner,
    totals: { new: number; changed: number; total: number; inStock: number },
  ): Promise<{ missing?: number }>;
}

/** Runs a staged import for the job's partner. */
export async function runStagedImport(run: JobRun, deps: ImportDeps, spec: StagedImportSpec): Promise<void> {
  const partner = await loadPartner(deps.knex, run.job.partnerId);
  const pace = await runPace(deps);
  const report = new ImportReport(run);
  const session = await openBulkSession(deps.knex);
  const suffix = `${run.job.id}_${run.job.attempt}`;
  const tables: StageTables = {
    stage: `pg_temp.import_stage_${suffix}`,
    seen: `pg_temp.import_seen_${suffix}`,
  };
  const columns = spec.stageColumns.map(([name]) => name);
  let stopFeed = async () => undefined as void;
  try {
    await session.use(async (c) => {
      await c.query(`drop table if exists ${tables.stage}, ${tables.seen}`);
      await c.query(
        `create temp table ${tables.stage.slice('pg_temp.'.length)} (${spec.stageColumns
          .map(([name, type]) => `${name} ${type}`)
          .join(', ')})`,
      );
      await c.query(`create temp table ${tables.seen.slice('pg_temp.'.length)} (code text)`);
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
          // Fenced (DESIGN §4): a run that lost its lease merges nothing more.
          await holdFence((sql, params) => c.query(sql, params), JOB_FENCES, run.job);
          const merged = await spec.merge(c, tables, partner);
          await c.query(`insert into ${tables.seen} (code) select code from ${tables.stage}`);
          await c.query(`truncate ${tables.stage}`);
          return merged;
        })
        .then((counts) => {
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
      await c.query(`create index on ${tables.seen} (code)`);
      await c.query(`analyze ${tables.seen}`);
      return spec.finish(c, tables, partner, {
        new: report.counts.new,
        changed: report.counts.changed,
        total,
        inStock,
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
      .use((c) => c.query(`drop table if exists ${tables.stage}, ${tables.seen}`))
      .catch(() => undefined);
    await session.close();
  }
}
