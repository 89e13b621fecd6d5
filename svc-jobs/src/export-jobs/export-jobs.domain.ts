import { EXPORT_JOB_METHOD, EXPORT_JOB_QUEUE, type JobChangedEvent } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { jobChanged } from '../jobs/job-events';
import { addedLine, insertPendingJob, type NewJob } from '../jobs/jobs.repo';

/** The concurrency key every export job shares: one pending and one running export at a time (DESIGN §4). */
export const EXPORT_KEY = 'export';

/** An export job: it sends the export list's waiting products to the PIM. */
export const newExportJob = (): NewJob => ({
  kind: 'export',
  methodName: EXPORT_JOB_METHOD,
  queue: EXPORT_JOB_QUEUE,
  concurrencyKey: EXPORT_KEY,
});

/**
 * Adds a pending export job (SPEC §7 Export: the "add export job" button), with its outbox row and
 * its first line: who added it, or the system. 409 pending_job_exists while one waits; a running
 * export does not block an add, but the added one starts only once that one ended.
 */
export async function addExportJob(
  ctx: DomainContext,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  const job = newExportJob();
  const id = await insertPendingJob(ctx.trx, job, {
    maxAttempts,
    firstLine: addedLine(ctx.actor),
  });
  if (id === null) throw new AppError('pending_job_exists');
  return { id, events: [jobChanged({ ...job, id, taskId: null, partnerId: null }, 'pending')] };
}
