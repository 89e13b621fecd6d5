import { SYSTEM_JOB_QUEUES, type JobChangedEvent, type SystemJobMethod } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { jobChanged } from '../jobs/job-events';
import { addedLine, insertPendingJob, type FirstLine, type NewJob } from '../jobs/jobs.repo';

/** A system job of a method: one pending and one running at a time (its concurrency key). */
export const newSystemJob = (methodName: SystemJobMethod): NewJob => ({
  kind: 'system',
  methodName,
  queue: SYSTEM_JOB_QUEUES[methodName],
  concurrencyKey: `system:${methodName}`,
});

/**
 * Queues a system job (PIM sync, pruning) with its outbox row. Answers null when one of the method
 * is pending already (it serves this request too).
 */
export async function startSystemJob(
  ctx: DomainContext,
  methodName: SystemJobMethod,
  maxAttempts: number,
  options: { scheduledFor?: Date } = {},
): Promise<{ id: number; events: JobChangedEvent[] } | null> {
  const job = newSystemJob(methodName);
  const firstLine: FirstLine =
    !ctx.actor && options.scheduledFor
      ? { type: 'info', key: 'job_scheduled', params: { fireAt: options.scheduledFor.toISOString() } }
      : addedLine(ctx.actor);
  const { id } = await insertPendingJob(ctx.trx, job, {
    maxAttempts,
    scheduledFor: options.scheduledFor,
    firstLine,
  });
  if (id === null) return null;
  return { id, events: [jobChanged({ ...job, id, taskId: null, partnerId: null }, 'pending')] };
}

/** POST /api/pim/sync: queues the PIM sync for the caller; 409 pending_job_exists while one waits. */
export async function requestPimSync(
  ctx: DomainContext,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  const started = await startSystemJob(ctx, 'syncPim', maxAttempts);
  if (!started) throw new AppError('pending_job_exists');
  return started;
}
