import type { Migration } from '@feedhub/db';

/** Partner tasks (SPEC §3): what a partner's jobs run and when; owned by jobs (DESIGN §4). */
export const createPartnerTasks: Migration = {
  name: '20261124020000_create_partner_tasks',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('partner_tasks', (t) => {
      t.increments('id');
      // The partner lives in the catalog schema: no foreign key across services, an index instead.
      t.integer('partner_id').notNullable().index();
      t.string('name', 255).notNullable();
      t.string('method_name', 50).notNullable();
      t.jsonb('params').notNullable().defaultTo('{}');
      t.string('cron', 100);
      t.string('queue', 10).notNullable().defaultTo('low');
      t.boolean('is_active').notNullable().defaultTo(true);
      t.boolean('is_default').notNullable().defaultTo(false);
      t.boolean('debug').notNullable().defaultTo(false);
      t.timestamps(true, true);
      t.unique(['partner_id', 'name']);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('partner_tasks');
  },
};
