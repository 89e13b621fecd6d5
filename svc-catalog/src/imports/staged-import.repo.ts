import type { JobRun } from '@feedhub/jobs';
import { partitionState } from '../products/product-partitions.repo';
import { lockProductWritesSql } from '../products/product-writes-lock';
import { SCHEMA } from '../schema';
import type { BulkConnection } from './bulk-session';

/**
 * The statements of a staged import's run (staged-import.ts) on its bulk connection: the temp
 * tables, the product-writes lock and the job fence, the chunk's moves between temp tables, and the
 * transaction control of a guarded run. The SQL is the benchmarked path's: change it with the bench.
 */

/** A run's temp tables, schema-qualified (pg_temp.*). */
interface RunTableNames {
  stage: string;
  seen: string;
  pending: string;
  changed: string;
}

/** Drops a run's temp tables (before it creates them, and when it ends). */
export async function dropRunTables(c: BulkConnection, tables: RunTableNames): Promise<void> {
  await c.query(`drop table if exists ${tables.stage}, ${tables.seen}, ${tables.pending}, ${tables.changed}`);
}

/** Creates one temp table (`pg_temp.` name) with these column definitions. */
export async function createTempTable(c: BulkConnection, table: string, columnList: string): Promise<void> {
  await c.query(`create temp table ${table.slice('pg_temp.'.length)} (${columnList})`);
}

/** Takes the partner's product-writes lock (products/product-writes-lock.ts) in the current transaction. */
export async function lockProductWrites(c: BulkConnection, partnerId: number): Promise<void> {
  await c.query(lockProductWritesSql(partnerId));
}

/**
 * The job's fence (DESIGN §4), held through its run in this connection's transaction: a run that
 * lost its lease writes nothing more.
 */
export function fenceJob(
  c: BulkConnection,
  run: Pick<JobRun, 'fence'>,
  options?: { commit: boolean },
): Promise<void> {
  return run.fence((sql, params) => c.query(sql, params), options);
}

/**
 * Opens a guarded run's spanning transaction with its lock; idle longer than `idleMs` (a stuck
 * process), PostgreSQL ends the session and the locked rows are released.
 */
export async function beginSpanningRun(c: BulkConnection, partnerId: number, idleMs: number): Promise<void> {
  await c.query(`set idle_in_transaction_session_timeout = ${idleMs}`);
  await c.query('begin');
  await c.query(lockProductWritesSql(partnerId));
}

/** A spanning run's chunk: its changed rows join the run's pending ones. */
export async function moveChangedToPending(
  c: BulkConnection,
  tables: { pending: string; changed: string },
): Promise<void> {
  await c.query(`insert into ${tables.pending} select * from ${tables.changed}`);
  await c.query(`truncate ${tables.changed}`);
}

/** A chunk's codes move from the stage to the run's "seen" table; the stage is emptied. */
export async function moveStageToSeen(
  c: BulkConnection,
  tables: { stage: string; seen: string },
): Promise<void> {
  await c.query(`insert into ${tables.seen} (code) select code from ${tables.stage}`);
  await c.query(`truncate ${tables.stage}`);
}

/** This transaction's commit is synchronous (the chunk merges commit asynchronously, bulk-session.ts). */
export async function commitSynchronously(c: BulkConnection): Promise<void> {
  await c.query('set local synchronous_commit = on');
}

/**
 * Synchronous and with a transaction id (txid_current): this commit flushes every asynchronous
 * commit before it.
 */
export async function flushOnCommit(c: BulkConnection): Promise<void> {
  await c.query('set local synchronous_commit = on');
  await c.query('select txid_current()');
}

/** Commits the connection's open (spanning) transaction. */
export async function commitRun(c: BulkConnection): Promise<void> {
  await c.query('commit');
}

/** Rolls back the connection's open (spanning) transaction. */
export async function rollbackRun(c: BulkConnection): Promise<void> {
  await c.query('rollback');
}

/**
 * Whether this run loads the partner's first products (first-load-run.ts): their table is not
 * attached yet. Two such runs at once each load a table of their own; the later attach merges.
 */
export async function isFirstLoad(c: BulkConnection, partnerId: number): Promise<boolean> {
  return (await partitionState(c, partnerId)) !== 'attached';
}

/** Whether the partner's row is still there; locked (key share) so it stays until the transaction ends. */
export async function partnerStillExists(c: BulkConnection, partnerId: number): Promise<boolean> {
  const { rows } = await c.query(`select 1 from ${SCHEMA}.partners where id = $1 for key share`, [partnerId]);
  return rows.length > 0;
}

/**
 * Memory for the session's index builds (a first load's): the server's default of 64 MB sorts a
 * million rows' keys on disk in several passes.
 */
export async function raiseMaintenanceMemory(c: BulkConnection, { local = false } = {}): Promise<void> {
  await c.query(`set${local ? ' local' : ''} maintenance_work_mem = '256MB'`);
}
