import { SCHEMA } from '../schema';

/** The catalog workers' fencing tokens (migration 20261125000000_create_job_fences). */
export const JOB_FENCES = `${SCHEMA}.job_fences`;
