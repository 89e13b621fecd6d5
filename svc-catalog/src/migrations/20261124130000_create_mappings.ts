import type { Migration } from '@feedhub/db';

/**
 * What the mapping screens add beyond the partner tables of the import:
 * - `pim_family_ids`: a stable integer id per PIM family code (SPEC §5: a category mapping's family is
 *   an integer; the PIM keys families by code, and the reference copy is replaced on every sync).
 * - `pim_category_mappings`: per PIM category, its default family and the partners in the order their
 *   offers win (SPEC §2 PIM category mapping); a row per category the PIM has had.
 * - `mapping_history`: who changed which field of a category or attribute mapping, and when.
 * - `partner_categories.pim_category` holds the mapped codes as a JSON array (the first one also in
 *   `pim_category_code`, for the list's filter and sort).
 */
export const createMappings: Migration = {
  name: '20261124130000_create_mappings',
  async up(knex, schema) {
    const s = () => knex.schema.withSchema(schema);
    await s().createTable('pim_family_ids', (t) => {
      t.increments('id');
      t.string('code', 100).notNullable().unique();
    });
    await s().createTable('pim_category_mappings', (t) => {
      t.increments('id');
      t.string('pim_category_code', 100).notNullable().unique();
      t.string('family', 100);
      // Partner ids, highest priority first.
      t.jsonb('priorities').notNullable().defaultTo('[]');
      t.timestamps(true, true);
    });
    await s().createTable('mapping_history', (t) => {
      t.increments('id');
      t.string('entity', 20).notNullable();
      t.integer('entity_id').notNullable();
      t.integer('partner_id').notNullable();
      t.string('username', 255);
      t.jsonb('changes').notNullable();
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['entity', 'entity_id', 'changed_at']);
    });
    // Mapped categories by PIM category (suggestions, priorities); unmapped ones by partner (progress).
    await knex.raw(
      'create index partner_categories_pim_category_code_index on ??.partner_categories (pim_category_code)',
      [schema],
    );
    await knex.raw(
      `insert into ??.pim_family_ids (code) select code from ??.pim_families order by code on conflict do nothing`,
      [schema, schema],
    );
    await knex.raw(
      `insert into ??.pim_category_mappings (pim_category_code) select code from ??.pim_categories order by position
       on conflict do nothing`,
      [schema, schema],
    );
  },
  async down(knex, schema) {
    await knex.raw('drop index if exists ??.partner_categories_pim_category_code_index', [schema]);
    for (const table of ['mapping_history', 'pim_category_mappings', 'pim_family_ids'])
      await knex.schema.withSchema(schema).dropTableIfExists(table);
  },
};
