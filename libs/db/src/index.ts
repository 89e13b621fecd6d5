/** @feedhub/db: knex on PostgreSQL or PGlite, one schema per service, migrations per service. */
export * from './database';
export * from './migrations';
export * from './test-database';
export * from './errors';
export type { Knex } from 'knex';
export * from './model';
export * from './queries-on';
