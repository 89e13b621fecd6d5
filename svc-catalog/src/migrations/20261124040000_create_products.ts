import type { Knex, Migration } from '@feedhub/db';

/**
 * What the import writes (SPEC §3): partner categories with their mapping columns (filled by the
 * mapping screens) and the mapping's child tables, partner products, import stats; attributes get
 * first/last seen. Money is numeric(14,4); product filters of SPEC §7 have a (partner_id, …) index each.
 */
export const createProducts: Migration = {
  name: '20261124040000_create_products',
  async up(knex, schema) {
    const s = () => knex.schema.withSchema(schema);
    const partnerId = (t: Knex.CreateTableBuilder) =>
      t
        .integer('partner_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partners`)
        .onDelete('CASCADE');
    await s().createTable('partner_categories', (t) => {
      t.increments('id');
      partnerId(t);
      // The feed's category code, else its path joined with " > ".
      t.text('code').notNullable();
      t.text('name').notNullable();
      t.jsonb('path').notNullable().defaultTo('[]');
      t.text('parent_code');
      // Mapping (SPEC §3 Partner category / category mapping): the mapping screens fill these.
      t.string('pim_category_code', 255);
      t.jsonb('pim_category');
      t.string('brand', 255);
      t.string('family', 255);
      t.integer('delivery_time');
      t.decimal('vat', 8, 4);
      t.decimal('vat_et', 8, 4);
      t.boolean('export_all').notNullable().defaultTo(false);
      t.boolean('use_icecat');
      t.string('price_change_type', 10);
      t.decimal('price_change_amount', 14, 4);
      t.boolean('disabled_ee').notNullable().defaultTo(false);
      t.boolean('disabled_fi').notNullable().defaultTo(false);
      t.boolean('disabled_lv').notNullable().defaultTo(false);
      t.decimal('transport_add_to_price', 14, 4);
      t.boolean('is_mapped').notNullable().defaultTo(false);
      t.boolean('is_margin_ok').notNullable().defaultTo(false);
      t.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamps(true, true);
      t.unique(['partner_id', 'code']);
      t.index(['partner_id', 'name']);
    });
    await knex.raw(
      `alter table ??.partner_categories add constraint partner_categories_price_change_type_check
       check (price_change_type in ('fixed', 'percent'))`,
      [schema],
    );
    const categoryId = (t: Knex.CreateTableBuilder) =>
      t
        .integer('partner_category_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partner_categories`)
        .onDelete('CASCADE')
        .index();
    await s().createTable('partner_category_marginals', (t) => {
      t.increments('id');
      categoryId(t);
      t.string('brand', 255);
      t.decimal('price_from', 14, 4);
      t.decimal('price_to', 14, 4);
      t.decimal('marginal', 14, 4);
      t.decimal('marginal_et', 14, 4);
      t.decimal('prepayment_percent', 8, 4);
      t.timestamps(true, true);
    });
    await s().createTable('partner_category_changes', (t) => {
      t.increments('id');
      categoryId(t);
      t.string('word', 255).notNullable();
      t.string('pim_category_code', 255);
      t.jsonb('pim_category');
      t.timestamps(true, true);
    });
    await s().createTable('partner_category_priorities', (t) => {
      t.increments('id');
      categoryId(t);
      t.string('name', 255).notNullable();
      t.integer('sort_order').notNullable().defaultTo(1);
    });

    await s().alterTable('partner_attributes', (t) => {
      t.timestamp('first_seen_at', { useTz: true });
      t.timestamp('last_seen_at', { useTz: true });
    });

    await s().createTable('partner_products', (t) => {
      t.bigIncrements('id');
      partnerId(t);
      t.text('code').notNullable();
      t.text('sku');
      t.text('name');
      t.text('ean');
      t.text('manufacturer_code');
      t.text('brand');
      t.integer('category_id').references('id').inTable(`${schema}.partner_categories`).onDelete('SET NULL');
      t.text('category_code');
      t.integer('amount');
      t.decimal('price', 14, 4);
      t.decimal('rrp_price', 14, 4);
      t.decimal('supplier_price', 14, 4);
      t.decimal('vat_rate', 14, 4);
      t.text('currency');
      t.text('description');
      t.jsonb('images').notNullable().defaultTo('[]');
      // code → { name, value, unit, type }
      t.jsonb('attributes').notNullable().defaultTo('{}');
      // md5 of the mapped fields: a re-import rewrites only rows whose hash differs.
      t.string('content_hash', 32).notNullable();
      t.boolean('in_export_list').notNullable().defaultTo(false);
      t.timestamp('exported_at', { useTz: true });
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // Set when the product left a complete feed (amount set to 0); cleared when it comes back.
      t.timestamp('missing_since', { useTz: true });
      t.boolean('is_ok').notNullable().defaultTo(true);
      t.unique(['partner_id', 'code']);
      t.index(['partner_id', 'sku']);
      t.index(['partner_id', 'manufacturer_code']);
      t.index(['partner_id', 'brand']);
      t.index(['partner_id', 'category_id']);
      t.index(['partner_id', 'amount']);
      t.index(['partner_id', 'changed_at']);
      t.index(['partner_id', 'in_export_list']);
    });
    // Name: the default order. (Substring search, ilike '%…%', cannot use a btree: every index more
    // costs the import's inserts, so there is none for it.)
    await knex.raw(
      'create index partner_products_partner_id_name_index on ??.partner_products (partner_id, name)',
      [schema],
    );

    await s().createTable('partner_stats', (t) => {
      t.increments('id');
      partnerId(t);
      t.timestamp('collected_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.integer('new').notNullable().defaultTo(0);
      t.integer('changed').notNullable().defaultTo(0);
      t.integer('total').notNullable().defaultTo(0);
      t.integer('in_stock').notNullable().defaultTo(0);
      // One stats row per import job, however often a lost worker reruns it.
      t.integer('job_id').unique();
      t.index(['partner_id', 'collected_at']);
    });
  },
  async down(knex, schema) {
    const s = () => knex.schema.withSchema(schema);
    await s().dropTableIfExists('partner_stats');
    await s().dropTableIfExists('partner_products');
    await s().alterTable('partner_attributes', (t) => {
      t.dropColumn('first_seen_at');
      t.dropColumn('last_seen_at');
    });
    await s().dropTableIfExists('partner_category_priorities');
    await s().dropTableIfExists('partner_category_changes');
    await s().dropTableIfExists('partner_category_marginals');
    await s().dropTableIfExists('partner_categories');
  },
};
