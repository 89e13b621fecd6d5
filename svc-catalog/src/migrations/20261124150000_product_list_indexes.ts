import type { Knex, Migration } from '@feedhub/db';

/**
 * Indexes for the product list on a big catalogue (docs/products.md, `npm run bench -- products`).
 * Measured on 1M products where one partner holds 141k: with the old (partner_id, brand) index,
 * "brand = Acme, sorted by name" walked the (partner_id, name) index past 124k rows (415 ms),
 * because PostgreSQL expected the brand's rows spread evenly along the names. An index that holds
 * the filter and then the default sort answers the page from 50 entries (0.5 ms) and still counts
 * index-only, so the three exact filters of the list swap their index for one ending in name (no index
 * more for the import to write). Sorting by price gets its index (224 → 0.4 ms). Substring search on
 * names uses a trigram GIN index on (partner_id, lower(name)) where pg_trgm and btree_gin can be installed
 * (PostgreSQL; a "mouse 12" count on the big partner: 40 → 5 ms); elsewhere (PGlite, or a role that
 * may not create extensions) the list still works and scans the partner's name index.
 */
export const productListIndexes: Migration = {
  name: '20261124150000_product_list_indexes',
  async up(knex, schema) {
    const swap = async (drop: string, create: string) => {
      await knex.raw('drop index if exists ??.??', [schema, drop]);
      await knex.raw(create, [schema]);
    };
    await swap(
      'partner_products_partner_id_brand_index',
      'create index partner_products_brand_name_index on ??.partner_products (partner_id, brand, name)',
    );
    await swap(
      'partner_products_partner_id_category_id_index',
      'create index partner_products_category_name_index on ??.partner_products (partner_id, category_id, name)',
    );
    await swap(
      'partner_products_export_list_index',
      'create index partner_products_export_list_name_index on ??.partner_products (partner_id, name) where in_export_list',
    );
    await knex.raw('create index partner_products_price_index on ??.partner_products (partner_id, price)', [
      schema,
    ]);
    // Name search compares a stored lower-case copy with LIKE: ILIKE lowercases every name it reads,
    // which made it 4× slower than LIKE (a count over 141k names: 51 → 13 ms). The name index carries
    // it and the id, so a search sorted by name finds its page's ids in the index alone.
    await knex.raw(
      'alter table ??.partner_products add column name_search text generated always as (lower(name)) stored',
      [schema],
    );
    await swap(
      'partner_products_partner_id_name_index',
      'create index partner_products_partner_id_name_index on ??.partner_products (partner_id, name) include (name_search, id)',
    );
    await createNameTrigramIndex(knex, schema);
  },
  async down(knex, schema) {
    await knex.raw('drop index if exists ??.partner_products_partner_id_name_index', [schema]);
    await knex.raw('alter table ??.partner_products drop column if exists name_search', [schema]);
    await knex.raw(
      'create index partner_products_partner_id_name_index on ??.partner_products (partner_id, name)',
      [schema],
    );
    for (const index of [
      'partner_products_name_trigram_index',
      'partner_products_price_index',
      'partner_products_export_list_name_index',
      'partner_products_category_name_index',
      'partner_products_brand_name_index',
    ])
      await knex.raw('drop index if exists ??.??', [schema, index]);
    await knex.raw(
      'create index partner_products_partner_id_brand_index on ??.partner_products (partner_id, brand)',
      [schema],
    );
    await knex.raw(
      'create index partner_products_partner_id_category_id_index on ??.partner_products (partner_id, category_id)',
      [schema],
    );
    await knex.raw(
      'create index partner_products_export_list_index on ??.partner_products (partner_id) where in_export_list',
      [schema],
    );
  },
};

/** The trigram index, when the server offers the extensions and lets us install them (in a savepoint). */
async function createNameTrigramIndex(knex: Knex, schema: string): Promise<void> {
  const available = await knex.raw(
    "select count(*)::int as n from pg_available_extensions where name in ('pg_trgm', 'btree_gin')",
  );
  if (available.rows[0].n !== 2) return;
  try {
    await knex.transaction(async (savepoint) => {
      await savepoint.raw('create extension if not exists pg_trgm with schema public');
      await savepoint.raw('create extension if not exists btree_gin with schema public');
      await savepoint.raw(
        'create index partner_products_name_trigram_index on ??.partner_products using gin (partner_id, name_search public.gin_trgm_ops)',
        [schema],
      );
    });
  } catch {
    // No privilege to create extensions: substring search scans the partner's rows instead.
  }
}
