import type { JobStatus } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { insertOutbox } from './outbox.repo';
import { eventJobOf, type EventJobRow } from './event-rows';
import { Job, type StoredMessage } from './models';
import type { HeldLease } from './claim.repo';
import { JOBS, LOGS, OUTBOX, type LogLine } from './tables';

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

/** Marks a running job to stop at its worker's next report. */
export async function requestStop(trx: Knex, id: number): Promise<void> {
  await trx(JOBS).where({ id, status: 'running' }).update({ stop_requested: true, updated_at: trx.fn.now() });
}
