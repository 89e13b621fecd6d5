import type { Migration } from '@feedhub/db';

/**
 * Icecat enrichment (docs/icecat.md):
 * - icecat_lookups: each product's last look-up — how it ended, what it used, when, and the sheets
 *   it found (one per language, the normalised sheet of @feedhub/icecat). A product has one row; a
 *   refresh replaces it.
 * - icecat_feature_map: Icecat feature id → PIM attribute, with a factor for metric values and the
 *   PIM option of each Icecat value for selects. One mapping per feature id.
 */
export const createIcecat: Migration = {
  name: '20261202000000_create_icecat',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('icecat_lookups', (t) => {
      t.bigInteger('product_id')
        .primary()
        .references('id')
        .inTable(`${schema}.partner_products`)
        .onDelete('CASCADE');
      t.integer('partner_id').notNullable();
      t.string('status', 20).notNullable();
      t.string('looked_up_by', 10);
      t.integer('icecat_id');
      t.jsonb('sheets').notNullable().defaultTo('[]');
      t.timestamp('fetched_at', { useTz: true }).notNullable();
      // The enrichment job's look-ups: a partner's products looked up before a date.
      t.index(['partner_id', 'fetched_at']);
    });
    await knex.schema.withSchema(schema).createTable('icecat_feature_map', (t) => {
      t.increments('id');
      t.integer('feature_id').notNullable().unique();
      t.string('feature_name', 255).notNullable().defaultTo('');
      t.string('pim_attribute_code', 100).notNullable();
      t.decimal('unit_factor', 19, 9);
      t.jsonb('options').notNullable().defaultTo('[]');
      t.timestamps(true, true);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('icecat_feature_map');
    await knex.schema.withSchema(schema).dropTableIfExists('icecat_lookups');
  },
};
