import type { Queue, WorkItemPayload } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { Knex } from '@feedhub/db';
import type { Logger } from '@feedhub/service-kit';
import { QUEUE_ORDER, stalePendingJobs } from '../partner-jobs/partner-jobs.repo';
import { SCHEMA } from '../schema';

const OUTBOX = `${SCHEMA}.job_outbox`;
/** Sent outbox rows are kept this long (what was published when), then pruned by the reconciler. */
const KEEP_SENT_MS = 60 * 60 * 1000;

/** The work item id: a second publish of the same attempt is dropped by the queue. */
export const workItemId = (item: WorkItemPayload) => `${item.kind}:${item.jobId}:${item.attempt}`;

/**
 * Publishes unsent outbox rows, high before medium before low, then in order, and marks each sent.
 * No transaction is held while publishing; two replicas publishing the same row publish the same
 * item id, which the queue drops. Stops at the first failure (the next run retries). Answers how
 * many were published.
 */
export async function relayOutbox(knex: Knex, bus: Bus, log: Logger): Promise<number> {
  let published = 0;
  for (;;) {
    const rows = (await knex(OUTBOX)
      .whereNull('sent_at')
      .orderByRaw(`${QUEUE_ORDER}, id`)
      .limit(100)
      .select('id', 'kind', 'job_id', 'attempt', 'queue')) as {
      id: number;
      kind: WorkItemPayload['kind'];
      job_id: number;
      attempt: number;
      queue: Queue;
    }[];
    if (!rows.length) return published;
    for (const row of rows) {
      const item: WorkItemPayload = { kind: row.kind, jobId: row.job_id, attempt: row.attempt };
      try {
        await bus.enqueue(row.queue, workItemId(item), item);
      } catch (err) {
        log.warn({ err, outbox: row.id }, 'work item not published; the relay retries');
        return published;
      }
      await knex(OUTBOX).where('id', row.id).update({ sent_at: knex.fn.now() });
      published += 1;
    }
  }
}

/**
 * The reconciler: republishes pending jobs nobody claimed for `olderThanMs` (a lost publish, a
 * restarted NATS, the in-process queue after a restart), high queue first; prunes old outbox rows.
 * Answers how many jobs it republished (duplicates of items still queued are dropped by the queue).
 */
export async function reconcilePending(
  knex: Knex,
  bus: Bus,
  log: Logger,
  olderThanMs: number,
): Promise<number> {
  let count = 0;
  for (const job of await stalePendingJobs(knex, olderThanMs)) {
    const item: WorkItemPayload = { kind: 'partner', jobId: job.id, attempt: job.attempts + 1 };
    try {
      await bus.enqueue(job.queue, workItemId(item), item);
      count += 1;
    } catch (err) {
      log.warn({ err, jobId: job.id }, 'pending job not republished');
      break;
    }
  }
  await knex(OUTBOX)
    .whereNotNull('sent_at')
    .where('sent_at', '<', knex.raw(`now() - (? * interval '1 millisecond')`, [KEEP_SENT_MS]))
    .delete();
  return count;
}
