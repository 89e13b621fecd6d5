import type { JobKind, JobStatus, Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { Job } from './models';
import { isPaused } from './queues.repo';
import { JOBS, LOGS, QUEUE_STATES, STORE_SCHEMA, TASKS, leaseUntil } from './tables';
import { eventJobOf, type EventJobRow, type JobOfEvent } from './event-rows';

/** The claimed job with its params (for partner jobs the task's, the job's own over them) and its fencing token. */
export interface ClaimedRow {
  id: number;
  kind: JobKind;
  taskId: number | null;
  partnerId: number | null;
  methodName: string;
  queue: Queue;
  attempts: number;
  maxAttempts: number;
  params: Record<string, unknown>;
  debug: boolean;
  fence: number;
  concurrencyKey: string;
}

type ClaimOutcome = { row: ClaimedRow } | { refused: 'not_found' | 'not_pending' | 'busy' | 'paused' };

/**
 * pending → running for this worker with a lease and a new fencing token, and the `job_started`
 * line of its log, in one statement. Refused when the job is
 * not pending (a duplicate delivery), when its queue is paused, or when another job of its
 * concurrency key runs: the unique index `jobs_one_running_per_key` decides that, on any worker,
 * whoever races (the update runs in a savepoint so the refusal does not spoil the transaction).
 */
export async function claimJob(
  trx: Knex,
  jobId: number,
  workerId: string,
  leaseMs: number,
): Promise<ClaimOutcome> {
  // The common case in one statement: pending, its queue not paused, no job of its key running. The
  // one-running index still decides between racing claims (the loser's statement fails and the
  // worker's claim is retried, then refused as busy).
  const result = (await trx.raw(
    `with claimed as (update ?? j set status = 'running', worker_id = ?, lease_expires_at = ?, attempts = j.attempts + 1,
       started_at = now(), finished_at = null, updated_at = now(), stop_requested = false, queued_at = null,
       fence = nextval(?::regclass)
     where j.id = ? and j.status = 'pending'
       and not exists (select 1 from ?? q where q.queue = j.queue and q.paused)
       and not exists (select 1 from ?? r where r.concurrency_key = j.concurrency_key and r.status = 'running')
     returning j.id, j.kind, j.task_id, j.partner_id, j.method_name, j.queue, j.attempts, j.max_attempts,
       j.fence, j.concurrency_key, j.params,
       (select t.params from ?? t where t.id = j.task_id) as task_params,
       (select t.debug from ?? t where t.id = j.task_id) as task_debug),
     started as (
       insert into ?? (job_id, type, key, params)
       select id, 'info', 'job_started', jsonb_build_object('attempt', attempts, 'maxAttempts', max_attempts)
       from claimed)
     select * from claimed`,
    [
      JOBS,
      workerId,
      leaseUntil(trx, leaseMs),
      `${STORE_SCHEMA}.job_fence_seq`,
      jobId,
      QUEUE_STATES,
      JOBS,
      TASKS,
      TASKS,
      LOGS,
    ],
  )) as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return { refused: await refusalOf(trx, jobId) };
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, unknown>;
  return {
    row: {
      id: row.id as number,
      kind: row.kind as JobKind,
      taskId: (row.task_id as number | null) ?? null,
      partnerId: (row.partner_id as number | null) ?? null,
      methodName: row.method_name as string,
      queue: row.queue as Queue,
      attempts: row.attempts as number,
      maxAttempts: row.max_attempts as number,
      // A partner job runs with its task's params, its own over them (a held run's `decision`).
      params: row.task_id === null ? json(row.params) : { ...json(row.task_params), ...json(row.params) },
      debug: row.task_debug === true,
      fence: Number(row.fence),
      concurrencyKey: row.concurrency_key as string,
    },
  };
}

/** Why a claim found nothing to update; a pending job refused keeps no work item (the worker acks it). */
async function refusalOf(trx: Knex, jobId: number): Promise<'not_found' | 'not_pending' | 'busy' | 'paused'> {
  const job = (await trx(JOBS).where('id', jobId).first('status', 'queue')) as
    { status: JobStatus; queue: Queue } | undefined;
  if (!job) return 'not_found';
  if (job.status !== 'pending') return 'not_pending';
  await trx(JOBS).where('id', jobId).update({ queued_at: null });
  return (await isPaused(trx, job.queue)) ? 'paused' : 'busy';
}

/** What a lease extension answers: whether a delete asked the job to stop, and what its events say of it. */
export interface HeldLease {
  stopRequested: boolean;
  job: JobOfEvent;
}

/** Extends the lease of a job this worker runs; undefined when the lease is not the worker's any more. */
export async function extendLease(
  trx: Knex,
  jobId: number,
  workerId: string,
  leaseMs: number,
  progress: object | undefined,
): Promise<HeldLease | undefined> {
  const patch: Record<string, unknown> = {
    lease_expires_at: leaseUntil(trx, leaseMs),
    updated_at: trx.fn.now(),
  };
  if (progress) patch.progress = JSON.stringify(progress);
  const rows = (await trx(JOBS)
    .where({ id: jobId, worker_id: workerId, status: 'running' })
    .update(patch)
    .returning([
      'stop_requested',
      'id',
      'kind',
      'task_id',
      'partner_id',
      'queue',
      'method_name',
    ])) as (EventJobRow & {
    stop_requested: boolean;
  })[];
  const row = rows[0];
  return row && { stopRequested: row.stop_requested, job: eventJobOf(row) };
}

/**
 * The running job of this worker, locked (the fence of a finish). With a fencing token, only the run
 * of that claim: a finish of an earlier claim, sent again after the same pool claimed the job anew
 * (a held run's decision, a retry), is not this run's.
 */
export async function runningJobOf(
  trx: Knex,
  jobId: number,
  workerId: string,
  fence?: number,
): Promise<Job | undefined> {
  const q = Job.query(trx).where({ id: jobId, worker_id: workerId, status: 'running' });
  if (fence !== undefined) q.where('fence', fence);
  return q.forUpdate().first();
}
