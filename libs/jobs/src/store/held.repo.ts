import type { HeldDiff } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { FirstLine } from './add.repo';
import { eventJobOf, type EventJobRow, type JobOfEvent } from './event-rows';
import { JOBS, LOGS, OUTBOX } from './tables';

/**
 * running → held (the import guard stopped the run before it merged): the lease is cleared, the
 * run is not finished (finished_at stays null: it waits for Apply or Discard), its diff is kept.
 * The worker id and fencing token stay (a finish sent again is recognised).
 */
export async function holdJob(
  trx: Knex,
  jobId: number,
  fields: { held: HeldDiff; progress?: object },
): Promise<void> {
  const patch: Record<string, unknown> = {
    status: 'held',
    held: JSON.stringify(fields.held),
    held_at: trx.fn.now(),
    lease_expires_at: null,
    stop_requested: false,
    last_error: null,
    updated_at: trx.fn.now(),
  };
  if (fields.progress) patch.progress = JSON.stringify(fields.progress);
  await trx(JOBS).where('id', jobId).update(patch);
}

/** What a held run's decision is: merge it as it was read, or drop it. */
export type HeldDecision = 'apply' | 'discard';

/** A held job that went back to pending with its decision: what its event says of it. */
export type DecidedJob = JobOfEvent;

/**
 * held → pending with the decision in its own params (`params.decision`; the worker's claim sees it
 * over the task's params), its attempts reset (the decision run has all of them), an outbox row and
 * a log line, in one statement (atomic without a transaction of its own). Only a held partner job
 * moves: two decisions racing on one job, one wins and the other finds it pending (undefined). A
 * pending job of the same key makes the statement fail on `jobs_one_pending_per_key` (the caller's
 * pending_job_exists): run it in a savepoint inside a transaction.
 */
export async function decideHeldJob(
  trx: Knex,
  jobId: number,
  decision: HeldDecision,
  logLine: FirstLine,
): Promise<DecidedJob | undefined> {
  const result = (await trx.raw(
    `with decided as (
       update ?? j set status = 'pending', params = j.params || jsonb_build_object('decision', ?::text),
         attempts = 0, lease_expires_at = null, stop_requested = false, queued_at = null, last_error = null,
         updated_at = now()
       where j.id = ? and j.kind = 'partner' and j.status = 'held'
       returning j.id, j.kind, j.task_id, j.partner_id, j.queue, j.method_name),
     outbox as (insert into ?? (kind, job_id, attempt, queue) select kind, id, 1, queue from decided),
     decided_line as (insert into ?? (job_id, type, key, params) select id, ?, ?, ?::jsonb from decided)
     select * from decided`,
    [JOBS, decision, jobId, OUTBOX, LOGS, logLine.type, logLine.key, JSON.stringify(logLine.params)],
  )) as { rows: EventJobRow[] };
  const row = result.rows[0];
  return row && eventJobOf(row);
}

/** Held jobs held more than `days` ago, oldest first (the retention's work). */
export async function heldJobIdsBefore(knex: Knex, days: number, limit: number): Promise<number[]> {
  const rows = (await knex(JOBS)
    .where('status', 'held')
    .where('held_at', '<', knex.raw(`now() - (? * interval '1 day')`, [days]))
    .orderBy('held_at')
    .orderBy('id')
    .limit(limit)
    .select('id')) as { id: number }[];
  return rows.map((r) => r.id);
}
