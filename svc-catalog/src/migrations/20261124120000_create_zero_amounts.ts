import type { Migration } from '@feedhub/db';

/**
 * Zero-amount rules: a brand (by name: products carry the brand's text) and a category of one partner.
 * One rule per (partner, brand, category).
 */
export const createZeroAmounts: Migration = {
  name: '20261124120000_create_zero_amounts',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('partner_zero_amounts', (t) => {
      t.increments('id');
      t.integer('partner_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partners`)
        .onDelete('CASCADE');
      t.string('brand', 600).notNullable();
      t.integer('category_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partner_categories`)
        .onDelete('CASCADE');
      t.timestamps(true, true);
      t.unique(['partner_id', 'brand', 'category_id']);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('partner_zero_amounts');
  },
};
