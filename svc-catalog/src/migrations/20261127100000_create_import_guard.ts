import type { Migration } from '@feedhub/db';

/**
 * The import guard (docs/imports.md "The import guard"):
 * - `partners.guard_*`: each partner's limits (defaults GUARD_DEFAULTS; 0 switches a percentage off).
 * - `held_imports`: a run the guard held, by job: its method and the names of the tables that keep what
 *   it read (the staged rows, and the codes it saw), so Apply
 *   merges exactly that run — after a restart too — and Discard or the retention drop it. The rows
 *   tables are made per run (`held_rows_<job>`, `held_seen_<job>`) because each method stages its own
 *   columns.
 */
export const createImportGuard: Migration = {
  name: '20261127100000_create_import_guard',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('partners', (t) => {
      t.smallint('guard_stock_percent').notNullable().defaultTo(50);
      t.smallint('guard_price_percent').notNullable().defaultTo(20);
      t.smallint('guard_price_factor').notNullable().defaultTo(5);
    });
    await knex.schema.withSchema(schema).createTable('held_imports', (t) => {
      t.bigInteger('job_id').primary();
      t.integer('partner_id').notNullable();
      t.string('method_name', 50).notNullable();
      t.string('rows_table', 63).notNullable();
      t.string('seen_table', 63);
      // What the run read (the stats row of an applied importProducts).
      t.integer('total').notNullable().defaultTo(0);
      t.integer('in_stock').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex, schema) {
    const held: { rows_table: string; seen_table: string | null }[] = await knex(
      `${schema}.held_imports`,
    ).select('rows_table', 'seen_table');
    for (const row of held)
      for (const table of [row.rows_table, row.seen_table])
        if (table) await knex.raw('drop table if exists ??.??', [schema, table]);
    await knex.schema.withSchema(schema).dropTableIfExists('held_imports');
    await knex.schema.withSchema(schema).alterTable('partners', (t) => {
      t.dropColumns('guard_stock_percent', 'guard_price_percent', 'guard_price_factor');
    });
  },
};
