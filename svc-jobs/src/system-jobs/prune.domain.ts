import type { z } from 'zod';
import type { JobsPruneReplySchema, JobsPruneRequestSchema } from '@feedhub/contracts';
import { type Changes } from '@feedhub/jobs';
import type { DomainContext } from '@feedhub/service-kit';
import { expireHeldJobs } from '../partner-jobs/held-jobs.domain';
import { deleteFinishedJobsBefore, deleteNoticesBefore, deleteSilentWorkers } from './prune.repo';

/** Rows deleted per statement, so a first prune of a big history holds no long lock. */
const PRUNE_BATCH = 5000;

/**
 * The pruneJobs system job's work in jobs: held runs older than `heldDays` become discard runs (the
 * retention of the import guard's held runs), finished jobs (with their logs and outbox rows) older
 * than `jobDays` go, error notices older than `noticeDays`, worker pools silent for a day.
 */
export async function pruneJobs(
  ctx: DomainContext,
  request: z.infer<typeof JobsPruneRequestSchema>,
  heldDays: number,
): Promise<Changes<z.infer<typeof JobsPruneReplySchema>>> {
  const expired = await expireHeldJobs(ctx, heldDays);
  if (expired.discarded)
    ctx.log.info({ count: expired.discarded, heldDays }, 'jobs: held runs past their retention discarded');
  let jobs = 0;
  for (;;) {
    const n = await deleteFinishedJobsBefore(ctx.trx, request.jobDays, PRUNE_BATCH);
    jobs += n;
    if (n < PRUNE_BATCH) break;
  }
  const notices = await deleteNoticesBefore(ctx.trx, request.noticeDays);
  await deleteSilentWorkers(ctx.trx);
  return { reply: { jobs, notices }, events: expired.events, enqueued: expired.discarded > 0 };
}
