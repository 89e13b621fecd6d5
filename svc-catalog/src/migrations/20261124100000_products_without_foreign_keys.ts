import type { Migration } from '@feedhub/db';

/**
 * partner_products keeps partner_id and category_id without foreign-key constraints. An import
 * inserts 25k rows per statement, and PostgreSQL checks a foreign key row by row (a lookup and a
 * share lock on the referenced row per product): measured on a first import of 200k products, the two
 * checks were 21 % of PGlite's merge time and 13 % of PostgreSQL's (docs/imports.md). Nothing needs
 * them: both columns are written only by the import's merge, from the job's partner and a join on that
 * partner's own categories, and no route deletes a partner or a category.
 */
export const productsWithoutForeignKeys: Migration = {
  name: '20261124100000_products_without_foreign_keys',
  async up(knex, schema) {
    await knex.raw(
      `alter table ??.partner_products
         drop constraint if exists partner_products_category_id_foreign,
         drop constraint if exists partner_products_partner_id_foreign`,
      [schema],
    );
  },
  async down(knex, schema) {
    await knex.raw(
      `alter table ??.partner_products
         add constraint partner_products_partner_id_foreign
           foreign key (partner_id) references ??.partners (id) on delete cascade,
         add constraint partner_products_category_id_foreign
           foreign key (category_id) references ??.partner_categories (id) on delete set null`,
      [schema, schema, schema],
    );
  },
};
