import type { Migration } from '@feedhub/db';

/**
 * The products list's createdAt sort (docs/products.md, `npm run bench -- products`): with no index it
 * sorted every product of the partner for one page (1M products: 180–210 ms p95). A first import
 * gives all its products one created_at, so the index carries the id the list orders by within it
 * (`thenBy` of the sort), in the sort's direction: a page in either direction is one index walk.
 * On the partitioned table it is made on every partner's table, and a first load builds it from this
 * definition like the others (product-partitions.repo.ts).
 */
export const productCreatedIndex: Migration = {
  name: '20261207000000_product_created_index',
  async up(knex, schema) {
    await knex.raw(
      'create index partner_products_created_at_id_index on ??.partner_products (partner_id, created_at, id)',
      [schema],
    );
  },
  async down(knex, schema) {
    await knex.raw('drop index if exists ??.partner_products_created_at_id_index', [schema]);
  },
};
