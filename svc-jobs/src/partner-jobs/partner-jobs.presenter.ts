import {
  JobProgressSchema,
  type Locale,
  type PartnerJob as PartnerJobDto,
  type TaskMethod,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { iso } from '../jobs/job-log.presenter';
import { jobMessage } from '../jobs/job-messages';
import type { Job } from '../jobs/jobs.model';

/** A job → a desktop row, in the caller's language, with its partner's name (`#<id>` when catalog did not say). */
export function presentJob(locale: Locale, job: Job, partnerName: string | undefined): PartnerJobDto {
  const task = job.task;
  return {
    id: job.id,
    status: job.status,
    statusTrans: translate(locale, 'jobs', `status_${job.status}`),
    createdAt: iso(job.createdAt) ?? '',
    updatedAt: iso(job.updatedAt) ?? '',
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    stopping: job.stopRequested,
    scheduledFor: iso(job.scheduledFor),
    progress: JobProgressSchema.parse(job.progress ?? {}),
    error: job.status === 'error' && job.lastError ? jobMessage(locale, job.lastError) : null,
    partnerTask: {
      id: job.taskId ?? 0,
      name: task?.name ?? job.methodName,
      methodName: task?.methodName ?? (job.methodName as TaskMethod),
      queue: job.queue,
      partner: { id: job.partnerId ?? 0, name: partnerName ?? `#${job.partnerId ?? 0}` },
    },
  };
}
