import { JobProgressSchema, type JobSummary, type Locale } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { type Job } from '@feedhub/jobs';
import { jobMessage } from './job-messages';

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A job of any kind → the summary the dashboard and the home desktop list, in the caller's language. */
export function presentJobSummary(locale: Locale, job: Job, partnerName: string | undefined): JobSummary {
  return {
    id: job.id,
    kind: job.kind,
    methodName: job.methodName,
    methodTrans: translate(locale, 'jobs', `method_${job.methodName}`),
    queue: job.queue,
    status: job.status,
    statusTrans: translate(locale, 'jobs', `status_${job.status}`),
    partner: job.partnerId === null ? null : { id: job.partnerId, name: partnerName ?? `#${job.partnerId}` },
    task: job.taskId === null ? null : { id: job.taskId, name: job.task?.name ?? job.methodName },
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    createdAt: iso(job.createdAt) ?? '',
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    progress: JobProgressSchema.parse(job.progress ?? {}),
    error: job.status === 'error' && job.lastError ? jobMessage(locale, job.lastError) : null,
  };
}
