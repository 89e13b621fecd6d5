import type { Migration } from '@feedhub/db';
import { describeJobsSchema } from './20261124010000_describe_jobs_schema';
import { createPartnerTasks } from './20261124020000_create_partner_tasks';
import { createPartnerJobs } from './20261124030000_create_partner_jobs';
import { generalizeJobs } from './20261125000000_generalize_jobs';
import { addJobHeld } from './20261201000000_add_job_held';
import { addJobRetriedAs } from './20261202000000_add_job_retried_as';

/** Every migration of the jobs schema, in order. */
export const migrations: readonly Migration[] = [
  describeJobsSchema,
  createPartnerTasks,
  createPartnerJobs,
  generalizeJobs,
  addJobHeld,
  addJobRetriedAs,
];

/** The form field each unique constraint guards (a race past the domain check is 422 there). */
export const uniqueFields: Readonly<Record<string, string>> = {
  partner_tasks_partner_id_name_unique: 'tasks',
  // Caught by the add (409 pending_job_exists) before this could apply; mapped so no race is a 500.
  jobs_one_pending_per_key: 'taskId',
  // A claim refuses a second running job of a key (reply `busy`) before this could reach a request.
  jobs_one_running_per_key: 'taskId',
  system_fires_method_fire_at_unique: 'methodName',
  schedule_fires_task_id_fire_at_unique: 'taskId',
};
