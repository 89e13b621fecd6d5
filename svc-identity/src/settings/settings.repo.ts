import type { Knex } from '@feedhub/db';
import type { Setting } from '@feedhub/contracts';
import { SCHEMA } from '../schema';

const settings = (k: Knex) => k.withSchema(SCHEMA).table('settings');

/** Every setting, by code. */
export async function listSettings(k: Knex): Promise<Setting[]> {
  return settings(k).orderBy('code').select('id', 'code', 'value', 'description');
}

/** One setting by id. */
export async function findSetting(k: Knex, id: number): Promise<Setting | undefined> {
  return settings(k).where({ id }).first('id', 'code', 'value', 'description');
}

/** Changes a value. */
export async function updateSettingValue(k: Knex, id: number, value: string | null): Promise<void> {
  await settings(k).where({ id }).update({ value });
}

/** Values by code (all, or the codes asked for). */
export async function settingValues(k: Knex, codes?: string[]): Promise<Record<string, string | null>> {
  const q = settings(k).select('code', 'value');
  if (codes?.length) q.whereIn('code', codes);
  const rows: { code: string; value: string | null }[] = await q;
  return Object.fromEntries(rows.map((r) => [r.code, r.value]));
}
