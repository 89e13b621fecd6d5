import { JobStopped, type JobRun } from '@feedhub/jobs';
import type { Knex } from '@feedhub/db';
import type { Partner } from '../partners/partners.model';
import { SCHEMA } from '../schema';
import {
  loadTableName,
  VACUUM_AFTER_SHARE,
  vacuumPartnerProducts,
  ensurePartnerPartition,
} from '../products/product-partitions.repo';
import { openBulkSession, type BulkConnection, type BulkSession } from './bulk-session';
import { loadPartner, openRunFeed, runPace, ImportReport, type ImportDeps } from './feed-run';
import { startFeedThread } from './feed-reader-thread';
import { firstLoadRun } from './first-load-run';
import { applyHeldDecision } from './held-run';
import { isGuarded } from './import-guard';
import type { GuardSpec } from './import-guard.types';
import { keptRun } from './kept-run';
import { plainRun } from './plain-run';
import { spanningRun } from './spanning-run';
import type { StagedRun } from './stage-feed';
import { isFirstLoad, createTempTable, dropRunTables, fenceJob } from './staged-import.repo';
import type { RunTables, StagedImportSpec } from './staged-import.types';

/**
 * The set-based write path every product method shares (FEEDS "Recommended import pipeline"): the
 * feed thread (feed-thread.ts) downloads, parses and maps the records into COPY text; here that text
 * is streamed into a per-run temp staging table (stage-feed.ts), and every CHUNK_ROWS rows one
 * transaction merges the staged rows into the catalog and moves their codes to the run's "seen"
 * table; after a complete feed, one transaction finishes (the anti-join over "seen", the stats row).
 * Memory holds a few COPY blocks and one chunk's counters, whatever the feed's size.
 */

/**
 * Rows merged per transaction (FEEDS §3: 20–50k). PostgreSQL: 50k; each chunk's hash look-up reads
 * the partner's products once, so fewer chunks make re-imports faster (XML unchanged 35k → 40k/s at
 * 200k, measured). PGlite: 25k; it merges on the main thread, and at 50k the feed thread waited
 * longer for it (XML first import 18k → 15k/s).
 */
export const CHUNK_ROWS = { pg: 50_000, pglite: 25_000 } as const;
/**
 * A first load's chunk on PostgreSQL (first-load-run.ts): an insert with no look-up, so no reason to
 * be large, and its last chunk is inserted after the feed ended, before the index builds can start:
 * at 12,500 rows that tail is a quarter of what it was at 50k.
 */
export const FIRST_LOAD_CHUNK_ROWS = 12_500;
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
/**
 * Progress alone (records read, warnings: no block, no chunk's end) comes from the feed thread at most
 * this often. A message per batch of the reader was 2,061 messages for a 200k XML feed, 64 of them with
 * a block: 155 ms of the thread's 4.5 s in postMessage alone, and as many for the main thread to take
 * (the thread alone: XML 3.4–3.5 s → 3.2 s, CSV 1.63–1.66 s → 1.58–1.64 s; measured).
 */
const THREAD_PROGRESS_MS = 100;

/**
 * What a staged import answers: whether it wrote any product, and what still runs after its commit
 * (a first load's ANALYZE), for the job to await before it ends.
 */
export interface StagedResult {
  wroteProducts: boolean;
  settled: Promise<void>;
}

/**
 * Runs a staged import for the job's partner (answers whether it wrote any product), in one of four ways:
 * - a first load (first-load-run.ts; a products import on PostgreSQL whose partner has no products
 *   yet): the chunks loaded into a bare table, its indexes built, then attached;
 * - plain (plain-run.ts; the method or the partner has no guard, or its first import): each chunk
 *   merged and committed in a transaction of its own while the feed thread reads the next;
 * - guarded on PostgreSQL (spanning-run.ts): the chunks merged inside one transaction that spans the
 *   whole run, judged at its end, then committed or rolled back;
 * - guarded on PGlite (kept-run.ts): the changed rows kept, the run judged, then merged in one transaction.
 * A held run ends as JobHeld, its kept rows saved in tables of their own; the job comes back with
 * the decision on it, which held-run.ts carries out.
 */
export async function runStagedImport(
  run: JobRun,
  deps: ImportDeps,
  spec: StagedImportSpec,
): Promise<StagedResult> {
  const partner = await loadPartner(deps.knex, run.job.partnerId);
  const decision = run.job.params.decision;
  if (decision === 'apply' || decision === 'discard') {
    await applyHeldDecision(run, deps, spec, partner, decision);
    return { wroteProducts: decision === 'apply', settled: Promise.resolve() };
  }
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
  let stopFeed = async () => undefined as void;
  // A first load's table (first-load-run.ts), this attempt's own.
  const loadTable = loadTableName(partner.id, run.job.id, run.job.attempt);
  let firstLoad = false;
  try {
    const guard = await session.use((c) => createRunTables(c, { spec, partner, session, tables }));
    firstLoad = await choosePartitionPath(session, spec, partner.id, guard);
    const hashOnMain = session.kind === 'pg' && spec.mapper === 'products';
    const feed = startFeedThread(
      {
        ...openRunFeed(run, partner),
        allowedNetworks: [...deps.config.FEED_ALLOWED_NETWORKS],
        pace,
        className: partner.className,
        params: partner.params,
        mapper: spec.mapper,
        blockBytes: BLOCK_BYTES[session.kind],
        chunkRows: firstLoad && session.kind === 'pg' ? FIRST_LOAD_CHUNK_ROWS : CHUNK_ROWS[session.kind],
        aheadBytes: THREAD_AHEAD_BYTES,
        progressMs: THREAD_PROGRESS_MS,
        hashOnMain,
      },
      run.signal,
      { prestartNext: deps.config.FEED_THREAD_PRESTART ?? false },
    );
    stopFeed = () => feed.stop();
    const fence = (c: BulkConnection, options?: { commit: boolean }) => fenceJob(c, run, options);
    const staged: StagedRun = { run, deps, spec, partner, session, tables, report, feed, hashOnMain, fence };
    let settled = Promise.resolve();
    if (firstLoad && session.kind === 'pg')
      settled = (await firstLoadRun(staged, session, loadTable)).statistics;
    else if (!guard) await plainRun(staged);
    else if (session.kind === 'pg') await spanningRun(staged, session, guard);
    else await keptRun(staged, guard);
    if (!firstLoad && session.kind === 'pg') vacuumIfRewritten(deps.knex, spec, partner.id, report);
    return { wroteProducts: report.wroteProducts(), settled };
  } catch (error) {
    // A stop or a failure: COPY blocks and a merge not yet started are dropped (a merge in progress
    // ends; what a plain run merged stays, as any chunk merged before a failure does; a spanning
    // run's transaction is rolled back when its session closes).
    session.discard();
    // A partner deleted while its run went on (its categories' or stats' keys then fail, or the
    // first load's attach refuses): that is what the job says, not the statement that noticed it.
    if (!(error instanceof JobStopped)) await loadPartner(deps.knex, partner.id);
    throw error;
  } finally {
    await stopFeed();
    await session.flush().catch(() => undefined);
    await session.use((c) => dropRunTables(c, tables)).catch(() => undefined);
    // A first load that did not attach leaves nothing (attached, its table has the partition's name).
    if (firstLoad)
      await session.use((c) => c.query(`drop table if exists ${SCHEMA}.${loadTable}`)).catch(() => undefined);
    await session.close();
  }
}

/**
 * A products merge on PostgreSQL that rewrote many rows leaves them dead until a vacuum: started
 * now, in the background (the run's figures and its finish do not wait for it), so the next run
 * reuses their space. Best effort: a partner deleted meanwhile has no table to vacuum, and
 * autovacuum comes round anyway.
 */
function vacuumIfRewritten(
  knex: Knex,
  spec: StagedImportSpec,
  partnerId: number,
  report: ImportReport,
): void {
  const { new: added, changed, unchanged } = report.counts;
  if (spec.firstLoad && changed > (added + changed + unchanged) * VACUUM_AFTER_SHARE)
    void vacuumPartnerProducts(knex, partnerId).catch(() => undefined);
}

/**
 * A products import (a method with a first load) on PostgreSQL whose partner has no products table
 * attached loads it bare (first-load-run.ts): answers true.
 * Otherwise a run that may insert products makes sure their table is there before it merges.
 */
async function choosePartitionPath(
  session: BulkSession,
  spec: StagedImportSpec,
  partnerId: number,
  guard: GuardSpec | null,
): Promise<boolean> {
  if (!spec.firstLoad) return false;
  if (session.kind === 'pg' && !guard && (await session.use((c) => isFirstLoad(c, partnerId)))) return true;
  await session.transaction((c) => ensurePartnerPartition(c, partnerId));
  return false;
}

/**
 * Creates the run's temp tables: the stage and "seen" always; a guarded run's "pending" and, on
 * PostgreSQL, its chunk's "changed". Answers the guard when the run is guarded (isGuarded), else null.
 */
async function createRunTables(
  c: BulkConnection,
  run: { spec: StagedImportSpec; partner: Partner; session: BulkSession; tables: RunTables },
): Promise<GuardSpec | null> {
  const { spec, tables } = run;
  await dropRunTables(c, tables);
  const columnList = spec.stageColumns.map(([name, type]) => `${name} ${type}`).join(', ');
  await createTempTable(c, tables.stage, columnList);
  await createTempTable(c, tables.seen, 'code text');
  const guard = spec.guard !== undefined && (await isGuarded(c, run.partner, spec.guard)) ? spec.guard : null;
  if (guard) await createTempTable(c, tables.pending, columnList);
  if (guard && run.session.kind === 'pg') await createTempTable(c, tables.changed, columnList);
  return guard;
}
