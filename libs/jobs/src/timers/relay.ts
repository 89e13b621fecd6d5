import { QUEUES, type Queue, type WorkItemPayload } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { Knex } from '@feedhub/db';
import type { Logger } from '@feedhub/service-kit';
import {
  insertOutbox,
  markSent,
  pausedQueues,
  pruneSent,
  takeUnsent,
  waitingJobs,
  type WaitingJob,
} from '../store';

/** Outbox rows one relay statement takes. */
const RELAY_BATCH = 100;
/** Sent outbox rows are kept this long (what was published when), then pruned by the reconciler. */
const KEEP_SENT_MS = 60 * 60 * 1000;

/**
 * The work item id: one per outbox row. Two replicas publishing the same row publish the same id,
 * which the queue drops; a job published again (after a lost item, a busy claim, a resume) gets a
 * new row and so a new id.
 */
export const workItemId = (item: WorkItemPayload, outboxId: number | string) =>
  `${item.kind}:${item.jobId}:${item.attempt}:${outboxId}`;

/**
 * Publishes unsent outbox rows, high before medium before low, then in order, marks each job
 * queued and each row sent. No transaction is held while publishing. Stops at the first failure (the next run
 * retries). Answers how many were published.
 */
export async function relayOutbox(knex: Knex, bus: Bus, log: Logger): Promise<number> {
  let published = 0;
  for (;;) {
    // Marked queued before the publish, in the same statement.
    const rows = await takeUnsent(knex, RELAY_BATCH);
    if (!rows.length) return published;
    const sent: (number | string)[] = [];
    let failed = false;
    for (const row of rows) {
      const item: WorkItemPayload = { kind: row.kind, jobId: row.job_id, attempt: row.attempt };
      try {
        await bus.enqueue(row.queue, workItemId(item, row.id), item);
        sent.push(row.id);
      } catch (err) {
        log.warn({ err, outbox: row.id }, 'work item not published; the relay retries');
        failed = true;
        break;
      }
    }
    if (sent.length) await markSent(knex, sent);
    published += sent.length;
    // A short batch took every row there was; rows written since come with a kick of their own.
    if (failed || rows.length < RELAY_BATCH) return published;
  }
}

/**
 * The reconciler (DESIGN §4): pending jobs nobody took for `olderThanMs` get a new outbox row when
 * their work item is missing — never published (a busy claim took it, a crash came between), or lost
 * by the queue (a restarted in-process bus, a purged stream, an item dropped after its last
 * delivery). A queue holding as many items as it was given lost nothing, so a job that simply waits
 * is not published again; when it holds fewer, its stale published jobs are all published again once
 * (which were lost cannot be told). Paused queues are left alone. Prunes old outbox rows. Answers how many jobs
 * it republished.
 */
export async function reconcilePending(
  knex: Knex,
  bus: Bus,
  log: Logger,
  olderThanMs: number,
): Promise<number> {
  const paused = await pausedQueues(knex);
  let depth: Record<Queue, number>;
  try {
    depth = await bus.queueDepth();
  } catch (err) {
    log.warn({ err }, 'reconciler: the queue did not say its depth; next pass');
    return 0;
  }
  const republish: WaitingJob[] = [];
  for (const queue of QUEUES) {
    if (paused.has(queue)) continue;
    republish.push(...(await waitingJobs(knex, queue, olderThanMs, false)));
    const queued = await waitingJobs(knex, queue, olderThanMs, true);
    // Which items the queue lost cannot be told apart, so when it holds fewer than it was given all of
    // these are published again, once: the duplicates are refused at claim, and the next pass finds
    // the queue whole. Items that are not a stale job's (fresh jobs, running jobs' unacked items) are
    // counted in the depth too, so this errs on the side of publishing nothing.
    if (queued.length > depth[queue]) republish.push(...queued);
  }
  if (republish.length)
    await knex.transaction(async (trx) => {
      for (const job of republish) await insertOutbox(trx, job, job.attempts + 1);
    });
  await pruneSent(knex, KEEP_SENT_MS);
  return republish.length;
}
