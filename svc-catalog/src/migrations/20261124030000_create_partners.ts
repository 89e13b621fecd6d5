import type { Migration } from '@feedhub/db';

/** Partners and their attributes (SPEC §3); categories, products and stats come with the import. */
export const createPartners: Migration = {
  name: '20261124030000_create_partners',
  async up(knex, schema) {
    const s = () => knex.schema.withSchema(schema);
    await s().createTable('partners', (t) => {
      t.increments('id');
      t.string('name', 255).notNullable();
      // NFKC + lower-case form: "Acme" and "ACME" are one partner.
      t.string('name_key', 255).notNullable().unique();
      t.string('class_name', 50).notNullable();
      t.integer('delivery_time');
      t.string('pim_supplier_code', 100);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.jsonb('params').notNullable().defaultTo('{}');
      t.timestamps(true, true);
    });
    await s().createTable('partner_attributes', (t) => {
      t.increments('id');
      t.integer('partner_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partners`)
        .onDelete('CASCADE');
      t.string('code', 255).notNullable();
      t.string('name', 255).notNullable();
      t.string('type', 20).notNullable();
      t.integer('weight').notNullable().defaultTo(1);
      t.jsonb('options').notNullable().defaultTo('[]');
      t.jsonb('option_mappings').notNullable().defaultTo('{}');
      t.jsonb('pim_attribute_codes').notNullable().defaultTo('[]');
      t.timestamps(true, true);
      t.unique(['partner_id', 'code']);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('partner_attributes');
    await knex.schema.withSchema(schema).dropTableIfExists('partners');
  },
};
