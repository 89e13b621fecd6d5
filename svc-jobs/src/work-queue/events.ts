import { SUBJECTS, type JobChangedEvent } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { Logger } from '@feedhub/service-kit';

/** Tells every desktop that jobs changed (after the transaction committed); a lost event only delays a refresh. */
export async function publishChanged(
  bus: Bus,
  log: Logger,
  events: readonly JobChangedEvent[],
): Promise<void> {
  for (const event of events)
    await bus
      .publish(SUBJECTS.jobChanged, event)
      .catch((err: unknown) => log.warn({ err }, 'job event not sent'));
}

/** A partner job's status event. */
export const partnerChanged = (
  job: { id: number; taskId: number | null; partnerId: number | null },
  status: JobChangedEvent['status'],
): JobChangedEvent => ({
  kind: 'partner',
  jobId: job.id,
  taskId: job.taskId,
  partnerId: job.partnerId,
  status,
});
