import type { Migration } from '@feedhub/db';

/** What the schema holds, kept by the database (`\dn+`); no `?` or quote in it (it is inlined). */
const DESCRIPTION =
  'Feedhub catalog service: partners, categories, attributes, products, price rules, PIM mappings';

/**
 * The catalog schema's first migration: it starts the schema's migration history and describes the
 * schema; the tables arrive with the issues that need them. COMMENT takes no bind parameters.
 */
export const describeCatalogSchema: Migration = {
  name: '20261124010000_describe_catalog_schema',
  async up(knex, schema) {
    await knex.raw(`comment on schema ?? is '${DESCRIPTION}'`, [schema]);
  },
  async down(knex, schema) {
    await knex.raw('comment on schema ?? is null', [schema]);
  },
};
