import { ExportProgressSchema, type ExportJob, type Locale } from '@feedhub/contracts';
import { type Job } from '@feedhub/jobs';
import { presentDesktopJob } from '../jobs/job-desktop.presenter';

/**
 * An export job → a desktop row in the caller's language. hasError: it ended in error, or its log
 * has error rows (the PIM refused some of its products), or its counters say refused.
 */
export function presentExportJob(locale: Locale, job: Job, loggedErrors: boolean): ExportJob {
  const progress = ExportProgressSchema.parse(job.progress ?? {});
  return {
    ...presentDesktopJob(locale, job),
    hasError: job.status === 'error' || loggedErrors || progress.refused > 0,
    progress,
  };
}
