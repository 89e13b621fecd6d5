import type { JobKind, Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { JOBS, OUTBOX, QUEUE_ORDER } from './tables';

/** An outbox row: the relay publishes the work item `<kind>:<jobId>:<attempt>:<outbox id>`. */
export async function insertOutbox(
  trx: Knex,
  job: { id: number; kind: JobKind; queue: Queue },
  attempt: number,
): Promise<void> {
  await trx(OUTBOX).insert({ kind: job.kind, job_id: job.id, attempt, queue: job.queue });
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

/** Marks outbox rows published. */
export async function markSent(knex: Knex, ids: readonly (number | string)[]): Promise<void> {
  await knex(OUTBOX).whereIn('id', ids).update({ sent_at: knex.fn.now() });
}

/** Deletes outbox rows published more than `olderThanMs` ago. */
export async function pruneSent(knex: Knex, olderThanMs: number): Promise<void> {
  await knex(OUTBOX)
    .whereNotNull('sent_at')
    .where('sent_at', '<', knex.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
    .delete();
}
