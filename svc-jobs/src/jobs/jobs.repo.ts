import {
  MAX_SKIPPED_LOG_LINES,
  QUEUES,
  type HeldDiff,
  type JobKind,
  type JobStatus,
  type Queue,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { z } from 'zod';
import type { JobLogInputSchema } from '@feedhub/contracts';
import { SCHEMA } from '../schema';
import { Job, JobLog, type StoredMessage } from './jobs.model';

type LogLine = z.output<typeof JobLogInputSchema>;

const JOBS = `${SCHEMA}.jobs`;
const QUEUE_STATES = `${SCHEMA}.queue_states`;
const TASKS = `${SCHEMA}.partner_tasks`;
const LOGS = `${SCHEMA}.job_logs`;
const OUTBOX = `${SCHEMA}.job_outbox`;

/** `now() + ms` in SQL. */
const leaseUntil = (knex: Knex, ms: number) => knex.raw(`now() + (? * interval '1 millisecond')`, [ms]);

/** Priority order of the queues in SQL (high, medium, low). */
export const QUEUE_ORDER = `case queue ${QUEUES.map((q, i) => `when '${q}' then ${i}`).join(' ')} else ${QUEUES.length} end`;

/** What a new job is: its kind, method, queue and what it may not run beside. */
export interface NewJob {
  kind: JobKind;
  methodName: string;
  queue: Queue;
  concurrencyKey: string;
  taskId?: number | null;
  partnerId?: number | null;
  params?: Record<string, unknown>;
}

/** The concurrency key of a partner task's jobs. */
export const taskKey = (taskId: number) => `task:${taskId}`;

/** The first line of a job's log: who or what queued it. */
export interface FirstLine {
  type: 'info';
  key: string;
  params: Record<string, string | number>;
}

/** The first line of a job someone added (`job_added` by the user), or the system queued. */
export const addedLine = (actor: { username: string } | undefined | null): FirstLine =>
  actor
    ? { type: 'info', key: 'job_added', params: { user: actor.username } }
    : { type: 'info', key: 'job_queued_by_system', params: {} };

/**
 * What an insert of a pending job answers: the job it was to be (undefined when its task is unknown),
 * its id (null when none was added: one of its key is pending already, or one is held), and the held
 * job of its key that refused it (null when none is held).
 */
export interface InsertedJob {
  job: NewJob | undefined;
  id: number | null;
  heldId: number | null;
}

/**
 * The pending job a `source` (SQL selecting one row of the job's columns, or none) describes, its
 * outbox row and the first line of its log, in one statement (atomic without a transaction of its
 * own). The partial unique index decides between racing adds of one concurrency key. While a job of
 * the key is held (a run waiting for Apply or Discard), nothing is added (`heldId` says which).
 */
async function insertFrom(
  trx: Knex,
  source: { sql: string; bindings: readonly Knex.RawBinding[] },
  options: { maxAttempts: number; scheduledFor?: Date; firstLine: FirstLine },
): Promise<InsertedJob> {
  const result = (await trx.raw(
    `with source as (${source.sql}),
     held as (
       select h.id from ?? h join source on h.concurrency_key = source.concurrency_key
       where h.status = 'held' order by h.id limit 1),
     job as (
       insert into ?? (kind, task_id, partner_id, method_name, queue, params, concurrency_key, max_attempts, scheduled_for)
       select kind, task_id, partner_id, method_name, queue, params, concurrency_key, ?, ?::timestamptz from source
       where not exists (select 1 from held)
       on conflict (concurrency_key) where status = 'pending' do nothing
       returning id, kind, queue),
     outbox as (insert into ?? (kind, job_id, attempt, queue) select kind, id, 1, queue from job),
     first_line as (insert into ?? (job_id, type, key, params) select id, ?, ?, ?::jsonb from job)
     select source.*, job.id, (select id from held) as held_id from source left join job on true`,
    [
      ...source.bindings,
      JOBS,
      JOBS,
      options.maxAttempts,
      options.scheduledFor ?? null,
      OUTBOX,
      LOGS,
      options.firstLine.type,
      options.firstLine.key,
      JSON.stringify(options.firstLine.params),
    ],
  )) as {
    rows: {
      kind: JobKind;
      task_id: number | null;
      partner_id: number | null;
      method_name: string;
      queue: Queue;
      params: Record<string, unknown>;
      concurrency_key: string;
      id: number | null;
      held_id: number | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return { job: undefined, id: null, heldId: null };
  return {
    job: {
      kind: row.kind,
      taskId: row.task_id,
      partnerId: row.partner_id,
      methodName: row.method_name,
      queue: row.queue,
      params: row.params,
      concurrencyKey: row.concurrency_key,
    },
    id: row.id,
    heldId: row.held_id,
  };
}

/**
 * Inserts a pending job (see `insertFrom`); answers its id (null when one of its key is pending
 * already, or held: then `heldId` is the held job).
 */
export async function insertPendingJob(
  trx: Knex,
  job: NewJob,
  options: { maxAttempts: number; scheduledFor?: Date; firstLine: FirstLine },
): Promise<{ id: number | null; heldId: number | null }> {
  const source = {
    sql: `select ?::varchar as kind, ?::integer as task_id, ?::integer as partner_id, ?::varchar as method_name,
       ?::varchar as queue, ?::jsonb as params, ?::varchar as concurrency_key`,
    bindings: [
      job.kind,
      job.taskId ?? null,
      job.partnerId ?? null,
      job.methodName,
      job.queue,
      JSON.stringify(job.params ?? {}),
      job.concurrencyKey,
    ],
  };
  const { id, heldId } = await insertFrom(trx, source, options);
  return { id, heldId };
}

/** Inserts a pending job of a partner task, read from the task in the same statement (`job` undefined: no such task). */
export async function insertTaskJob(
  trx: Knex,
  taskId: number,
  options: { maxAttempts: number; firstLine: FirstLine },
): Promise<InsertedJob> {
  const source = {
    sql: `select 'partner'::varchar as kind, t.id as task_id, t.partner_id, t.method_name, t.queue,
       '{}'::jsonb as params, ?::varchar as concurrency_key from ?? t where t.id = ?`,
    bindings: [taskKey(taskId), TASKS, taskId],
  };
  return insertFrom(trx, source, options);
}

/** An outbox row: the relay publishes the work item `<kind>:<jobId>:<attempt>:<outbox id>`. */
export async function insertOutbox(
  trx: Knex,
  job: { id: number; kind: JobKind; queue: Queue },
  attempt: number,
): Promise<void> {
  await trx(OUTBOX).insert({ kind: job.kind, job_id: job.id, attempt, queue: job.queue });
}

/** Whether a job of this concurrency key is pending (other than `exceptJob`). */
export async function hasPendingJob(trx: Knex, concurrencyKey: string, exceptJob?: number): Promise<boolean> {
  const q = trx(JOBS).where({ concurrency_key: concurrencyKey, status: 'pending' });
  if (exceptJob !== undefined) q.whereNot('id', exceptJob);
  return (await q.first('id')) !== undefined;
}

/** The pending job of a concurrency key, if any. */
export async function pendingJobOfKey(trx: Knex, concurrencyKey: string): Promise<Job | undefined> {
  return Job.query(trx).where({ concurrency_key: concurrencyKey, status: 'pending' }).first();
}

/** A job by id, locked for the rest of the transaction. */
export async function jobForUpdate(trx: Knex, id: number): Promise<Job | undefined> {
  return Job.query(trx).findById(id).forUpdate();
}

/** Marks a failed job as retried by `newId` (its row is locked by jobForUpdate). */
export async function markRetried(trx: Knex, id: number, newId: number): Promise<void> {
  await trx(JOBS).where('id', id).update({ retried_as: newId });
}

/** A job by id with its task. */
export async function jobById(trx: Knex, id: number): Promise<Job | undefined> {
  return Job.query(trx).findById(id);
}

/** Deletes a job (its log and outbox rows go with it). */
export async function deleteJob(trx: Knex, id: number): Promise<void> {
  await trx(JOBS).where('id', id).delete();
}

/** Marks a running job to stop at its worker's next report. */
export async function requestStop(trx: Knex, id: number): Promise<void> {
  await trx(JOBS).where({ id, status: 'running' }).update({ stop_requested: true, updated_at: trx.fn.now() });
}

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
      `${SCHEMA}.job_fence_seq`,
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

/** What a job's events say of it. */
export interface EventJob {
  id: number;
  kind: JobKind;
  taskId: number | null;
  partnerId: number | null;
  queue: Queue;
  methodName: string;
}

/** The columns of a job a statement returns for its events. */
interface EventJobRow {
  id: number;
  kind: JobKind;
  task_id: number | null;
  partner_id: number | null;
  queue: Queue;
  method_name: string;
}

const eventJobOf = (row: EventJobRow): EventJob => ({
  id: row.id,
  kind: row.kind,
  taskId: row.task_id,
  partnerId: row.partner_id,
  queue: row.queue,
  methodName: row.method_name,
});

/** What a lease extension answers: whether a delete asked the job to stop, and what its events say of it. */
export interface HeldLease {
  stopRequested: boolean;
  job: EventJob;
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

/** A job that ended done in one statement: what its event says, and whether a waiting job of its key was published. */
export interface EndedDone {
  job: HeldLease['job'];
  released: boolean;
}

/**
 * running → done for the worker that holds the lease, in one statement: its lines (none of them
 * warnings, which need the per-job cap), the line counting warnings omitted during the run, and an
 * outbox row for a job of the same key that was refused as busy meanwhile (as `releaseWaiting`
 * does). Undefined when the job is not running for this worker (the caller checks whether this
 * finish was answered before).
 */
export async function endRunningJobDone(
  trx: Knex,
  request: { jobId: number; workerId: string; fence?: number; progress?: object },
  lines: readonly LogLine[],
): Promise<EndedDone | undefined> {
  const result = (await trx.raw(
    `with ended as (
       update ?? j set status = 'done', lease_expires_at = null, stop_requested = false, finished_at = now(),
         updated_at = now(), progress = coalesce(?::jsonb, j.progress), last_error = null
       where j.id = ? and j.worker_id = ? and j.status = 'running' and (?::bigint is null or j.fence = ?::bigint)
       returning j.id, j.kind, j.task_id, j.partner_id, j.queue, j.method_name, j.concurrency_key, j.omitted_warnings),
     written as (
       insert into ?? (job_id, type, key, params, position, field, created_at)
       select ended.id, l.type, l.key, l.params, l.position, l.field, l.at
       from ended, (
         select e.value->>'type' as type, e.value->>'key' as key, e.value->'params' as params,
           nullif(e.value->'position', 'null'::jsonb) as position, e.value->>'field' as field,
           coalesce((e.value->>'at')::timestamptz, now()) as at, e.n
         from jsonb_array_elements(?::jsonb) with ordinality as e(value, n)
         union all
         select 'info', 'job_warnings_omitted', jsonb_build_object('count', ended.omitted_warnings), null, null,
           now(), 9223372036854775807
         from ended where ended.omitted_warnings > 0) l
       order by l.n),
     waiting as (
       select w.id, w.kind, w.queue, w.attempts from ?? w join ended on w.concurrency_key = ended.concurrency_key
       where w.status = 'pending' and w.queued_at is null and w.id <> ended.id),
     released as (
       insert into ?? (kind, job_id, attempt, queue) select kind, id, attempts + 1, queue from waiting returning id)
     select ended.*, exists (select 1 from released) as released from ended`,
    [
      JOBS,
      request.progress ? JSON.stringify(request.progress) : null,
      request.jobId,
      request.workerId,
      request.fence ?? null,
      request.fence ?? null,
      LOGS,
      JSON.stringify(lines),
      JOBS,
      OUTBOX,
    ],
  )) as { rows: (EventJobRow & { released: boolean })[] };
  const row = result.rows[0];
  return row && { job: eventJobOf(row), released: row.released };
}

/** Ends a job in done or error; the worker id and fencing token stay (a finish sent again is recognised). */
export async function endJob(
  trx: Knex,
  jobId: number,
  status: Extract<JobStatus, 'done' | 'error'>,
  fields: { progress?: object; lastError?: StoredMessage | null },
): Promise<void> {
  const patch: Record<string, unknown> = {
    status,
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
  job: Job,
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
  await insertOutbox(trx, job, job.attempts + 1);
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
export async function expiredJobForUpdate(trx: Knex, id: number): Promise<Job | undefined> {
  return Job.query(trx)
    .where({ id, status: 'running' })
    .where('lease_expires_at', '<', trx.fn.now())
    .forUpdate()
    .first();
}

/** A pending job the reconciler may publish again. */
export interface WaitingJob {
  id: number;
  kind: JobKind;
  queue: Queue;
  attempts: number;
}

/**
 * Pending jobs of a queue that could run now, untouched for `olderThanMs`: not those waiting for a
 * running job of their key (its end publishes them). `queued`: whether the relay published a work
 * item that no worker has taken yet. Oldest publish first.
 */
export async function waitingJobs(
  trx: Knex,
  queue: Queue,
  olderThanMs: number,
  queued: boolean,
): Promise<WaitingJob[]> {
  const q = trx(`${JOBS} as j`)
    .where({ 'j.status': 'pending', 'j.queue': queue })
    .where('j.updated_at', '<=', trx.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
    .whereNotExists((r) =>
      r.from(`${JOBS} as r`).whereRaw('r.concurrency_key = j.concurrency_key').where('r.status', 'running'),
    )
    .limit(10_000)
    .select('j.id', 'j.kind', 'j.queue', 'j.attempts');
  if (queued) q.whereNotNull('j.queued_at').orderBy('j.queued_at').orderBy('j.id');
  else q.whereNull('j.queued_at').orderBy('j.id');
  return (await q) as WaitingJob[];
}

/** An outbox row the relay is about to publish. */
export interface UnsentItem {
  id: number | string;
  kind: JobKind;
  job_id: number;
  attempt: number;
  queue: Queue;
}

/**
 * The next unsent outbox rows (high before medium before low, then in order), their jobs marked
 * queued (those still pending) in the same statement: a worker may take an item as soon as it is
 * published, and its claim clears the mark.
 */
export async function takeUnsent(knex: Knex, limit: number): Promise<UnsentItem[]> {
  const result = (await knex.raw(
    `with batch as (
       select id, kind, job_id, attempt, queue from ?? where sent_at is null order by ${QUEUE_ORDER}, id limit ?),
     marked as (
       update ?? set queued_at = now() where id in (select job_id from batch) and status = 'pending')
     select * from batch order by ${QUEUE_ORDER}, id`,
    [OUTBOX, limit, JOBS],
  )) as { rows: UnsentItem[] };
  return result.rows;
}

/** Whether a queue is paused (its jobs stay pending). */
export async function isPaused(trx: Knex, queue: Queue): Promise<boolean> {
  const row = (await trx(QUEUE_STATES).where({ queue, paused: true }).first('queue')) as unknown;
  return row !== undefined;
}

/** The paused queues. */
export async function pausedQueues(trx: Knex): Promise<Set<Queue>> {
  const rows = (await trx(QUEUE_STATES).where('paused', true).select('queue')) as { queue: Queue }[];
  return new Set(rows.map((r) => r.queue));
}

/** Pauses or resumes a queue; answers whether that changed anything. */
export async function setQueuePaused(
  trx: Knex,
  queue: Queue,
  paused: boolean,
  by: string | null,
): Promise<boolean> {
  const before = await isPaused(trx, queue);
  await trx(QUEUE_STATES)
    .insert({ queue, paused, changed_by: by, changed_at: trx.fn.now() })
    .onConflict('queue')
    .merge();
  return before !== paused;
}

/** Writes an outbox row for every pending job of a queue without a work item (after a resume), in order; answers how many. */
export async function republishQueue(trx: Knex, queue: Queue): Promise<number> {
  const rows = (await trx(JOBS)
    .where({ status: 'pending', queue })
    .whereNull('queued_at')
    .orderBy('id')
    .select('id', 'kind', 'attempts')) as {
    id: number;
    kind: JobKind;
    attempts: number;
  }[];
  for (const row of rows) await insertOutbox(trx, { id: row.id, kind: row.kind, queue }, row.attempts + 1);
  return rows.length;
}

/**
 * Appends log lines. Warning lines (skipped records) are kept up to MAX_SKIPPED_LOG_LINES per job;
 * the rest are only counted on the job (one closing line says how many). Answers how many were only counted.
 */
export async function appendLines(trx: Knex, jobId: number, lines: readonly LogLine[]): Promise<number> {
  if (!lines.length) return 0;
  let omitted = 0;
  let kept = lines;
  if (lines.some((l) => l.type === 'warning')) {
    const stored = (await trx(LOGS).where({ job_id: jobId, type: 'warning' }).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    let room = MAX_SKIPPED_LOG_LINES - Number(stored?.n ?? 0);
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
  return omitted;
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
export type DecidedJob = EventJob;

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
