import type { Migration } from '@feedhub/db';
import { describeJobsSchema } from './20261124010000_describe_jobs_schema';
import { createPartnerTasks } from './20261124020000_create_partner_tasks';

/** Every migration of the jobs schema, in order. */
export const migrations: readonly Migration[] = [describeJobsSchema, createPartnerTasks];

/** The form field each unique constraint guards (a race past the domain check is 422 there). */
export const uniqueFields: Readonly<Record<string, string>> = {
  partner_tasks_partner_id_name_unique: 'tasks',
};
