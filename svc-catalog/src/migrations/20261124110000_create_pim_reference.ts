import type { Migration } from '@feedhub/db';

/**
 * The catalog's copy of the PIM's reference data (DESIGN §4: catalog owns it; `syncPim` refreshes it
 * from the configured PIM adapter). Keyed by the PIM's codes, with labels in both languages and, for
 * categories, the path of labels from the tree's root (what the mapping screens show and search).
 */
export const createPimReference: Migration = {
  name: '20261124110000_create_pim_reference',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('pim_categories', (t) => {
      t.string('code', 100).primary();
      t.string('parent_code', 100);
      t.string('label_en', 255).notNullable();
      t.string('label_et', 255).notNullable();
      t.text('path_en').notNullable();
      t.text('path_et').notNullable();
      t.integer('position').notNullable();
      t.timestamp('synced_at', { useTz: true }).notNullable();
      t.index(['parent_code']);
    });
    await knex.schema.withSchema(schema).createTable('pim_families', (t) => {
      t.string('code', 100).primary();
      t.string('label_en', 255).notNullable();
      t.string('label_et', 255).notNullable();
      t.jsonb('attributes').notNullable().defaultTo('[]');
      t.string('attribute_as_label', 100).notNullable();
      t.timestamp('synced_at', { useTz: true }).notNullable();
    });
    await knex.schema.withSchema(schema).createTable('pim_attributes', (t) => {
      t.string('code', 100).primary();
      t.string('type', 50).notNullable();
      t.string('group_code', 100).notNullable();
      t.boolean('localizable').notNullable();
      t.boolean('scopable').notNullable();
      t.boolean('decimals_allowed');
      t.string('metric_family', 100);
      t.string('default_metric_unit', 100);
      t.string('label_en', 255).notNullable();
      t.string('label_et', 255).notNullable();
      t.integer('position').notNullable();
      t.timestamp('synced_at', { useTz: true }).notNullable();
    });
    await knex.schema.withSchema(schema).createTable('pim_attribute_options', (t) => {
      t.string('attribute_code', 100).notNullable();
      t.string('code', 100).notNullable();
      t.integer('sort_order').notNullable();
      t.string('label_en', 255).notNullable();
      t.string('label_et', 255).notNullable();
      t.timestamp('synced_at', { useTz: true }).notNullable();
      t.primary(['attribute_code', 'code']);
    });
  },
  async down(knex, schema) {
    for (const table of ['pim_attribute_options', 'pim_attributes', 'pim_families', 'pim_categories'])
      await knex.schema.withSchema(schema).dropTableIfExists(table);
  },
};
