import type { ListPage, SettingListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { Setting } from './settings.model';

const SETTING_LIST: ListSpec<
  QueryBuilder<Setting, Setting[]>,
  NonNullable<SettingListQuery['order']>['field']
> = {
  sorts: { code: 'code', id: 'id' },
  defaultSort: { field: 'code', direction: 'asc' },
};

/** A page of settings (by code). */
export async function pageSettings(trx: Knex, query: SettingListQuery): Promise<ListPage<Setting>> {
  return pageOf(Setting.query(trx), query, SETTING_LIST);
}

/** One setting by id. */
export async function findSetting(trx: Knex, id: number): Promise<Setting | undefined> {
  return Setting.query(trx).findById(id);
}

/** Changes a value. */
export async function updateSettingValue(trx: Knex, id: number, value: string | null): Promise<void> {
  await Setting.query(trx).patch({ value }).where('id', id);
}

/** Values by code (all, or the codes asked for). */
export async function settingValues(trx: Knex, codes?: string[]): Promise<Record<string, string | null>> {
  const q = Setting.query(trx).select('code', 'value');
  if (codes?.length) q.whereIn('code', codes);
  return Object.fromEntries((await q).map((r) => [r.code, r.value]));
}
