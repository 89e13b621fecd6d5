import { ExportProgressSchema, type ExportJob, type Locale } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { iso } from '../jobs/job-log.presenter';
import { jobMessage } from '../jobs/job-messages';
import type { Job } from '../jobs/jobs.model';

/**
 * An export job → a desktop row in the caller's language. hasError: it ended in error, or its log
 * has error rows (the PIM refused some of its products), or its counters say refused.
 */
export function presentExportJob(locale: Locale, job: Job, loggedErrors: boolean): ExportJob {
  const progress = ExportProgressSchema.parse(job.progress ?? {});
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
    hasError: job.status === 'error' || loggedErrors || progress.refused > 0,
    error: job.status === 'error' && job.lastError ? jobMessage(locale, job.lastError) : null,
    progress,
  };
}
