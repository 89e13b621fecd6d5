import type { Knex, Migration } from '@feedhub/db';

/**
 * The products list's searches and ranges on a big partner (`npm run bench -- products`, a 1M
 * partner among 10M; docs/products.md "Performance"):
 *
 * - The name index also carries amount and changed_at. A filter on them that matches more than the
 *   count cap is paged by walking the name index; with the columns in it the walk reads the index
 *   alone (the list's `idsFirst`) instead of a row per entry: "amount < 10" (83k matches bunched late
 *   in the name order) 210 → 7 ms. 12 bytes more per entry.
 * - Trigram indexes on the lower-case sku, code and manufacturer_code, as name_search has one: a
 *   search on them read every row of the partner when it matched few ("SKU-123456": 266 ms; sku
 *   'SKU-12' 188 ms p95), and now finds them in the index. A first load builds each in about a second
 *   per million products. On `lower(column)`, which the list's filters compare with LIKE, never on
 *   the column: pg_trgm's GIN class also serves `=`, and PostgreSQL then chose it for the import's
 *   `u.code = s.code` look-ups (a 2M partner's unchanged re-import ran for minutes, one chunk). Made
 *   where the server has pg_trgm (the list-indexes migration installed it where it could); elsewhere
 *   (PGlite) those searches read the rows, as before.
 */
export const productSearchIndexes: Migration = {
  name: '20261209000000_product_search_indexes',
  async up(knex, schema) {
    await knex.raw('drop index if exists ??.partner_products_partner_id_name_index', [schema]);
    await knex.raw(
      `create index partner_products_partner_id_name_index on ??.partner_products (partner_id, name)
       include (name_search, id, amount, changed_at)`,
      [schema],
    );
    if (!(await hasTrigrams(knex))) return;
    for (const column of TRIGRAM_COLUMNS)
      await knex.raw(`create index ?? on ??.partner_products using gin (lower(??) public.gin_trgm_ops)`, [
        trigramIndex(column),
        schema,
        column,
      ]);
  },
  async down(knex, schema) {
    for (const column of TRIGRAM_COLUMNS)
      await knex.raw('drop index if exists ??.??', [schema, trigramIndex(column)]);
    await knex.raw('drop index if exists ??.partner_products_partner_id_name_index', [schema]);
    await knex.raw(
      'create index partner_products_partner_id_name_index on ??.partner_products (partner_id, name) include (name_search, id)',
      [schema],
    );
  },
};

const TRIGRAM_COLUMNS = ['sku', 'code', 'manufacturer_code'] as const;

const trigramIndex = (column: string) => `partner_products_${column}_trigram_index`;

async function hasTrigrams(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw("select 1 from pg_extension where extname = 'pg_trgm'");
  return rows.length > 0;
}
