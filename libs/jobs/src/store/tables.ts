import { QUEUES, type JobLogInputSchema } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { z } from 'zod';

/**
 * The PostgreSQL schema of the job store (the jobs service owns it and runs its migrations); every
 * query names it (STACK trap 4).
 */
export const STORE_SCHEMA = 'jobs';

export const JOBS = `${STORE_SCHEMA}.jobs`;
export const QUEUE_STATES = `${STORE_SCHEMA}.queue_states`;
export const TASKS = `${STORE_SCHEMA}.partner_tasks`;
export const LOGS = `${STORE_SCHEMA}.job_logs`;
export const OUTBOX = `${STORE_SCHEMA}.job_outbox`;
export const NOTICES = `${STORE_SCHEMA}.error_notices`;
export const FIRES = `${STORE_SCHEMA}.schedule_fires`;
export const SYSTEM_FIRES = `${STORE_SCHEMA}.system_fires`;

/** A log line as a worker or the mechanism writes it. */
export type LogLine = z.output<typeof JobLogInputSchema>;

/** `now() + ms` in SQL. */
export const leaseUntil = (knex: Knex, ms: number) =>
  knex.raw(`now() + (? * interval '1 millisecond')`, [ms]);

/** Priority order of the queues in SQL (high, medium, low). */
export const QUEUE_ORDER = `case queue ${QUEUES.map((q, i) => `when '${q}' then ${i}`).join(' ')} else ${QUEUES.length} end`;
