import { STORE_SCHEMA } from '@feedhub/jobs';

/** The PostgreSQL schema this service owns (the job store's); every query names it (STACK trap 4). */
export const SCHEMA = STORE_SCHEMA;
