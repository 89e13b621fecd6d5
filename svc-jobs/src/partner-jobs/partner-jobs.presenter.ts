import {
  JobProgressSchema,
  type Locale,
  type PartnerJob as PartnerJobDto,
  type TaskMethod,
} from '@feedhub/contracts';
import { type Job } from '@feedhub/jobs';
import { iso, presentDesktopJob } from '../jobs/job-desktop.presenter';

/** A job → a desktop row, in the caller's language, with its partner's name (`#<id>` when catalog did not say). */
export function presentJob(locale: Locale, job: Job, partnerName: string | undefined): PartnerJobDto {
  const task = job.task;
  return {
    ...presentDesktopJob(locale, job),
    scheduledFor: iso(job.scheduledFor),
    progress: JobProgressSchema.parse(job.progress ?? {}),
    partnerTask: {
      id: job.taskId ?? 0,
      name: task?.name ?? job.methodName,
      methodName: task?.methodName ?? (job.methodName as TaskMethod),
      queue: job.queue,
      partner: { id: job.partnerId ?? 0, name: partnerName ?? `#${job.partnerId ?? 0}` },
    },
  };
}
