import type { Migration } from '@feedhub/db';

/**
 * What the export to the PIM adds (docs/export.md):
 * - `partner_products.export_hash`: the fingerprint of the payload the PIM last accepted (with
 *   `exported_at`, set only on a 201/204 line); a product whose payload still has it is not sent again;
 *   a partial index finds the export list's products in id order.
 * - `pim_structure`: the PIM's locales, channels and currencies (the rest of its reference data has
 *   tables of its own), replaced by every sync; seeded with the embedded PIM's.
 * - `pim_products`: the embedded PIM's products (what an export to the embedded adapter stores), in
 *   the PIM's format.
 */
export const createExport: Migration = {
  name: '20261125100000_create_export',
  async up(knex, schema) {
    const s = () => knex.schema.withSchema(schema);
    await s().alterTable('partner_products', (t) => {
      t.string('export_hash', 40);
    });
    await knex.raw(
      'create index partner_products_export_list_index on ??.partner_products (id) where in_export_list',
      [schema],
    );
    await s().createTable('pim_structure', (t) => {
      t.string('key', 20).primary();
      t.jsonb('value').notNullable();
      t.timestamp('synced_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex(`${schema}.pim_structure`).insert([
      { key: 'locales', value: JSON.stringify(['en_US', 'et_EE']) },
      {
        key: 'channels',
        value: JSON.stringify([{ code: 'ecommerce', locales: ['en_US', 'et_EE'], currencies: ['EUR'] }]),
      },
      { key: 'currencies', value: JSON.stringify(['EUR']) },
    ]);
    await s().createTable('pim_products', (t) => {
      t.string('identifier', 255).primary();
      t.boolean('enabled').notNullable().defaultTo(true);
      t.string('family', 100);
      t.jsonb('categories').notNullable().defaultTo('[]');
      t.jsonb('values').notNullable().defaultTo('{}');
      // The lower-case first `name` value, for the browser's name filter.
      t.text('name_search');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['family', 'identifier']);
      t.index(['updated_at']);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('pim_products');
    await knex.schema.withSchema(schema).dropTableIfExists('pim_structure');
    await knex.raw('drop index if exists ??.partner_products_export_list_index', [schema]);
    await knex.schema.withSchema(schema).alterTable('partner_products', (t) => {
      t.dropColumn('export_hash');
    });
  },
};
