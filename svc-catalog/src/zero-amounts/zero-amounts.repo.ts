import type { ListPage, PartnerZeroAmountListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerCategory } from '../categories/categories.model';
import { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import { SCHEMA } from '../schema';
import { PartnerZeroAmount } from './zero-amounts.model';

type QB = QueryBuilder<PartnerZeroAmount, PartnerZeroAmount[]>;

const ZERO_AMOUNT_LIST: ListSpec<
  QB,
  NonNullable<PartnerZeroAmountListQuery['order']>['field'],
  NonNullable<PartnerZeroAmountListQuery['filter']>
> = {
  sorts: { brandName: 'z.brand', categoryName: 'c.name', id: 'z.id' },
  defaultSort: { field: 'brandName', direction: 'asc' },
  tieBreaker: 'z.id',
  filters: { partnerId: (qb, id) => void qb.where('z.partner_id', id) },
};

/** A page of rules with their category's name and path (default: by brand; by category: by its name). */
export async function pageZeroAmounts(
  trx: Knex,
  query: PartnerZeroAmountListQuery,
): Promise<ListPage<PartnerZeroAmount>> {
  const qb = PartnerZeroAmount.query(trx)
    .alias('z')
    .join(`${SCHEMA}.partner_categories as c`, 'c.id', 'z.category_id')
    .select('z.*', 'c.name as category_name', 'c.path as category_path');
  return pageOf(qb, query, ZERO_AMOUNT_LIST);
}

/** The options of a partner's attribute `brand` (the brand option ids are their indexes). */
export async function brandOptions(trx: Knex, partnerId: number): Promise<string[]> {
  const brand = await PartnerAttribute.query(trx).findOne({ partner_id: partnerId, code: 'brand' });
  return brand?.options ?? [];
}

/** A category of the partner, or undefined. */
export async function partnerCategory(trx: Knex, partnerId: number, id: number) {
  return PartnerCategory.query(trx).findOne({ id, partner_id: partnerId });
}

/** Every rule of a partner. */
export async function zeroAmountsOfPartner(trx: Knex, partnerId: number): Promise<PartnerZeroAmount[]> {
  return PartnerZeroAmount.query(trx).where('partner_id', partnerId);
}

/** The rule for a partner's brand and category, or undefined. */
export async function findZeroAmount(
  trx: Knex,
  rule: { partnerId: number; brand: string; categoryId: number },
): Promise<PartnerZeroAmount | undefined> {
  return PartnerZeroAmount.query(trx).findOne({
    partner_id: rule.partnerId,
    brand: rule.brand,
    category_id: rule.categoryId,
  });
}

/** Adds a rule; its id. */
export async function insertZeroAmount(
  trx: Knex,
  rule: { partnerId: number; brand: string; categoryId: number },
): Promise<number> {
  return (await PartnerZeroAmount.query(trx).insert(rule)).id;
}

/** Deletes a rule; whether there was one. */
export async function deleteZeroAmountRow(trx: Knex, id: number): Promise<boolean> {
  // deleteById is a first(): the deleted row, or undefined (returning: PGlite gives no row count).
  const deleted = await PartnerZeroAmount.query(trx).deleteById(id).returning('id');
  return Boolean(deleted);
}
