import type { ListPage, PartnerDesktopQuery, PartnerListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { SCHEMA } from '../schema';
import { PartnerStat } from '../stats/stats.model';
import { Partner } from './partners.model';

type Filter = NonNullable<PartnerListQuery['filter']>;

/** LIKE's wildcards in a user's text match themselves. */

const PARTNER_LIST: ListSpec<
  QueryBuilder<Partner, Partner[]>,
  NonNullable<PartnerListQuery['order']>['field'],
  Filter
> = {
  sorts: { name: 'name_key', id: 'id' },
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { name: (qb, name) => void qb.where('name', 'ilike', containsPattern(name)) },
};

/** A page of partners (filter[name]: case-insensitive substring). */
export async function pagePartners(trx: Knex, query: PartnerListQuery): Promise<ListPage<Partner>> {
  return pageOf(Partner.query(trx), query, PARTNER_LIST);
}

const PARTNER_DESKTOP: ListSpec<
  QueryBuilder<Partner, Partner[]>,
  NonNullable<PartnerDesktopQuery['order']>['field'],
  NonNullable<PartnerDesktopQuery['filter']>
> = {
  sorts: { name: 'name_key', id: 'id' },
  defaultSort: { field: 'name', direction: 'asc' },
  filters: { partner: (qb, id) => void qb.where('id', id) },
};

/** A page of the partners desktop (filter[partner]: one partner). */
export async function pageDesktopPartners(trx: Knex, query: PartnerDesktopQuery): Promise<ListPage<Partner>> {
  return pageOf(Partner.query(trx), query, PARTNER_DESKTOP);
}

/** The latest stats row of each of these partners (partners never imported have none). */
export async function latestStats(trx: Knex, partnerIds: number[]): Promise<Map<number, PartnerStat>> {
  if (!partnerIds.length) return new Map();
  const rows = await PartnerStat.query(trx)
    .distinctOn('partner_id')
    .whereIn('partner_id', partnerIds)
    .orderBy('partner_id')
    .orderBy('collected_at', 'desc')
    .orderBy('id', 'desc');
  return new Map(rows.map((row) => [row.partnerId, row]));
}

/** What needs attention on a partner of the desktop. */
export interface PartnerAttention {
  /** Categories not mapped yet. */
  unmappedCategories: number;
  /** Products the next export sends. */
  waitingForExport: number;
}

/**
 * Per partner, its unmapped categories (mapping-progress's count) and its products waiting for export
 * (export-data's `waiting`: on the export list, never exported or changed since; the partial
 * export-list index keeps that to the listed products).
 */
export async function partnerAttention(
  trx: Knex,
  partnerIds: number[],
): Promise<Map<number, PartnerAttention>> {
  if (!partnerIds.length) return new Map();
  const rows = (await trx
    .withSchema(SCHEMA)
    .from('partners as p')
    .whereIn('p.id', partnerIds)
    .select(
      'p.id as partner_id',
      trx.raw(
        '(select count(*) from ??.partner_categories c where c.partner_id = p.id and not c.is_mapped)::int as unmapped_categories',
        [SCHEMA],
      ),
      trx.raw(
        `(select count(*) from ??.partner_products pp where pp.partner_id = p.id and pp.in_export_list
           and (pp.exported_at is null or pp.changed_at > pp.exported_at))::int as waiting_for_export`,
        [SCHEMA],
      ),
    )) as { partner_id: number; unmapped_categories: number; waiting_for_export: number }[];
  return new Map(
    rows.map((row) => [
      row.partner_id,
      { unmappedCategories: row.unmapped_categories, waitingForExport: row.waiting_for_export },
    ]),
  );
}

/** Names of partners by id (absent: no such partner). */
export async function partnerNames(
  trx: Knex,
  ids: number[],
): Promise<Pick<Partner, 'id' | 'name' | 'isActive'>[]> {
  if (!ids.length) return [];
  return Partner.query(trx).select('id', 'name', 'is_active').whereIn('id', ids).orderBy('id');
}

/** Whether any partner exists. */
export async function anyPartner(trx: Knex): Promise<boolean> {
  return Boolean(await Partner.query(trx).select('id').first());
}

/** One partner. */
export async function findPartner(trx: Knex, id: number): Promise<Partner | undefined> {
  return Partner.query(trx).findById(id);
}

/** Another partner with the same name key. */
export async function findPartnerByKey(
  trx: Knex,
  nameKey: string,
  exceptId?: number,
): Promise<Partner | undefined> {
  const q = Partner.query(trx).findOne({ name_key: nameKey });
  if (exceptId) q.whereNot('id', exceptId);
  return q;
}

/** The id the next new partner gets (reserved first, so its tasks can be stored before the partner). */
export async function reservePartnerId(trx: Knex): Promise<number> {
  const { rows } = await trx.raw(`select nextval(pg_get_serial_sequence('${SCHEMA}.partners', 'id')) as id`);
  return Number(rows[0].id);
}

/** The stored fields of a partner. */
export type PartnerFields = Pick<
  Partner,
  | 'name'
  | 'nameKey'
  | 'className'
  | 'deliveryTime'
  | 'pimSupplierCode'
  | 'isActive'
  | 'guardStockPercent'
  | 'guardPricePercent'
  | 'guardPriceFactor'
  | 'params'
>;

/** Inserts a partner with the reserved id and its attributes (one graph insert). */
export async function insertPartner(
  trx: Knex,
  id: number,
  fields: PartnerFields,
  attributes: { code: string; name: string; type: string }[],
): Promise<void> {
  await Partner.query(trx).insertGraph({ id, ...fields, attributes } as never);
}

/** Updates a partner's own fields. */
export async function updatePartner(trx: Knex, id: number, fields: PartnerFields): Promise<void> {
  await Partner.query(trx).patch(fields).where('id', id);
}
