import type { JobKind, JobMethod, Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { Job } from './models';
import { JOBS, LOGS, OUTBOX, TASKS } from './tables';

/** What a new job is: its kind, method, queue and what it may not run beside. */
export interface NewJob {
  kind: JobKind;
  methodName: JobMethod;
  queue: Queue;
  concurrencyKey: string;
  taskId?: number | null;
  partnerId?: number | null;
  params?: Record<string, unknown>;
}

/** The concurrency key of a partner task's jobs (as concurrencyKeyOf names it). */
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
      method_name: JobMethod;
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
