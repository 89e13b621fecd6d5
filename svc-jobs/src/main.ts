import { defineService, settingsReaderSubscriptions, type ServiceDeps } from '@feedhub/service-kit';
import { JobsConfigSchema, type JobsConfig } from './config';
import { errorNoticeResponders } from './error-notices/error-notices.bus';
import { migrations, uniqueFields } from './migrations';
import { jobResponders } from './jobs/jobs.bus';
import { partnerTaskResponders } from './partner-tasks/partner-tasks.bus';
import { jobsRoutes } from './routes';
import { SCHEMA } from './schema';
import { jobsRuntime } from './work-queue/runtime';

export { SCHEMA };

export { JobsConfigSchema, type JobsConfig };
/** What the jobs service is built from. */
export type JobsDeps = ServiceDeps<JobsConfig>;

/** The jobs service (DESIGN §4): partner tasks, the one job mechanism for every kind (partner, export, system), job logs, error notices, the scheduler, the queue dashboard. */
export const jobsService = defineService({
  name: 'jobs',
  schema: SCHEMA,
  configSchema: JobsConfigSchema,
  routes: jobsRoutes,
  migrations,
  uniqueFields,
  bus: (deps) => [
    ...partnerTaskResponders(deps),
    ...jobResponders(deps),
    ...settingsReaderSubscriptions(deps.bus, deps.log),
    ...errorNoticeResponders(deps),
  ],
  // The job mechanism (DESIGN §4): relay, reconciler, lease sweeper and scheduler run on every replica.
  start: async (deps) => {
    jobsRuntime(deps).start();
  },
  stop: (deps) => jobsRuntime(deps).stop(),
  maintenance: {
    // Jobs runs no workers (catalog does); its part of a queue restart is to republish every pending job.
    queueRestart: async (deps) => {
      const count = await jobsRuntime(deps).reconcile(0);
      return count
        ? { detail: `jobs: ${count} pending jobs republished`, count }
        : { detail: 'jobs runs no workers', count };
    },
  },
});

/** Builds a jobs instance from its deps (tests that need the service alone). */
export const createService = jobsService.create;
