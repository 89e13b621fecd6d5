import {
  ClaimedJobSchema,
  type JobChangedEvent,
  type JobClaimReplySchema,
  type JobClaimRequestSchema,
  type JobReportReplySchema,
  type JobReportRequestSchema,
} from '@feedhub/contracts';
import { inTransaction, type DomainContext } from '@feedhub/service-kit';
import type { z } from 'zod';
import { appendLines, claimJob, deleteJob, expiredJobForUpdate, expiredJobIds, extendLease } from '../store';
import { jobChanged } from './events';
import { line, releaseWaiting, retryOrFail, type Changes } from './settle';

/**
 * pending → running for a worker, with a lease and a fencing token (DESIGN §4). Refusals: a
 * duplicate delivery (not pending, gone), a paused queue, or another job of the same task / export /
 * system method running (`busy`); the last two stay pending and are published again when the way is
 * clear (resume, the running job's end).
 */
export async function claimJobFor(
  ctx: DomainContext,
  request: z.infer<typeof JobClaimRequestSchema>,
): Promise<Changes<z.input<typeof JobClaimReplySchema>>> {
  // One statement (the update and its `job_started` line): no transaction of its own.
  const claimed = await claimJob(ctx.trx, request.jobId, request.workerId, request.leaseMs);
  if ('refused' in claimed)
    return { reply: { ok: false, reason: claimed.refused }, events: [], enqueued: false };
  const { row } = claimed;
  const job = ClaimedJobSchema.parse({ ...row, attempt: row.attempts });
  return { reply: { ok: true, job }, events: [jobChanged(row, 'running')], enqueued: false };
}

/** A heartbeat: the lease is extended only for the worker that holds it; lines and counters are stored. */
export async function reportJob(
  ctx: DomainContext,
  request: z.infer<typeof JobReportRequestSchema>,
): Promise<Changes<z.infer<typeof JobReportReplySchema>>> {
  return inTransaction(ctx, async ({ trx }) => {
    const held = await extendLease(trx, request.jobId, request.workerId, request.leaseMs, request.progress);
    if (!held) return { reply: { lost: true, stop: false }, events: [], enqueued: false };
    await appendLines(trx, request.jobId, request.lines);
    const events = request.progress ? [jobChanged(held.job, 'running', request.progress)] : [];
    return { reply: { lost: false, stop: held.stopRequested }, events, enqueued: false };
  });
}

/**
 * The lease sweeper: running jobs whose worker stopped reporting go back to pending (another
 * attempt) or to error after the last one; a job asked to stop is removed.
 */
export async function sweepExpiredLeases(
  ctx: DomainContext,
): Promise<Omit<Changes<number>, 'reply'> & { count: number }> {
  const events: JobChangedEvent[] = [];
  let enqueued = false;
  for (const id of await expiredJobIds(ctx.trx)) {
    await inTransaction(ctx, async ({ trx }) => {
      const job = await expiredJobForUpdate(trx, id);
      if (!job) return;
      if (job.stopRequested) {
        await deleteJob(trx, job.id);
        enqueued = (await releaseWaiting(trx, job)) || enqueued;
        events.push(jobChanged(job, 'deleted'));
        return;
      }
      const outcome = await retryOrFail(
        trx,
        job,
        { key: 'job_lease_expired', params: { attempt: job.attempts } },
        line('error', 'job_worker_lost', { attempt: job.attempts }),
      );
      enqueued ||= outcome.enqueued;
      events.push(jobChanged(job, outcome.status));
    });
  }
  return { events, enqueued, count: events.length };
}
