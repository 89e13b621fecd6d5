import { describeSchema } from '@feedhub/db';

/** The jobs schema's first migration: its history starts and the schema says what it holds. */
export const describeJobsSchema = describeSchema(
  '20261124010000_describe_jobs_schema',
  'Feedhub jobs service: partner tasks, partner jobs, export jobs, job logs, error notices',
);
