import type { Migration } from '@feedhub/db';
import { describeJobsSchema } from './20261124010000_describe_jobs_schema';

/** Every migration of the jobs schema, in order. */
export const migrations: readonly Migration[] = [describeJobsSchema];
