import type { Migration } from '@feedhub/db';

/**
 * The import guard's held runs (issue 22): a job the guard stopped before it merged ends in status
 * `held` (finished_at stays null: it waits for Apply or Discard) with what it would have changed
 * (`held`: the diff the worker sent, HeldDiffSchema) and when it was held (`held_at`: the partner
 * desktop's order and the retention's clock).
 */
export const addJobHeld: Migration = {
  name: '20261201000000_add_job_held',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('jobs', (t) => {
      t.jsonb('held');
      t.timestamp('held_at', { useTz: true });
    });
    // The desktop's held group and the daily retention read held jobs only.
    await knex.raw(`create index jobs_held on ??.jobs (held_at, id) where status = 'held'`, [schema]);
  },
  async down(knex, schema) {
    const raw = (sql: string) => knex.raw(sql.replaceAll('$s', `"${schema}"`));
    // A held run cannot be decided any more: it ends in error, as a run that did not merge.
    await raw(`update $s.jobs set status = 'error', finished_at = now(),
        last_error = '{"key":"job_failed","params":{}}' where status = 'held'`);
    await raw(`drop index $s.jobs_held`);
    await knex.schema.withSchema(schema).alterTable('jobs', (t) => {
      t.dropColumn('held');
      t.dropColumn('held_at');
    });
  },
};
