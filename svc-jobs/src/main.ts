import type { z } from 'zod';
import { ServiceConfigSchema, defineService, type ServiceDeps } from '@feedhub/service-kit';
import { migrations, uniqueFields } from './migrations';
import { partnerTaskResponders } from './partner-tasks/partner-tasks.bus';
import { jobsRoutes } from './routes';
import { SCHEMA } from './schema';

export { SCHEMA };

/** Jobs service settings, read once from the environment (only the kit's for now). */
export const JobsConfigSchema = ServiceConfigSchema;
/** Jobs service settings. */
export type JobsConfig = z.infer<typeof JobsConfigSchema>;
/** What the jobs service is built from. */
export type JobsDeps = ServiceDeps<JobsConfig>;

/** The jobs service (DESIGN §4): partner tasks now; jobs, logs, error notices and the scheduler with issue 11. */
export const jobsService = defineService({
  name: 'jobs',
  schema: SCHEMA,
  configSchema: JobsConfigSchema,
  routes: jobsRoutes,
  migrations,
  uniqueFields,
  bus: partnerTaskResponders,
});

/** Builds a jobs instance from its deps (tests that need the service alone). */
export const createService = jobsService.create;
