import type { z } from 'zod';
import { ServiceConfigSchema, defineService, type ServiceDeps } from '@feedhub/service-kit';
import { migrations } from './migrations';
import { jobsRoutes } from './routes';

/** The PostgreSQL schema this service owns. */
export const SCHEMA = 'jobs';

/** Jobs service settings, read once from the environment (only the kit's for now). */
export const JobsConfigSchema = ServiceConfigSchema;
/** Jobs service settings. */
export type JobsConfig = z.infer<typeof JobsConfigSchema>;
/** What the jobs service is built from. */
export type JobsDeps = ServiceDeps<JobsConfig>;

/** The jobs service (DESIGN §4): tasks, jobs, logs, error notices, the scheduler; all with later issues. */
export const jobsService = defineService({
  name: 'jobs',
  schema: SCHEMA,
  configSchema: JobsConfigSchema,
  routes: jobsRoutes,
  migrations,
});

/** Builds a jobs instance from its deps (tests that need the service alone). */
export const createService = jobsService.create;
