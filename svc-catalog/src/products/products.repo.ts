import type { ListPage, PartnerProductListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerAttribute } from '../partners/partners.model';
import { PartnerProduct } from './products.model';

type Filter = NonNullable<PartnerProductListQuery['filter']>;
type QB = QueryBuilder<PartnerProduct, PartnerProduct[]>;

/** LIKE's wildcards in a user's text match themselves. */
/** Case-insensitive substring on a column. */
const contains = (column: string) => (qb: QB, text: string) =>
  void qb.where(column, 'ilike', containsPattern(text));

const PRODUCT_LIST: ListSpec<QB, NonNullable<PartnerProductListQuery['order']>['field'], Filter> = {
  sorts: {
    name: 'name',
    sku: 'sku',
    code: 'code',
    brand: 'brand',
    amount: 'amount',
    price: 'price',
    changedAt: 'changed_at',
    createdAt: 'created_at',
    id: 'id',
  },
  defaultSort: { field: 'name', direction: 'asc' },
  filters: {
    partnerId: (qb, id) => void qb.where('partner_id', id),
    name: contains('name'),
    sku: contains('sku'),
    code: contains('code'),
    manufacturerCode: contains('manufacturer_code'),
    brand: (qb, brand) => void qb.where('brand', brand),
    categoryId: (qb, id) => void qb.where('category_id', id),
    pimExport: (qb, value) => void qb.where('in_export_list', value === '1'),
    hideEmptyCategories: (qb, value) => void (value === '1' && qb.whereNotNull('category_id')),
    // Dates are whole days (UTC): from the start of `from` to the end of `to`.
    from: (qb, day) => void qb.where('changed_at', '>=', `${day}T00:00:00Z`),
    to: (qb, day) => void qb.whereRaw(`changed_at < (?::date + 1)`, [day]),
  },
};

/** A page of products; the amount comparator is applied here (it pairs two query keys). */
export async function pageProducts(
  trx: Knex,
  query: PartnerProductListQuery,
): Promise<ListPage<PartnerProduct>> {
  const qb = PartnerProduct.query(trx);
  const { amountType, amount } = query.filter ?? {};
  if (amountType && amount !== undefined) qb.where('amount', amountType, amount);
  return pageOf(qb, query, PRODUCT_LIST);
}

/** One product with its category. */
export async function findProduct(trx: Knex, id: number): Promise<PartnerProduct | undefined> {
  return PartnerProduct.query(trx).findById(id).withGraphFetched('category');
}

/** The partner's attributes with these codes. */
export async function attributesByCode(
  trx: Knex,
  partnerId: number,
  codes: string[],
): Promise<PartnerAttribute[]> {
  if (!codes.length) return [];
  return PartnerAttribute.query(trx).where('partner_id', partnerId).whereIn('code', codes);
}
