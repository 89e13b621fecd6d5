import type { Migration } from '@feedhub/db';

/** What the catalog seeded once (the demo partner): never seeded again, even after the user deletes it. */
export const createSeeds: Migration = {
  name: '20261124080000_create_seeds',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('seeds', (t) => {
      t.string('name', 100).primary();
      t.timestamp('done_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('seeds');
  },
};
