import type { JobRun } from '@feedhub/jobs';
import type { Partner } from '../partners/partners.model';
import type { BulkConnection, BulkSession } from './bulk-session';
import type { FeedThread } from './feed-reader-thread';
import type { ImportDeps, ImportReport } from './feed-run';
import { knexConnection } from '../sql-connection';
import { upsertAttributes } from './import-catalog.repo';
import { fillContentHashes } from './product-row';
import type { MergeCounts, RunTables, StagedImportSpec } from './staged-import.types';

/**
 * What every mode of a staged run shares (staged-import.ts picks the mode): the run under way, and
 * the feed streamed into its stage with a chunk merged (or kept) every CHUNK_ROWS rows.
 */

/** A staged run under way: its job, its method, its partner, its session, temp tables and feed thread. */
export interface StagedRun {
  run: JobRun;
  deps: ImportDeps;
  spec: StagedImportSpec;
  partner: Partner;
  session: BulkSession;
  tables: RunTables;
  report: ImportReport;
  feed: FeedThread;
  /** The feed thread left the lines' content hashes to this thread (FeedThreadInput.hashOnMain). */
  hashOnMain: boolean;
  /** Fenced (DESIGN §4): a run that lost its lease writes nothing more; `commit` marks its result committed. */
  fence(c: BulkConnection, options?: { commit: boolean }): Promise<void>;
}

/** How a mode merges a chunk. */
export interface ChunkMerge {
  /** Queues the chunk's step on the session (its merge, or only keeping its rows) and answers its counts. */
  enqueue(): Promise<MergeCounts>;
  /** Whether the rows a merge did not count are unchanged ones (a kept chunk's are told at the judgement). */
  countsUnchanged: boolean;
}

/** The rows the feed gave and how many of them were in stock. */
export interface FeedTotals {
  total: number;
  inStock: number;
}

/**
 * Streams the feed thread's COPY blocks into the stage and merges a chunk each time the thread ends
 * one, until the feed was read to its end (the last chunk merged too).
 */
export async function stageFeed(r: StagedRun, chunk: ChunkMerge): Promise<FeedTotals> {
  const { run, report, feed } = r;
  const columns = r.spec.stageColumns.map(([name]) => name);
  let chunkRows = 0;
  let total = 0;
  let inStock = 0;
  // At most one merge in flight: while PostgreSQL merges chunk N, the feed thread reads and maps
  // chunk N+1 and its COPY blocks queue (they reach the stage after the merge).
  let merging: Promise<void> = Promise.resolve();
  const mergeChunk = async () => {
    if (!chunkRows) return;
    const rows = chunkRows;
    chunkRows = 0;
    await merging;
    merging = chunk.enqueue().then((counts) => {
      report.counts.new += counts.new;
      report.counts.changed += counts.changed;
      if (chunk.countsUnchanged) report.counts.unchanged += rows - counts.new - counts.changed;
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
      if (r.hashOnMain) for (const part of parts) fillContentHashes(part);
      const buffers = batch.blocks.map((block) => block.buffer);
      await r.session.copy(r.tables.stage, columns, parts, () => feed.recycle(buffers));
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
  return { total, inStock };
}

/**
 * The attributes and brands the feed carried (the products import) become the partner's attributes to
 * map, in one statement once the feed was read. Not inside a guarded run's spanning transaction (that
 * one goes on another connection, `via: 'knex'`): they are not product data, so a held run still lists them.
 */
export async function writeSeenAttributes(r: StagedRun, via: 'session' | 'knex'): Promise<void> {
  const attributes = r.feed.seenAttributes();
  if (!attributes.length) return;
  const now = new Date().toISOString();
  const write = (c: BulkConnection) => upsertAttributes(c, r.partner.id, now, attributes);
  await (via === 'knex' ? write(knexConnection(r.deps.knex)) : r.session.use(write));
}
