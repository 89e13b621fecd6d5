import type { JobKind, Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { insertOutbox } from './outbox.repo';
import { JOBS, QUEUE_STATES } from './tables';

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
