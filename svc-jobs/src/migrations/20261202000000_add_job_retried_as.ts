import type { Migration } from '@feedhub/db';

/**
 * Retry runs a failed job once (issue 30): `retried_as` is the job its retry made. The retry sets it
 * under the failed job's row lock, so a second retry of the same job, however close behind, finds it
 * and is refused (409 job_already_retried) instead of making a second run. Deleting the new job
 * clears it: the failed job may be retried again.
 */
export const addJobRetriedAs: Migration = {
  name: '20261202000000_add_job_retried_as',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('jobs', (t) => {
      t.integer('retried_as').references('id').inTable(`${schema}.jobs`).onDelete('SET NULL');
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('jobs', (t) => {
      t.dropColumn('retried_as');
    });
  },
};
