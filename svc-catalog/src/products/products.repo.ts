import type {
  ListPage,
  ListQuery,
  PartnerProductExportData,
  PartnerProductFilter,
  PartnerProductListQuery,
} from '@feedhub/contracts';
import { categoryPathLabel, LIST_COUNT_CAP } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { officeDayEnd, officeDayStart } from '@feedhub/i18n';
import { applyListFilters, containsPattern, countMatches, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PartnerCategory } from '../categories/categories.model';
import { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import { PimAttributeCopy, PimCategoryCopy } from '../pim/pim.model';
import { SCHEMA } from '../schema';
import { partnersOfProductIds } from './product-ids';
import { exportReadySql } from './export-ready';
import { lockProductWritesSql } from './product-writes-lock';
import { PartnerProduct } from './products.model';

type QB = QueryBuilder<PartnerProduct, PartnerProduct[]>;
type ProductSort = NonNullable<PartnerProductListQuery['order']>['field'];

/**
 * Case-insensitive substring on a column; `%`, `_` and `\` in the text match themselves. Compares
 * the lower-case column with LIKE: what its trigram index holds (migration 20261209000000), and 4×
 * cheaper than ILIKE where a search reads rows.
 */
const contains = (column: 'sku' | 'code' | 'manufacturer_code') => (qb: QB, text: string) =>
  void qb.whereRaw(`lower(${column}) like lower(?)`, [containsPattern(text)]);

/**
 * How a page is read (libs/service-kit pageOf), from `npm run bench -- products` on a partner of 1M
 * products among 10M. A filter's matches under the count cap (10k) are found by the filter's index and
 * then sorted: at most 10k rows, 15 ms for "amount = 7" (8k matches), where walking the name index
 * until 50 of them turned up read 200k rows (600 ms), because its matches bunched late in the name
 * order. More matches than the cap are paged by walking the sort's index: the exact filters have an
 * index that ends in name (brand, category, export list); the name index holds the lower-case name,
 * the id, the amount and changed_at, so the page of a name search, an amount range or a date range
 * takes its ids from the index alone and then reads 50 rows. sku, code and manufacturer code searches
 * have trigram indexes (PostgreSQL), which find a rare match without reading every row.
 */
const PRODUCT_LIST: ListSpec<QB, ProductSort, PartnerProductFilter> = {
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
  // Within a brand by name: the order of the (partner_id, brand, name) index, which a page walks; by
  // id alone it sorted every product of the partner (1M: 1.0–1.5 s).
  // Within one created_at (a first import gives all its products one) by id, in the sort's direction:
  // the order of the (partner_id, created_at, id) index.
  thenBy: { brand: ['name'], createdAt: ['id'] },
  // Up to LIST_COUNT_CAP matches (an exact count) are found by their filter and then sorted; more
  // (a capped count) are paged by walking the sort's index (see above).
  sortAfterFilter: (_total, _filter, capped) => !capped,
  // The name index carries name_search, amount and changed_at (migration 20261209000000): a page with
  // those filters takes its ids from the index alone, however far its matches lie along the names.
  idsFirst: filtersInNameIndex,
  // Sorted by name, a name search's count and page are one walk of the name index (pageOf), where its
  // count alone built a trigram bitmap of every match. Not the ranges: their own indexes count them
  // alone (index-only), cheaper than reading 10,001 ids.
  countWithPage: (filter, sort) => sort === 'name' && Boolean(filter?.name),
  // Every count stops at LIST_COUNT_CAP: an exact one read every match, most of a big partner's
  // list time (the unfiltered page of a 1M partner: 105 of its 122 ms p95), and a person paging a
  // list needs "more than 10,000", not the exact figure.
  countUpTo: () => LIST_COUNT_CAP,
  pageWhenCapped: (qb, query) => pageInMappedCategories(qb, query),
  filters: {
    partnerId: (qb, id) => void qb.where('partner_id', id),
    // The stored lower-case copy, matched with LIKE (migration 20261124150000: 4× cheaper than ILIKE).
    name: (qb, text) => void qb.whereRaw('name_search like lower(?)', [containsPattern(text)]),
    sku: contains('sku'),
    code: contains('code'),
    manufacturerCode: contains('manufacturer_code'),
    brand: (qb, brand) => void qb.where('brand', brand),
    categoryId: (qb, id) => void qb.where('category_id', id),
    pimExport: (qb, value) => void qb.where('in_export_list', value === '1'),
    // "Only in mapped categories" (once labelled "Only with a category"): products whose category is
    // mapped to the PIM (a PIM category and a family, as categoryMapped). Not merely any category: an
    // import gives nearly every product one, so that matched them all.
    hideEmptyCategories: (qb, value) => void (value === '1' && inMappedCategory(qb)),
    // Dates are whole days of the office (OFFICE_TIME_ZONE, as the screens show times): from the
    // start of `from` to the end of `to`.
    from: (qb, day) => void qb.where('changed_at', '>=', officeDayStart(day)),
    to: (qb, day) => void qb.where('changed_at', '<', officeDayEnd(day)),
  },
};

/** Whether the filter is on a column the name index carries (name_search, amount, changed_at). */
function filtersInNameIndex(filter: PartnerProductFilter | undefined): boolean {
  return Boolean(
    filter?.name || (filter?.amountType && filter.amount !== undefined) || filter?.from || filter?.to,
  );
}

/** Limits a product query to products whose category is export-ready (exportReadySql). */
function inMappedCategory(qb: QB): void {
  const products = qb.tableRefFor(PartnerProduct);
  qb.whereExists((sub) =>
    sub
      .select(1)
      .from(`${SCHEMA}.partner_categories as c`)
      .whereRaw(`c.id = ${products}.category_id and ${exportReadySql('c')}`),
  );
}

/** Most mapped categories × rows a page needs that the per-category page reads; past it, the walk. */
const PER_CATEGORY_ROWS_MAX = 50_000;

/**
 * "Only in mapped categories" sorted by name, with more matches than the cap: no index orders the
 * products of a set of categories by name, and walking the name index for them read 375k rows of a
 * 1M partner for one page (1.4 s), their categories' names sorting late. Instead each mapped category
 * of the partner gives its first rows from the (partner_id, category_id, name) index, and these are
 * merged (a LATERAL join): mapped categories × the rows up to the page's end.
 */
async function pageInMappedCategories(
  qb: QB,
  query: ListQuery<PartnerProductFilter, ProductSort>,
): Promise<PartnerProduct[] | undefined> {
  const { filter } = query;
  if (!filter) return undefined;
  const byName = (query.order?.field ?? PRODUCT_LIST.defaultSort.field) === 'name';
  if (filter.hideEmptyCategories !== '1' || filter.categoryId !== undefined || !byName) return undefined;
  const direction = query.order?.direction ?? PRODUCT_LIST.defaultSort.direction;
  const knex = qb.knex();
  const end = query.page * query.perPage;
  const mapped = (await knex(`${SCHEMA}.partner_categories as c`)
    .where('c.partner_id', filter.partnerId)
    .whereRaw(exportReadySql('c'))
    .pluck('c.id')) as number[];
  if (mapped.length * end > PER_CATEGORY_ROWS_MAX) return undefined;
  const perCategory = qb
    .clone()
    .whereRaw('category_id = mapped.category')
    .orderBy('name', direction)
    .orderBy('id', 'asc')
    .limit(end)
    .toKnexQuery();
  return PartnerProduct.query(knex)
    .from(
      knex.raw('unnest(?::bigint[]) as mapped(category) cross join lateral (?) as partner_products', [
        mapped,
        perCategory,
      ]),
    )
    .select('partner_products.*')
    .orderBy('name', direction)
    .orderBy('id', 'asc')
    .limit(query.perPage)
    .offset(end - query.perPage);
}

/** The list's filters on a builder, with the amount comparator (it pairs two query keys). */
function filtered(qb: QB, filter: PartnerProductFilter): QB {
  const { amountType, amount } = filter;
  if (amountType && amount !== undefined) qb.where('amount', amountType, amount);
  return qb;
}

/** A product of a page with what the list shows of its category. */
export type ListedProduct = PartnerProduct & { categoryName: string | null; categoryMapped: boolean };

/** A page of products, each with its category's name and whether the export can place it. */
export async function pageProducts(
  trx: Knex,
  query: PartnerProductListQuery,
): Promise<ListPage<ListedProduct>> {
  const page = await pageOf(filtered(PartnerProduct.query(trx), query.filter), query, PRODUCT_LIST);
  const categories = await categoriesOf(trx, page.rows);
  return {
    ...page,
    rows: page.rows.map((p) => {
      const category = p.categoryId === null ? undefined : categories.get(p.categoryId);
      return Object.assign(p, {
        categoryName: category?.name ?? null,
        categoryMapped: category?.mapped ?? false,
      });
    }),
  };
}

/**
 * The categories of some products as a person reads them (their paths: 32 "Akku" stay apart) and
 * whether they are export-ready (one query for a page).
 */
async function categoriesOf(
  trx: Knex,
  products: PartnerProduct[],
): Promise<Map<number, { name: string; mapped: boolean }>> {
  const ids = [...new Set(products.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])))];
  if (!ids.length) return new Map();
  const rows = (await PartnerCategory.query(trx)
    .alias('c')
    .whereIn('c.id', ids)
    .select('c.id', 'c.name', 'c.path', trx.raw(`${exportReadySql('c')} as mapped`))) as unknown as {
    id: number;
    name: string;
    path: string[] | null;
    mapped: boolean;
  }[];
  return new Map(rows.map((c) => [c.id, { name: categoryPathLabel(c), mapped: c.mapped }]));
}

/**
 * Of these products of the partner, how many the export will skip: no category, or one not mapped
 * to the PIM (isExportReady).
 */
export async function countNotExportReady(
  trx: Knex,
  partnerId: number,
  ids: readonly number[],
): Promise<number> {
  const row = await trx(`${SCHEMA}.partner_products as p`)
    .where('p.partner_id', partnerId)
    .whereIn('p.id', [...ids])
    .whereNotExists((sub) =>
      sub
        .select(trx.raw('1'))
        .from(`${SCHEMA}.partner_categories as c`)
        .whereRaw('c.id = p.category_id')
        .whereRaw(exportReadySql('c')),
    )
    .count<{ n: string | number }[]>({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/** The export-data aggregate as objection maps its columns. */
interface ExportCounts {
  inExportList: number;
  waiting: number;
  exported: number;
  lastExportedAt: Date | string | null;
}

/**
 * Where the filtered products stand with the PIM: the count of the filter (as the list's total), and
 * an aggregate over those of them on the export list (the partial export-list index keeps it to them).
 */
export async function exportData(trx: Knex, filter: PartnerProductFilter): Promise<PartnerProductExportData> {
  const matching = () => {
    const qb = filtered(PartnerProduct.query(trx), filter);
    applyListFilters(qb, PRODUCT_LIST, filter);
    return qb;
  };
  const { total, totalCapped } = await countMatches(matching(), PRODUCT_LIST.countUpTo?.(filter));
  const row = (await matching()
    .where('in_export_list', true)
    .select(
      trx.raw('count(*)::int as in_export_list'),
      trx.raw(
        // Of the export list (the where above): no in_export_list here, so the index alone answers.
        '(count(*) filter (where exported_at is null or changed_at > exported_at))::int as waiting',
      ),
      trx.raw('(count(*) filter (where exported_at is not null))::int as exported'),
      trx.raw('max(exported_at) as last_exported_at'),
    )
    .first()) as unknown as ExportCounts;
  return {
    total,
    ...(totalCapped && { totalCapped }),
    inExportList: row.inExportList,
    waiting: row.waiting,
    exported: row.exported,
    lastExportedAt: row.lastExportedAt === null ? null : new Date(row.lastExportedAt).toISOString(),
  };
}

/** Of these ids, those that are not products of the partner (unknown, or another partner's). */
export async function idsOutsidePartner(
  trx: Knex,
  partnerId: number,
  ids: readonly number[],
): Promise<number[]> {
  const found = await PartnerProduct.query(trx)
    .where('partner_id', partnerId)
    .whereIn('id', [...ids])
    .select('id');
  const mine = new Set(found.map((p) => Number(p.id)));
  return ids.filter((id) => !mine.has(id));
}

/** The products among these ids, by partner (unknown ids are in no group). */
export async function partnersOfProducts(trx: Knex, ids: readonly number[]): Promise<Map<number, number[]>> {
  const rows = (await onlyTheirPartners(PartnerProduct.query(trx).whereIn('id', [...ids]), ids).select(
    'id',
    'partner_id',
  )) as unknown as {
    id: number | string;
    partnerId: number;
  }[];
  const groups = new Map<number, number[]>();
  for (const row of rows) groups.set(row.partnerId, [...(groups.get(row.partnerId) ?? []), Number(row.id)]);
  return groups;
}

/**
 * Puts products on the export list (already listed ones stay as they are). Inside a transaction: it
 * waits for an import of the partner that is merging (product-writes-lock.ts).
 */
export async function markForExport(trx: Knex, partnerId: number, ids: readonly number[]): Promise<void> {
  await trx.raw(lockProductWritesSql(partnerId));
  await PartnerProduct.query(trx)
    .patch({ inExportList: true })
    .where('partner_id', partnerId)
    .whereIn('id', [...ids])
    .where('in_export_list', false);
}

/**
 * Narrows a look-up by product ids to the partners the ids name (product-ids.ts), so PostgreSQL reads
 * their tables only, not every partner's.
 */
function onlyTheirPartners<Q extends { whereIn(column: string, values: number[]): Q }>(
  qb: Q,
  ids: readonly number[],
): Q {
  const partners = partnersOfProductIds(ids);
  return partners ? qb.whereIn('partner_id', partners) : qb;
}

/** One product with its category and the category's margin rows (for its prices). */
export async function findProduct(trx: Knex, id: number): Promise<PartnerProduct | undefined> {
  return onlyTheirPartners(PartnerProduct.query(trx).findById(id), [id])
    .withGraphFetched('category.marginals(byId)')
    .modifiers({ byId: (qb) => void qb.orderBy('id') });
}

/**
 * The first product with exactly this SKU (by partner, then product id). One index probe per partner
 * on (partner_id, sku): no index of its own, which every imported row would pay for.
 */
export async function firstProductWithSku(
  trx: Knex,
  sku: string,
): Promise<{ id: number; partnerId: number } | undefined> {
  const result = (await trx.raw(
    `select m.id, m.partner_id from ?? pa
     cross join lateral (
       select p.id, p.partner_id from ?? p where p.partner_id = pa.id and p.sku = ? order by p.id limit 1) m
     order by pa.id limit 1`,
    [`${SCHEMA}.partners`, `${SCHEMA}.partner_products`, sku],
  )) as { rows: { id: number; partner_id: number }[] };
  const row = result.rows[0];
  return row && { id: row.id, partnerId: row.partner_id };
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

/** The PIM's copy of some attributes (labels for the detail's mapped PIM attributes). */
export async function pimAttributes(trx: Knex, codes: string[]): Promise<PimAttributeCopy[]> {
  if (!codes.length) return [];
  return PimAttributeCopy.query(trx).whereIn('code', [...new Set(codes)]);
}

/** The PIM's copy of a category (its path for the detail), or undefined. */
export async function pimCategory(trx: Knex, code: string | null): Promise<PimCategoryCopy | undefined> {
  if (!code) return undefined;
  return PimCategoryCopy.query(trx).findById(code);
}

/** A product of the partner by id, or undefined. */
export async function productOfPartner(
  trx: Knex,
  partnerId: number,
  id: number,
): Promise<PartnerProduct | undefined> {
  return PartnerProduct.query(trx).findOne({ id, partner_id: partnerId });
}

/** The partner's first priced product (by id) not among `exceptIds`, in a category when given. */
export async function firstPricedProduct(
  trx: Knex,
  partnerId: number,
  exceptIds: readonly number[],
  categoryId?: number,
): Promise<PartnerProduct | undefined> {
  const q = PartnerProduct.query(trx)
    .where('partner_id', partnerId)
    .whereRaw('coalesce(price, rrp_price, supplier_price) > 0')
    .whereNotIn('id', [...exceptIds])
    .orderBy('id')
    .first();
  if (categoryId !== undefined) q.where('category_id', categoryId);
  return q;
}

/** A product with its category, or undefined. */
export async function productWithCategory(trx: Knex, id: number): Promise<PartnerProduct | undefined> {
  return onlyTheirPartners(PartnerProduct.query(trx).findById(id), [id]).withGraphFetched('category');
}

/** The partner's first product (by id) with its category, narrowed by exact SKU and/or code. */
export async function firstProductWithCategory(
  trx: Knex,
  partnerId: number,
  by: { sku?: string; code?: string },
): Promise<PartnerProduct | undefined> {
  const q = PartnerProduct.query(trx)
    .where('partner_id', partnerId)
    .withGraphFetched('category')
    .orderBy('id')
    .first();
  if (by.sku) q.where('sku', by.sku);
  if (by.code) q.where('code', by.code);
  return q;
}
