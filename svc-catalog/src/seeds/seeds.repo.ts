import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** The catalog's record of seeds done (one row per seed name). */
const seeds = (knex: Knex) => knex.withSchema(SCHEMA).table('seeds');

/** Whether the seed of this name is recorded as done. */
export async function isSeedDone(knex: Knex, name: string): Promise<boolean> {
  return Boolean(await seeds(knex).where({ name }).first('name'));
}

/** Records that a seed is done (a second replica's record is the same row). */
export async function markSeedDone(knex: Knex, name: string): Promise<void> {
  await seeds(knex).insert({ name }).onConflict('name').ignore();
}
