import {
  FIRST_IMPORT_METHODS,
  JOB_STATUSES,
  type PartnerJob,
  type PartnerJobDesktop,
  type TaskMethod,
} from '@feedhub/contracts';

/** Statuses of a job still in the queue's hands, the live one first. */
const LIVE = ['running', 'pending', 'held'] as const;

/** When a job last changed, for "the latest" (ISO strings compare in time order). */
const changedAt = (job: PartnerJob) => job.finishedAt ?? job.updatedAt;

/**
 * The first import's jobs as the checklist shows them: per import method (categories, attributes,
 * products, in that order), the job running or waiting, else the latest finished one; a method with
 * no job on the desktop is left out.
 */
export function latestImportJobs(desktop: PartnerJobDesktop | undefined): PartnerJob[] {
  if (!desktop) return [];
  const pick = (method: TaskMethod): PartnerJob | undefined => {
    const ofMethod = (status: (typeof JOB_STATUSES)[number]) =>
      desktop[status].filter((job) => job.partnerTask.methodName === method);
    for (const status of LIVE) {
      const live = ofMethod(status)[0];
      if (live) return live;
    }
    return [...ofMethod('error'), ...ofMethod('done')].sort((a, b) =>
      changedAt(b).localeCompare(changedAt(a)),
    )[0];
  };
  return FIRST_IMPORT_METHODS.map(pick).filter((job): job is PartnerJob => job !== undefined);
}
