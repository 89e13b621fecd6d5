import type { z } from 'zod';
import type { JobsPruneReplySchema, JobsPruneRequestSchema } from '@feedhub/contracts';
import type { DomainContext } from '@feedhub/service-kit';
import { deleteFinishedJobsBefore, deleteNoticesBefore, deleteSilentWorkers } from './prune.repo';

/** Rows deleted per statement, so a first prune of a big history holds no long lock. */
const PRUNE_BATCH = 5000;

/**
 * The pruneJobs system job's work in jobs: finished jobs (with their logs and outbox rows) older than
 * `jobDays`, error notices older than `noticeDays`, worker pools silent for a day.
 */
export async function pruneJobs(
  ctx: DomainContext,
  request: z.infer<typeof JobsPruneRequestSchema>,
): Promise<z.infer<typeof JobsPruneReplySchema>> {
  let jobs = 0;
  for (;;) {
    const n = await deleteFinishedJobsBefore(ctx.trx, request.jobDays, PRUNE_BATCH);
    jobs += n;
    if (n < PRUNE_BATCH) break;
  }
  const notices = await deleteNoticesBefore(ctx.trx, request.noticeDays);
  await deleteSilentWorkers(ctx.trx);
  return { jobs, notices };
}
