import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** Writes of the catalog's copy of the PIM's reference data (pim-sync.ts), on the sync's transaction. */

/** Rows inserted per statement (PostgreSQL takes at most 65,535 bind parameters). */
const INSERT_ROWS = 500;

/** The copy's tables, emptied in this order (options before their attributes). */
const REFERENCE_TABLES = [
  'pim_attribute_options',
  'pim_attributes',
  'pim_families',
  'pim_categories',
  'pim_structure',
] as const;

/** A table of the copy. */
export type PimReferenceTable = (typeof REFERENCE_TABLES)[number];

const table = (trx: Knex, name: string) => trx.withSchema(SCHEMA).table(name);

/** One sync at a time (two syncPim jobs, or two replicas seeding): the second waits, then replaces. */
export async function lockPimReference(trx: Knex): Promise<void> {
  await trx.raw('lock table ??.pim_categories in share row exclusive mode', [SCHEMA]);
}

/** Empties every table of the copy. */
export async function clearPimReference(trx: Knex): Promise<void> {
  for (const name of REFERENCE_TABLES) await table(trx, name).del();
}

/** Inserts rows into a table of the copy, INSERT_ROWS per statement. */
export async function insertPimReferenceRows(
  trx: Knex,
  name: PimReferenceTable,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_ROWS)
    await table(trx, name).insert(rows.slice(start, start + INSERT_ROWS));
}

/** Families keep their integer id across syncs; every category gets a mapping row once. */
export async function addFamilyIdsAndCategoryMappings(trx: Knex): Promise<void> {
  await trx.raw(
    `insert into ??.pim_family_ids (code) select code from ??.pim_families order by code on conflict do nothing`,
    [SCHEMA, SCHEMA],
  );
  await trx.raw(
    `insert into ??.pim_category_mappings (pim_category_code) select code from ??.pim_categories order by position
       on conflict do nothing`,
    [SCHEMA, SCHEMA],
  );
}

/** Whether the catalog holds a copy (any category). */
export async function hasPimReference(knex: Knex): Promise<boolean> {
  const any = await knex.withSchema(SCHEMA).table('pim_categories').first('code');
  return Boolean(any);
}
