import type { DesktopJob, JobLogRow, Locale } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { type Job, type JobLog } from '@feedhub/jobs';
import { jobMessage } from './job-messages';

/** A stored time as ISO 8601, or null. */
export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A log line, translated for the caller. */
export function presentLogLine(locale: Locale, line: JobLog): JobLogRow {
  return {
    id: Number(line.id),
    createdAt: iso(line.createdAt) ?? '',
    type: line.type,
    message: jobMessage(locale, line),
  };
}

/** What every desktop row says of a job (partner, export), in the caller's language. */
export function presentDesktopJob(locale: Locale, job: Job): DesktopJob {
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
    error: job.status === 'error' && job.lastError ? jobMessage(locale, job.lastError) : null,
  };
}
