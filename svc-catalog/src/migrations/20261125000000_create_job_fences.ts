import type { Migration } from '@feedhub/db';

/**
 * The fencing tokens of the catalog's workers (DESIGN §4, @feedhub/jobs jobFencing): one row
 * per concurrency key (`task:<id>`, `export`, `system:<method>`) with the newest claim's token, until
 * when it is valid, and the job that last committed its result under it.
 */
export const createJobFences: Migration = {
  name: '20261125000000_create_job_fences',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('job_fences', (t) => {
      t.string('fence_key', 100).primary();
      t.bigInteger('token').notNullable();
      t.timestamp('valid_until', { useTz: true }).notNullable();
      t.integer('committed_job_id');
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('job_fences');
  },
};
