import type { FeedRecord, FeedWarning } from '@feedhub/feeds';
import type { JobRun } from '@feedhub/service-kit';
import { openBulkSession, type BulkConnection } from './bulk-session';
import { feedBatches, ImportReport, loadPartner, type ImportDeps } from './feed-run';
import type { Partner } from '../partners/partners.model';

/**
 * The set-based write path every product method shares (FEEDS "Recommended import pipeline"):
 * records are mapped to COPY lines and streamed into a per-run temp staging table; every CHUNK_ROWS
 * rows one transaction merges the staged rows into the catalog and moves their codes to the run's
 * "seen" table; after a complete feed, one transaction finishes (the anti-join over "seen", the stats
 * row). Memory holds one COPY block and one chunk's counters, whatever the feed's size.
 */

/** Rows merged per transaction (FEEDS §3: 20–50k). */
export const CHUNK_ROWS = 25_000;
/**
 * Bytes of COPY text sent at once: 1 MiB on PostgreSQL (it ingests one block while Node parses the
 * next); on PGlite the whole chunk in one COPY (each COPY FROM '/dev/blob' has a large fixed cost:
 * 25k rows took 5.8 s in blocks of 1000 and 1.9 s in one).
 */
const BLOCK_BYTES = { pg: 1 << 20, pglite: Number.POSITIVE_INFINITY } as const;
/** Size of the buffers lines are written into. */
const PART_BYTES = 1 << 20;

/** A mapped record: its COPY line, or the warning that skipped it. */
export type StagedLine = { ok: true; line: string; inStock: boolean } | { ok: false; warning: FeedWarning };

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
  /** Record → COPY line. */
  map(record: FeedRecord): StagedLine;
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
  const report = new ImportReport(run);
  const session = await openBulkSession(deps.knex);
  const suffix = `${run.job.id}_${run.job.attempt}`;
  const tables: StageTables = {
    stage: `pg_temp.import_stage_${suffix}`,
    seen: `pg_temp.import_seen_${suffix}`,
  };
  const columns = spec.stageColumns.map(([name]) => name);
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
    // Lines are written as UTF-8 straight into 1 MiB buffers (no joined strings; each line is
    // garbage at once, so the young generation stays small); a block is one or more such parts.
    let part = Buffer.allocUnsafeSlow(PART_BYTES);
    let used = 0;
    let parts: Buffer[] = [];
    let partsBytes = 0;
    let chunkRows = 0;
    let total = 0;
    let inStock = 0;
    const endPart = (next: number) => {
      if (used) {
        parts.push(part.subarray(0, used));
        partsBytes += used;
      }
      part = Buffer.allocUnsafeSlow(Math.max(PART_BYTES, next));
      used = 0;
    };
    const sendBlock = async () => {
      if (used) endPart(0);
      if (!parts.length) return;
      const block = parts;
      parts = [];
      partsBytes = 0;
      await session.copy(tables.stage, columns, block);
    };
    // At most one merge in flight: while PostgreSQL merges chunk N, Node reads, maps and queues the
    // COPY blocks of chunk N+1 (they reach the stage after the merge's transaction).
    let merging: Promise<void> = Promise.resolve();
    const mergeChunk = async () => {
      await sendBlock();
      if (!chunkRows) return;
      const rows = chunkRows;
      chunkRows = 0;
      await merging;
      merging = session
        .enqueueTransaction(async (c) => {
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

    for await (const records of feedBatches(run, deps, partner, report)) {
      for (const record of records) {
        const mapped = spec.map(record);
        if (!mapped.ok) {
          report.warning(mapped.warning, true);
          continue;
        }
        // A UTF-16 unit is at most 3 bytes of UTF-8.
        const most = mapped.line.length * 3;
        if (used + most > part.length) {
          endPart(most);
          if (partsBytes >= BLOCK_BYTES[session.kind]) await sendBlock();
        }
        used += part.write(mapped.line, used);
        chunkRows += 1;
        total += 1;
        if (mapped.inStock) inStock += 1;
      }
      if (chunkRows >= CHUNK_ROWS) await mergeChunk();
      else report.publish();
    }
    await mergeChunk();
    await merging;
    // The feed was read to its end: only now may products missing from it be touched.
    const extra = spec.finish
      ? await session.transaction(async (c) => {
          await c.query(`analyze ${tables.seen}`);
          return spec.finish!(c, tables, partner, {
            new: report.counts.new,
            changed: report.counts.changed,
            total,
            inStock,
          });
        })
      : { missing: undefined };
    report.finish(extra.missing);
  } catch (error) {
    // A stop or a failure: COPY blocks and a merge not yet started are dropped (a merge in progress
    // ends; what it merged stays, as any chunk merged before a failure does).
    session.discard();
    throw error;
  } finally {
    await session.flush().catch(() => undefined);
    await session
      .use((c) => c.query(`drop table if exists ${tables.stage}, ${tables.seen}`))
      .catch(() => undefined);
    await session.close();
  }
}
