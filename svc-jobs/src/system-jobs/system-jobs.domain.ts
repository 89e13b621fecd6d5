import { enrichIcecatJob, syncPimJob, type IcecatJobParams, type JobChangedEvent } from '@feedhub/contracts';
import { startSystemJob } from '@feedhub/jobs';
import { AppError, type DomainContext } from '@feedhub/service-kit';

/** POST /api/pim/sync: queues the PIM sync for the caller; 409 pending_job_exists while one waits. */
export async function requestPimSync(
  ctx: DomainContext,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  const started = await startSystemJob(ctx, syncPimJob, maxAttempts);
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
  const started = await startSystemJob(ctx, enrichIcecatJob, maxAttempts, { about: { partnerId, params } });
  if (!started) throw new AppError('pending_job_exists');
  return started;
}
