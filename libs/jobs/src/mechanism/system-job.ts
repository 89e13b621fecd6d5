import type { JobChangedEvent, SYSTEM_JOBS } from '@feedhub/contracts';
import type { DomainContext } from '@feedhub/service-kit';
import { addedLine, insertPendingJob, newJobOf, type FirstLine, type NewJob } from '../store';
import { jobChanged } from './events';

/** A declared system job. */
export type SystemJob = (typeof SYSTEM_JOBS)[number];

/**
 * A system job of a method: one pending and one running at a time (its declaration's concurrency
 * key), per partner for a job about one partner's products (enrichIcecat).
 */
export const newSystemJob = (
  declaration: SystemJob,
  about: { partnerId: number; params: Record<string, unknown> } | null = null,
): NewJob => newJobOf(declaration, about ?? {});

/**
 * Queues a system job (PIM sync, pruning) with its outbox row. Answers null when one of the method
 * is pending already (it serves this request too).
 */
export async function startSystemJob(
  ctx: DomainContext,
  declaration: SystemJob,
  maxAttempts: number,
  options: { scheduledFor?: Date; about?: { partnerId: number; params: Record<string, unknown> } } = {},
): Promise<{ id: number; events: JobChangedEvent[] } | null> {
  const job = newSystemJob(declaration, options.about ?? null);
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
