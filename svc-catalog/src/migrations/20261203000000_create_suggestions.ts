import type { Migration } from '@feedhub/db';

/**
 * Mapping suggestions (DESIGN §5 "Mapping suggestions", docs/mapping.md):
 * - mapping_suggestions: the scorer's last answer per partner category or attribute — up to five
 *   scored targets with their sources and structured reasons (`top`), the best one in columns for the
 *   lists' filter and the accept, and the `basis` version it was computed on.
 * - pivot_links: each PIM category's links to nodes of the pivot taxonomy, suggested from its labels
 *   (auto) or set on the PIM category mapping screen (manual).
 * - suggestion_basis: one row whose version is bumped whenever what suggestions rest on changes (a PIM
 *   sync, edited links, the threshold); stored suggestions of an older basis are recomputed.
 * - mapping_history.source: a person's save ('manual') or an accepted suggestion ('suggestion').
 */
export const createSuggestions: Migration = {
  name: '20261203000000_create_suggestions',
  async up(knex, schema) {
    const s = () => knex.schema.withSchema(schema);
    await s().createTable('mapping_suggestions', (t) => {
      t.string('entity', 20).notNullable();
      t.integer('entity_id').notNullable();
      t.integer('partner_id').notNullable();
      t.jsonb('top').notNullable().defaultTo('[]');
      t.string('best_code', 100);
      t.decimal('best_score', 5, 4);
      t.boolean('confident').notNullable().defaultTo(false);
      t.integer('basis').notNullable();
      t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['entity', 'entity_id']);
      // The list filter "has a confident suggestion" and the accept, per partner.
      t.index(['partner_id', 'entity', 'confident']);
    });
    await s().createTable('pivot_links', (t) => {
      t.string('pim_category_code', 100).notNullable();
      t.string('node', 40).notNullable();
      t.string('source', 10).notNullable();
      t.decimal('score', 5, 4);
      t.primary(['pim_category_code', 'node']);
    });
    await s().createTable('suggestion_basis', (t) => {
      t.integer('id').primary();
      t.integer('version').notNullable();
      // The confident threshold the version was computed with (a new setting value bumps it).
      t.decimal('threshold', 5, 4);
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.withSchema(schema).table('suggestion_basis').insert({ id: 1, version: 1 });
    await s().alterTable('mapping_history', (t) => {
      t.string('source', 20).notNullable().defaultTo('manual');
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('mapping_history', (t) => {
      t.dropColumn('source');
    });
    for (const table of ['suggestion_basis', 'pivot_links', 'mapping_suggestions'])
      await knex.schema.withSchema(schema).dropTableIfExists(table);
  },
};
