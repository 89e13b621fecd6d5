import {
  SUBJECTS,
  type JobChangedEvent,
  type JobProgress,
  type JobKind,
  type Queue,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { Logger } from '@feedhub/service-kit';

/** Tells every listener (the gateway's event streams) that jobs changed, after the transaction committed; a lost event only delays a refresh. */
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

/** What an event says of its job. */
export interface EventJob {
  id: number;
  kind: JobKind;
  taskId: number | null;
  partnerId: number | null;
  queue?: Queue;
  methodName?: string;
}

/** A job's change event: its new status (or `deleted`) and, when known, its counters. */
export const jobChanged = (
  job: EventJob,
  status: JobChangedEvent['status'],
  progress?: Partial<JobProgress>,
): JobChangedEvent => ({
  kind: job.kind,
  jobId: job.id,
  taskId: job.taskId,
  partnerId: job.partnerId,
  status,
  ...(job.queue ? { queue: job.queue } : {}),
  ...(job.methodName ? { methodName: job.methodName } : {}),
  ...(progress ? { progress } : {}),
  at: new Date().toISOString(),
});
