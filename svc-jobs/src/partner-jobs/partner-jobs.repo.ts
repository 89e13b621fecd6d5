import { MAX_SKIPPED_LOG_LINES, QUEUES, type JobStatus, type Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { z } from 'zod';
import type { JobLogInputSchema } from '@feedhub/contracts';
import { SCHEMA } from '../schema';
import { JobLog, PartnerJob, type StoredMessage } from './partner-jobs.model';

type LogLine = z.output<typeof JobLogInputSchema>;

const JOBS = `${SCHEMA}.partner_jobs`;
const TASKS = `${SCHEMA}.partner_tasks`;
const LOGS = `${SCHEMA}.job_logs`;
const OUTBOX = `${SCHEMA}.job_outbox`;

/** `now() + ms` in SQL. */
const leaseUntil = (knex: Knex, ms: number) => knex.raw(`now() + (? * interval '1 millisecond')`, [ms]);

/** Priority order of the queues in SQL (high, medium, low). */
export const QUEUE_ORDER = `case queue ${QUEUES.map((q, i) => `when '${q}' then ${i}`).join(' ')} else ${QUEUES.length} end`;

/** What a new job copies from its task. */
export interface TaskOfJob {
  id: number;
  partnerId: number;
  methodName: string;
  queue: Queue;
}

/** The task of an add, or undefined. */
export async function taskOfJob(trx: Knex, taskId: number): Promise<TaskOfJob | undefined> {
  const row = (await trx(TASKS).where('id', taskId).first('id', 'partner_id', 'method_name', 'queue')) as
    { id: number; partner_id: number; method_name: string; queue: Queue } | undefined;
  return row && { id: row.id, partnerId: row.partner_id, methodName: row.method_name, queue: row.queue };
}

/**
 * Inserts a pending job of a task with its outbox row (call inside a transaction). Answers the job id,
 * or null when the task has a pending job already: the partial unique index decides, whoever races.
 */
export async function insertPendingJob(
  trx: Knex,
  task: TaskOfJob,
  options: { maxAttempts: number; scheduledFor?: Date },
): Promise<number | null> {
  const inserted = (await trx.raw(
    `insert into ?? (task_id, partner_id, method_name, queue, max_attempts, scheduled_for)
     values (?, ?, ?, ?, ?, ?)
     on conflict (task_id) where status = 'pending' do nothing
     returning id`,
    [
      JOBS,
      task.id,
      task.partnerId,
      task.methodName,
      task.queue,
      options.maxAttempts,
      options.scheduledFor ?? null,
    ],
  )) as { rows: { id: number }[] };
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;
  await insertOutbox(trx, id, 1, task.queue);
  return id;
}

/** An outbox row: the relay publishes the work item `partner:<jobId>:<attempt>`. */
export async function insertOutbox(trx: Knex, jobId: number, attempt: number, queue: Queue): Promise<void> {
  await trx(OUTBOX).insert({ kind: 'partner', job_id: jobId, attempt, queue });
}

/** Whether the task has a pending job (other than `exceptJob`). */
export async function hasPendingJob(trx: Knex, taskId: number, exceptJob?: number): Promise<boolean> {
  const q = trx(JOBS).where({ task_id: taskId, status: 'pending' });
  if (exceptJob !== undefined) q.whereNot('id', exceptJob);
  return (await q.first('id')) !== undefined;
}

/** A job by id, locked for the rest of the transaction. */
export async function jobForUpdate(trx: Knex, id: number): Promise<PartnerJob | undefined> {
  return PartnerJob.query(trx).findById(id).forUpdate();
}

/** A job by id with its task. */
export async function jobById(trx: Knex, id: number): Promise<PartnerJob | undefined> {
  return PartnerJob.query(trx).findById(id);
}

/** Deletes a job (its log and outbox rows go with it). */
export async function deleteJob(trx: Knex, id: number): Promise<void> {
  await trx(JOBS).where('id', id).delete();
}

/** Marks a running job to stop at its worker's next report. */
export async function requestStop(trx: Knex, id: number): Promise<void> {
  await trx(JOBS).where({ id, status: 'running' }).update({ stop_requested: true, updated_at: trx.fn.now() });
}

/** The claimed job with its task's params and debug flag. */
export interface ClaimedRow {
  id: number;
  taskId: number;
  partnerId: number;
  methodName: string;
  attempts: number;
  maxAttempts: number;
  params: Record<string, unknown>;
  debug: boolean;
}

/** pending → running for this worker with a lease; undefined when the job is not pending (or gone). */
export async function claimJob(
  trx: Knex,
  jobId: number,
  workerId: string,
  leaseMs: number,
): Promise<ClaimedRow | undefined> {
  const result = (await trx.raw(
    `update ?? j set status = 'running', worker_id = ?, lease_expires_at = ?, attempts = j.attempts + 1,
       started_at = now(), finished_at = null, updated_at = now(), stop_requested = false
     from ?? t
     where j.id = ? and j.status = 'pending' and t.id = j.task_id
     returning j.id, j.task_id, j.partner_id, j.method_name, j.attempts, j.max_attempts, t.params, t.debug`,
    [JOBS, workerId, leaseUntil(trx, leaseMs), TASKS, jobId],
  )) as {
    rows: {
      id: number;
      task_id: number;
      partner_id: number;
      method_name: string;
      attempts: number;
      max_attempts: number;
      params: Record<string, unknown> | string;
      debug: boolean;
    }[];
  };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    taskId: row.task_id,
    partnerId: row.partner_id,
    methodName: row.method_name,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    params: typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, unknown>) : row.params,
    debug: row.debug,
  };
}

/** Extends the lease of a job this worker runs; answers whether it asked to stop, or undefined when the lease is not the worker's. */
export async function extendLease(
  trx: Knex,
  jobId: number,
  workerId: string,
  leaseMs: number,
  progress: object | undefined,
): Promise<{ stopRequested: boolean } | undefined> {
  const patch: Record<string, unknown> = {
    lease_expires_at: leaseUntil(trx, leaseMs),
    updated_at: trx.fn.now(),
  };
  if (progress) patch.progress = JSON.stringify(progress);
  const rows = (await trx(JOBS)
    .where({ id: jobId, worker_id: workerId, status: 'running' })
    .update(patch)
    .returning(['stop_requested'])) as { stop_requested: boolean }[];
  return rows[0] && { stopRequested: rows[0].stop_requested };
}

/** The running job of this worker, locked (the fence of a finish). */
export async function runningJobOf(
  trx: Knex,
  jobId: number,
  workerId: string,
): Promise<PartnerJob | undefined> {
  return PartnerJob.query(trx)
    .where({ id: jobId, worker_id: workerId, status: 'running' })
    .forUpdate()
    .first();
}

/** Ends a job in done or error. */
export async function endJob(
  trx: Knex,
  jobId: number,
  status: Extract<JobStatus, 'done' | 'error'>,
  fields: { progress?: object; lastError?: StoredMessage | null },
): Promise<void> {
  const patch: Record<string, unknown> = {
    status,
    worker_id: null,
    lease_expires_at: null,
    stop_requested: false,
    finished_at: trx.fn.now(),
    updated_at: trx.fn.now(),
  };
  if (fields.progress) patch.progress = JSON.stringify(fields.progress);
  if (fields.lastError !== undefined)
    patch.last_error = fields.lastError === null ? null : JSON.stringify(fields.lastError);
  await trx(JOBS).where('id', jobId).update(patch);
}

/** Puts a job back to pending (attempt + 1 comes with the next claim) with an outbox row. */
export async function requeueJob(
  trx: Knex,
  job: PartnerJob,
  fields: { progress?: object; lastError?: StoredMessage | null },
): Promise<void> {
  const patch: Record<string, unknown> = {
    status: 'pending',
    worker_id: null,
    lease_expires_at: null,
    updated_at: trx.fn.now(),
  };
  if (fields.progress) patch.progress = JSON.stringify(fields.progress);
  if (fields.lastError !== undefined)
    patch.last_error = fields.lastError === null ? null : JSON.stringify(fields.lastError);
  await trx(JOBS).where('id', job.id).update(patch);
  await insertOutbox(trx, job.id, job.attempts + 1, job.queue);
}

/** Running jobs whose lease ran out (the sweeper's work). */
export async function expiredJobIds(trx: Knex): Promise<number[]> {
  const rows = (await trx(JOBS)
    .where('status', 'running')
    .where('lease_expires_at', '<', trx.fn.now())
    .orderBy('id')
    .limit(100)
    .select('id')) as { id: number }[];
  return rows.map((r) => r.id);
}

/** A running job whose lease ran out, locked; undefined when it is no longer so. */
export async function expiredJobForUpdate(trx: Knex, id: number): Promise<PartnerJob | undefined> {
  return PartnerJob.query(trx)
    .where({ id, status: 'running' })
    .where('lease_expires_at', '<', trx.fn.now())
    .forUpdate()
    .first();
}

/** Pending jobs not touched for `olderThanMs` (the reconciler republishes them), high queue first. */
export async function stalePendingJobs(
  trx: Knex,
  olderThanMs: number,
): Promise<{ id: number; queue: Queue; attempts: number }[]> {
  return (await trx(JOBS)
    .where('status', 'pending')
    .where('updated_at', '<=', trx.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
    .orderByRaw(`${QUEUE_ORDER}, id`)
    .limit(10_000)
    .select('id', 'queue', 'attempts')) as { id: number; queue: Queue; attempts: number }[];
}

/**
 * Appends log lines. Warning lines (skipped records) are kept up to MAX_SKIPPED_LOG_LINES per job;
 * the rest are only counted on the job (one closing line says how many).
 */
export async function appendLines(trx: Knex, jobId: number, lines: readonly LogLine[]): Promise<void> {
  if (!lines.length) return;
  let kept = lines;
  if (lines.some((l) => l.type === 'warning')) {
    const stored = (await trx(LOGS).where({ job_id: jobId, type: 'warning' }).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    let room = MAX_SKIPPED_LOG_LINES - Number(stored?.n ?? 0);
    let omitted = 0;
    kept = lines.filter((l) => {
      if (l.type !== 'warning') return true;
      if (room > 0) {
        room -= 1;
        return true;
      }
      omitted += 1;
      return false;
    });
    if (omitted) await trx(JOBS).where('id', jobId).increment('omitted_warnings', omitted);
  }
  const rows = kept.map((l) => ({
    job_id: jobId,
    type: l.type,
    key: l.key,
    params: JSON.stringify(l.params),
    position: l.position ? JSON.stringify(l.position) : null,
    field: l.field ?? null,
    ...(l.at ? { created_at: l.at } : {}),
  }));
  for (let i = 0; i < rows.length; i += 500) await trx(LOGS).insert(rows.slice(i, i + 500));
}

/** The last `limit` log lines of a job, in order. */
export async function logOf(trx: Knex, jobId: number, limit: number): Promise<JobLog[]> {
  const rows = await JobLog.query(trx).where('job_id', jobId).orderBy('id', 'desc').limit(limit);
  return rows.reverse();
}

/** How many log lines a job has. */
export async function countLog(trx: Knex, jobId: number): Promise<number> {
  const row = (await trx(LOGS).where('job_id', jobId).count({ n: '*' }).first()) as
    { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** Jobs of the desktop: every running and pending one, the latest done and error ones. */
export async function desktopJobs(
  trx: Knex,
  partnerId: number | undefined,
  finished: number,
): Promise<Record<JobStatus, PartnerJob[]>> {
  const base = () => {
    const q = PartnerJob.query(trx).withGraphJoined('task');
    if (partnerId !== undefined) q.where('partner_jobs.partner_id', partnerId);
    return q;
  };
  const [running, pending, error, done] = await Promise.all([
    base().where('partner_jobs.status', 'running').orderBy('partner_jobs.id'),
    base()
      .where('partner_jobs.status', 'pending')
      .orderBy('partner_jobs.created_at')
      .orderBy('partner_jobs.id'),
    base()
      .where('partner_jobs.status', 'error')
      .orderBy('partner_jobs.updated_at', 'desc')
      .orderBy('partner_jobs.id', 'desc')
      .limit(finished),
    base()
      .where('partner_jobs.status', 'done')
      .orderBy('partner_jobs.updated_at', 'desc')
      .orderBy('partner_jobs.id', 'desc')
      .limit(finished),
  ]);
  return { running, pending, error, done };
}
