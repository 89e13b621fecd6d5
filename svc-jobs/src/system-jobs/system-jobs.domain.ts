import {
  SYSTEM_JOB_QUEUES,
  type IcecatJobParams,
  type JobChangedEvent,
  type SystemJobMethod,
} from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { jobChanged } from '../jobs/job-events';
import { addedLine, insertPendingJob, type FirstLine, type NewJob } from '../jobs/jobs.repo';

/**
 * A system job of a method: one pending and one running at a time (its concurrency key), per partner
 * for a job about one partner's products (enrichIcecat).
 */
export const newSystemJob = (
  methodName: SystemJobMethod,
  about: { partnerId: number; params: Record<string, unknown> } | null = null,
): NewJob => ({
  kind: 'system',
  methodName,
  queue: SYSTEM_JOB_QUEUES[methodName],
  concurrencyKey: about ? `system:${methodName}:${about.partnerId}` : `system:${methodName}`,
  partnerId: about?.partnerId ?? null,
  params: about?.params ?? {},
});

/**
 * Queues a system job (PIM sync, pruning) with its outbox row. Answers null when one of the method
 * is pending already (it serves this request too).
 */
export async function startSystemJob(
  ctx: DomainContext,
  methodName: SystemJobMethod,
  maxAttempts: number,
  options: { scheduledFor?: Date; about?: { partnerId: number; params: Record<string, unknown> } } = {},
): Promise<{ id: number; events: JobChangedEvent[] } | null> {
  const job = newSystemJob(methodName, options.about ?? null);
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
  return {
    id,
    events: [jobChanged({ ...job, id, taskId: null, partnerId: job.partnerId ?? null }, 'pending')],
  };
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

/**
 * POST /api/icecat/refresh: queues the Icecat look-ups of one partner's products (enrichIcecat,
 * queue low; every product looked up again, fresh or not). 404 partner_not_found for a partner
 * catalog does not know; 409 pending_job_exists while one for the partner waits.
 */
export async function requestIcecatRefresh(
  ctx: DomainContext,
  partnerExists: (partnerId: number) => Promise<boolean>,
  maxAttempts: number,
  partnerId: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  if (!(await partnerExists(partnerId))) throw new AppError('partner_not_found');
  const params: IcecatJobParams = { partnerId, force: true };
  const started = await startSystemJob(ctx, 'enrichIcecat', maxAttempts, { about: { partnerId, params } });
  if (!started) throw new AppError('pending_job_exists');
  return started;
}
