import { SCHEMA } from '../schema';
import type { BulkConnection } from './bulk-session';
import { indexSeen } from './import-guard.repo';

/**
 * The tables a held run is kept in (held-run.ts holds and decides it): its pending rows and seen
 * codes in tables of the catalog schema, listed in held_imports, until Apply merges them or Discard
 * drops them.
 */

const HELD = `${SCHEMA}.held_imports`;

/** Names of a held run's tables (schema-qualified when used). */
const heldNames = (jobId: number) => ({ rows: `held_rows_${jobId}`, seen: `held_seen_${jobId}` });

/**
 * Keeps a held run: its pending rows and the codes it saw, copied into tables of the catalog schema
 * (they outlive the run's session and a restart), and its row in held_imports. Done again by a later
 * attempt of the same job, it replaces what an earlier one kept.
 */
export async function keepHeldRun(
  c: BulkConnection,
  tables: { pending: string; seen: string },
  jobId: number,
  partnerId: number,
  methodName: string,
  totals: { total: number; inStock: number },
): Promise<void> {
  const names = heldNames(jobId);
  await c.query(`drop table if exists ${SCHEMA}.${names.rows}, ${SCHEMA}.${names.seen}`);
  await c.query(`create table ${SCHEMA}.${names.rows} as select * from ${tables.pending}`);
  await c.query(`create table ${SCHEMA}.${names.seen} as select code from ${tables.seen}`);
  // Apply's finish anti-joins the partner's products against it (as a run's own "seen").
  await indexSeen(c, `${SCHEMA}.${names.seen}`);
  await c.query(
    `insert into ${HELD} (job_id, partner_id, method_name, rows_table, seen_table, total, in_stock)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (job_id) do update set rows_table = excluded.rows_table, seen_table = excluded.seen_table,
       total = excluded.total, in_stock = excluded.in_stock, created_at = now()`,
    [jobId, partnerId, methodName, names.rows, names.seen, totals.total, totals.inStock],
  );
}

/** A held run's tables, schema-qualified, or null when the job has none (discarded, or never held). */
export async function heldRunOf(
  c: BulkConnection,
  jobId: number,
): Promise<{ rows: string; seen: string; total: number; inStock: number } | null> {
  const { rows } = await c.query<{ rows_table: string; seen_table: string; total: number; in_stock: number }>(
    `select rows_table, seen_table, total, in_stock from ${HELD} where job_id = $1`,
    [jobId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    rows: `${SCHEMA}.${row.rows_table}`,
    seen: `${SCHEMA}.${row.seen_table}`,
    total: Number(row.total),
    inStock: Number(row.in_stock),
  };
}

/** Drops a held run's tables and row (after Apply merged it, or on Discard). */
export async function dropHeldRun(c: BulkConnection, jobId: number): Promise<void> {
  const names = heldNames(jobId);
  await c.query(`drop table if exists ${SCHEMA}.${names.rows}, ${SCHEMA}.${names.seen}`);
  await c.query(`delete from ${HELD} where job_id = $1`, [jobId]);
}
