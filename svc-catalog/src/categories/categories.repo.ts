import type {
  ListPage,
  Locale,
  PartnerCategoryListQuery,
  PartnerCategoryRow,
  PimCategoryRef,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { SCHEMA } from '../schema';
import { PartnerCategory } from './categories.model';

type QB = QueryBuilder<PartnerCategory, PartnerCategory[]>;

/** The PIM path column in a language. */
const pathColumn = (locale: Locale) => (locale === 'et' ? 'path_et' : 'path_en');

/** Products of the category's partner in it (the products' (partner_id, category_id) index). */
const PRODUCTS_IN_CATEGORY = `(select count(*) from ${SCHEMA}.partner_products p
  where p.partner_id = c.partner_id and p.category_id = c.id)::int`;

function categoryList(
  locale: Locale,
): ListSpec<
  QB,
  NonNullable<PartnerCategoryListQuery['order']>['field'],
  NonNullable<PartnerCategoryListQuery['filter']>
> {
  const yes = (value: '1' | '2') => value === '1';
  return {
    sorts: {
      name: 'c.name',
      code: 'c.code',
      pimCategoryName: `pc.${pathColumn(locale)}`,
      exportAll: 'c.export_all',
      products: 'product_count',
      id: 'c.id',
    },
    defaultSort: { field: 'name', direction: 'asc' },
    tieBreaker: 'c.id',
    filters: {
      partnerId: (qb, id) => void qb.where('c.partner_id', id),
      partnerCategoryId: (qb, id) => void qb.where('c.id', id),
      pimCategoryCode: (qb, code) =>
        void qb.where((w) =>
          w
            .where('c.pim_category_code', code)
            .orWhereRaw('c.pim_category @> ?::jsonb', [JSON.stringify([code])]),
        ),
      name: (qb, name) => {
        const pattern = containsPattern(name);
        qb.where((w) => w.where('c.name', 'ilike', pattern).orWhereRaw('c.path::text ilike ?', [pattern]));
      },
      isMapped: (qb, value) => void qb.where('c.is_mapped', yes(value)),
      exportAll: (qb, value) => void qb.where('c.export_all', yes(value)),
      hideEmpty: (qb, value) =>
        void (
          yes(value) &&
          qb.whereExists((sub) =>
            sub
              .select(1)
              .from(`${SCHEMA}.partner_products as p`)
              .whereRaw('p.partner_id = c.partner_id and p.category_id = c.id'),
          )
        ),
    },
  };
}

/** A category row as the query below selects it. */
type ListedCategory = PartnerCategory & { productCount: number; pimPath: string | null };

/** A page of a partner's categories with their main PIM category's path and product count (default: name). */
export async function pageCategories(
  trx: Knex,
  query: PartnerCategoryListQuery,
  locale: Locale,
): Promise<ListPage<PartnerCategoryRow>> {
  const qb = PartnerCategory.query(trx)
    .alias('c')
    .leftJoin(`${SCHEMA}.pim_categories as pc`, 'pc.code', 'c.pim_category_code')
    .select(
      'c.*',
      trx.raw(`pc.?? as pim_path`, [pathColumn(locale)]),
      trx.raw(`${PRODUCTS_IN_CATEGORY} as product_count`),
    );
  const page = await pageOf(qb, query, categoryList(locale));
  return { total: page.total, rows: (page.rows as ListedCategory[]).map(presentRow) };
}

/** A list row. */
function presentRow(c: ListedCategory): PartnerCategoryRow {
  return {
    id: c.id,
    partnerId: c.partnerId,
    code: c.code,
    name: c.name,
    path: c.path.join(' > '),
    pimCategory: c.pimCategoryCode,
    pimCategoryName: c.pimCategoryCode ? (c.pimPath ?? c.pimCategoryCode) : null,
    exportAll: c.exportAll,
    isMapped: c.isMapped,
    isMarginOk: c.isMarginOk,
    products: c.productCount,
    firstSeenAt: new Date(c.firstSeenAt).toISOString(),
  };
}

/** A category with its product count, or undefined. */
export async function findCategory(trx: Knex, id: number): Promise<ListedCategory | undefined> {
  return (await PartnerCategory.query(trx)
    .alias('c')
    .where('c.id', id)
    .select('c.*', trx.raw(`${PRODUCTS_IN_CATEGORY} as product_count`))
    .withGraphFetched('[marginals(byId), changes(byId)]')
    .modifiers({ byId: (qb) => void qb.orderBy('id') })
    .first()) as ListedCategory | undefined;
}

/** PIM categories by code, labelled in a language (codes the PIM no longer has are left out). */
export async function pimCategoryRefs(
  trx: Knex,
  codes: readonly string[],
  locale: Locale,
): Promise<Map<string, PimCategoryRef>> {
  if (!codes.length) return new Map();
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('pim_categories')
    .whereIn('code', [...new Set(codes)])
    .select('code', 'label_en', 'label_et', 'path_en', 'path_et')) as {
    code: string;
    label_en: string;
    label_et: string;
    path_en: string;
    path_et: string;
  }[];
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        name: locale === 'et' ? r.label_et : r.label_en,
        path: locale === 'et' ? r.path_et : r.path_en,
      },
    ]),
  );
}

/** A PIM category reference, its code standing in for a category the PIM no longer has. */
export const refOf = (refs: Map<string, PimCategoryRef>, code: string): PimCategoryRef =>
  refs.get(code) ?? { code, name: code, path: code };

/** Family ids by code, and codes by id. */
export async function familyIds(
  trx: Knex,
): Promise<{ byCode: Map<string, number>; byId: Map<number, string> }> {
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('pim_family_ids as i')
    .join('pim_families as f', 'f.code', 'i.code')
    .select('i.id', 'i.code')) as { id: number; code: string }[];
  return { byCode: new Map(rows.map((r) => [r.code, r.id])), byId: new Map(rows.map((r) => [r.id, r.code])) };
}
