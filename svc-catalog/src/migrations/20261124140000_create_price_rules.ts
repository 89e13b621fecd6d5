import type { Migration } from '@feedhub/db';

/**
 * Partner price rules (SPEC §3 Partner price rule): which PIM price fields a rule fills, the product
 * price it starts from, its flags and its steps. The steps stay a jsonb list of { ruleId, input }:
 * they are read and written whole, and the rule ids are the code catalogue of @feedhub/pricing (a
 * stored id that leaves the catalogue prices as "no price", never as an error).
 */
export const createPriceRules: Migration = {
  name: '20261124140000_create_price_rules',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('partner_price_rules', (t) => {
      t.increments('id');
      t.integer('partner_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partners`)
        .onDelete('CASCADE');
      t.jsonb('pim_price_fields').notNullable();
      t.string('partner_price_field', 32).notNullable();
      t.boolean('with_vat').notNullable().defaultTo(false);
      t.integer('sort_order').notNullable().defaultTo(1);
      t.boolean('use_transport_changes').notNullable().defaultTo(false);
      t.jsonb('rule').notNullable().defaultTo('[]');
      t.timestamps(true, true);
      t.index(['partner_id', 'sort_order']);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('partner_price_rules');
  },
};
