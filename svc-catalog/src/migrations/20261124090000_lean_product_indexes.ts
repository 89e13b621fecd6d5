import type { Migration } from '@feedhub/db';

/**
 * Every index of partner_products costs each row the import inserts (the first import is bound by the
 * server's insert: docs/imports.md). Two of them did not pay their way:
 * - (partner_id, manufacturer_code): the manufacturer code filter is a substring search (ilike '%…%'),
 *   which a btree cannot serve, and the list does not sort by it;
 * - (partner_id, in_export_list): a boolean over every row; the pimExport filter wants the few rows on
 *   the export list, which a partial index holds alone (rows off the list never enter it).
 * (A (partner_id, code) key INCLUDE (content_hash, missing_since) for index-only hash checks was
 * measured too: at 200k products every phase got slower, 10–25 %; not taken.)
 */
export const leanProductIndexes: Migration = {
  name: '20261124090000_lean_product_indexes',
  async up(knex, schema) {
    await knex.raw('drop index if exists ??.partner_products_partner_id_manufacturer_code_index', [schema]);
    await knex.raw('drop index if exists ??.partner_products_partner_id_in_export_list_index', [schema]);
    await knex.raw(
      'create index partner_products_export_list_index on ??.partner_products (partner_id) where in_export_list',
      [schema],
    );
  },
  async down(knex, schema) {
    await knex.raw('drop index if exists ??.partner_products_export_list_index', [schema]);
    await knex.raw(
      'create index partner_products_partner_id_in_export_list_index on ??.partner_products (partner_id, in_export_list)',
      [schema],
    );
    await knex.raw(
      'create index partner_products_partner_id_manufacturer_code_index on ??.partner_products (partner_id, manufacturer_code)',
      [schema],
    );
  },
};
