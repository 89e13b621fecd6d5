import type { IcecatLookupStatus } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { IcecatSheet } from '@feedhub/icecat';
import { SCHEMA } from '../schema';

/** A product the enrichment looks up: what it can be found by. */
export interface IcecatCandidate {
  id: number;
  ean: string | null;
  brand: string | null;
  manufacturerCode: string | null;
}

/** A product's last look-up. */
export interface IcecatLookupRow {
  productId: number;
  status: IcecatLookupStatus;
  lookedUpBy: 'gtin' | 'brand' | null;
  icecatId: number | null;
  sheets: IcecatSheet[];
  fetchedAt: Date;
}

const table = (knex: Knex, name: string) => knex.withSchema(SCHEMA).table(name);

/**
 * The next page, in id order after `afterId`, of a partner's products the export sends (on the export
 * list, or in an exportAll category) whose category mapping has useIcecat, still in the feed, and
 * never looked up or — unless `force` — whose last look-up failed or was before `staleBefore`.
 */
export async function icecatCandidates(
  knex: Knex,
  options: { partnerId: number; afterId: number; limit: number; staleBefore: Date; force: boolean },
): Promise<IcecatCandidate[]> {
  const rows = (await table(knex, 'partner_products as p')
    .join('partner_categories as c', 'c.id', 'p.category_id')
    .leftJoin('icecat_lookups as l', 'l.product_id', 'p.id')
    .where('p.partner_id', options.partnerId)
    .where('p.id', '>', options.afterId)
    .whereNull('p.missing_since')
    .where('c.use_icecat', true)
    .where((w) => w.where('p.in_export_list', true).orWhere('c.export_all', true))
    .modify((qb) => {
      if (!options.force)
        qb.where((w) => w.whereNull('l.product_id').orWhere('l.fetched_at', '<', options.staleBefore));
    })
    .orderBy('p.id')
    .limit(options.limit)
    .select('p.id', 'p.ean', 'p.brand', 'p.manufacturer_code')) as {
    id: string | number;
    ean: string | null;
    brand: string | null;
    manufacturer_code: string | null;
  }[];
  return rows.map((row) => ({
    id: Number(row.id),
    ean: row.ean,
    brand: row.brand,
    manufacturerCode: row.manufacturer_code,
  }));
}

/** Records a product's look-up (replacing the one before). */
export async function saveLookup(
  knex: Knex,
  partnerId: number,
  lookup: Omit<IcecatLookupRow, 'fetchedAt'>,
): Promise<void> {
  await table(knex, 'icecat_lookups')
    .insert({
      product_id: lookup.productId,
      partner_id: partnerId,
      status: lookup.status,
      looked_up_by: lookup.lookedUpBy,
      icecat_id: lookup.icecatId,
      sheets: JSON.stringify(lookup.sheets),
      fetched_at: knex.fn.now(),
    })
    .onConflict('product_id')
    .merge();
}

/** A product's last look-up, or undefined. */
export async function lookupOf(knex: Knex, productId: number): Promise<IcecatLookupRow | undefined> {
  const row = (await table(knex, 'icecat_lookups').where('product_id', productId).first()) as
    | {
        product_id: string | number;
        status: IcecatLookupStatus;
        looked_up_by: 'gtin' | 'brand' | null;
        icecat_id: number | null;
        sheets: IcecatSheet[] | string;
        fetched_at: Date | string;
      }
    | undefined;
  if (!row) return undefined;
  return {
    productId: Number(row.product_id),
    status: row.status,
    lookedUpBy: row.looked_up_by,
    icecatId: row.icecat_id,
    sheets: typeof row.sheets === 'string' ? (JSON.parse(row.sheets) as IcecatSheet[]) : row.sheets,
    fetchedAt: new Date(row.fetched_at),
  };
}

/** The sheets of those products whose last look-up found them, by product id. */
export async function foundSheets(
  knex: Knex,
  productIds: readonly number[],
): Promise<Map<number, IcecatSheet[]>> {
  const rows = (await table(knex, 'icecat_lookups')
    .whereIn('product_id', [...productIds])
    .where('status', 'found')
    .select('product_id', 'sheets')) as { product_id: string | number; sheets: IcecatSheet[] | string }[];
  return new Map(
    rows.map((row) => [
      Number(row.product_id),
      typeof row.sheets === 'string' ? (JSON.parse(row.sheets) as IcecatSheet[]) : row.sheets,
    ]),
  );
}

/** Partners with products the export sends in a useIcecat category (whose look-ups an export runs first). */
export async function partnersUsingIcecat(knex: Knex): Promise<number[]> {
  const rows = (await table(knex, 'partner_products as p')
    .join('partner_categories as c', 'c.id', 'p.category_id')
    .where('c.use_icecat', true)
    .whereNull('p.missing_since')
    .where((w) => w.where('p.in_export_list', true).orWhere('c.export_all', true))
    .distinct('p.partner_id')
    .orderBy('p.partner_id')) as { partner_id: number }[];
  return rows.map((row) => Number(row.partner_id));
}
