import type {
  ListPage,
  MarginalInput,
  PartnerCategorySaveInput,
  Locale,
  PartnerCategoryListQuery,
  PimCategoryRef,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { trimDecimal } from '../numeric-text';
import { SCHEMA } from '../schema';
import { whereSuggested } from '../suggestions/suggestions.repo';
import { PartnerCategory, PartnerCategoryChange, PartnerCategoryMarginal } from './categories.model';

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
      suggested: (qb, value) => void qb.whereRaw(...whereSuggested('category', 'c.id', value)),
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

/** A category row as the queries below select it (the list adds its stored top suggestion). */
export type ListedCategory = PartnerCategory & {
  productCount: number;
  pimPath: string | null;
  suggestionTop?: unknown;
  suggestionConfident?: boolean | null;
  suggestionPath?: string | null;
};

/** A page of a partner's categories with their main PIM category's path and product count (default: name). */
export async function pageCategories(
  trx: Knex,
  query: PartnerCategoryListQuery,
  locale: Locale,
): Promise<ListPage<ListedCategory>> {
  const qb = PartnerCategory.query(trx)
    .alias('c')
    .leftJoin(`${SCHEMA}.pim_categories as pc`, 'pc.code', 'c.pim_category_code')
    .select(
      'c.*',
      trx.raw(`pc.?? as pim_path`, [pathColumn(locale)]),
      trx.raw(`${PRODUCTS_IN_CATEGORY} as product_count`),
      'ms.top as suggestion_top',
      'ms.confident as suggestion_confident',
      trx.raw(`sc.?? as suggestion_path`, [pathColumn(locale)]),
    )
    .leftJoin(`${SCHEMA}.mapping_suggestions as ms`, (on) =>
      on.on('ms.entity_id', 'c.id').andOnVal('ms.entity', 'category'),
    )
    .leftJoin(`${SCHEMA}.pim_categories as sc`, 'sc.code', 'ms.best_code');
  const page = await pageOf(qb, query, categoryList(locale));
  return { total: page.total, rows: page.rows as ListedCategory[] };
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

/** Codes among `codes` the PIM copy does not have. */
export async function unknownPimCategories(trx: Knex, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const known = (await trx
    .withSchema(SCHEMA)
    .table('pim_categories')
    .whereIn('code', [...new Set(codes)])
    .pluck('code')) as string[];
  return new Set(codes.filter((code) => !known.includes(code)));
}

/** Makes the stored marginals exactly `rows`: updates those with ids, inserts the rest, deletes the others. */
export async function replaceMarginals(
  trx: Knex,
  categoryId: number,
  rows: readonly MarginalInput[],
): Promise<void> {
  const keep = rows.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  await PartnerCategoryMarginal.query(trx)
    .where('partner_category_id', categoryId)
    .whereNotIn('id', keep)
    .delete();
  for (const { id, ...values } of rows) {
    if (id === undefined)
      await PartnerCategoryMarginal.query(trx).insert({ ...values, partnerCategoryId: categoryId });
    else await PartnerCategoryMarginal.query(trx).findById(id).patch(values);
  }
}

/** Makes the stored name-word rules exactly `rows`. */
export async function replaceChanges(
  trx: Knex,
  categoryId: number,
  rows: NonNullable<PartnerCategorySaveInput['changes']>,
): Promise<void> {
  const keep = rows.flatMap((ch) => (ch.id === undefined ? [] : [ch.id]));
  await PartnerCategoryChange.query(trx)
    .where('partner_category_id', categoryId)
    .whereNotIn('id', keep)
    .delete();
  for (const { id, word, pimCategory } of rows) {
    const values = { word, pimCategoryCode: pimCategory };
    if (id === undefined)
      await PartnerCategoryChange.query(trx).insert({ ...values, partnerCategoryId: categoryId });
    else await PartnerCategoryChange.query(trx).findById(id).patch(values);
  }
}

/** Saves a category's mapping columns. */
export async function patchCategory(trx: Knex, id: number, fields: Partial<PartnerCategory>): Promise<void> {
  await PartnerCategory.query(trx).findById(id).patch(fields);
}

/** Other partners' mapped categories (what suggestions rank). */
export async function categoriesMappedElsewhere(
  trx: Knex,
  partnerId: number,
): Promise<Pick<PartnerCategory, 'name' | 'pimCategory'>[]> {
  return (await PartnerCategory.query(trx)
    .where('partner_id', '<>', partnerId)
    .where('is_mapped', true)
    .select('name', 'pim_category')) as Pick<PartnerCategory, 'name' | 'pimCategory'>[];
}

/** Categories by id with their margin rows (in the order the mapping modal saved them). */
export async function categoriesWithMarginals(trx: Knex, ids: readonly number[]): Promise<PartnerCategory[]> {
  return PartnerCategory.query(trx)
    .whereIn('id', [...new Set(ids)])
    .withGraphFetched('marginals(byId)')
    .modifiers({ byId: (qb) => void qb.orderBy('id') });
}

/** A category with its margin rows and name-word rules (by id), or undefined (what the export reads). */
export async function categoryForExport(trx: Knex, id: number): Promise<PartnerCategory | undefined> {
  return PartnerCategory.query(trx)
    .findById(id)
    .withGraphFetched('[marginals(byId), changes(byId)]')
    .modifiers({ byId: (qb) => void qb.orderBy('id') });
}

/** A partner's categories first seen since a moment, with the main PIM category's path in a language. */
export async function categoriesFirstSeenSince(
  trx: Knex,
  partnerId: number,
  since: Date,
  locale: Locale,
): Promise<(PartnerCategory & { pimPath: string | null })[]> {
  return (await PartnerCategory.query(trx)
    .alias('c')
    .leftJoin(`${SCHEMA}.pim_categories as pc`, 'pc.code', 'c.pim_category_code')
    .where('c.partner_id', partnerId)
    .where('c.first_seen_at', '>=', since)
    .orderBy('c.first_seen_at')
    .orderBy('c.name')
    .select('c.*', trx.raw(`pc.?? as pim_path`, [pathColumn(locale)]))) as (PartnerCategory & {
    pimPath: string | null;
  })[];
}

/** A partner's mapped categories for the price preview: those with margin rows first, then by id. */
export async function mappedCategoryIds(trx: Knex, partnerId: number, limit: number): Promise<number[]> {
  const rows = await PartnerCategory.query(trx)
    .where('partner_id', partnerId)
    .where('is_mapped', true)
    .select('id')
    .orderByRaw(
      `exists (select 1 from ${PartnerCategoryMarginal.tableName} m where m.partner_category_id = ${PartnerCategory.tableName}.id) desc, id`,
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The VAT a partner's mapped categories use most (null each when none is mapped). */
export async function usualPartnerVat(
  trx: Knex,
  partnerId: number,
): Promise<{ vat: string | null; vatEt: number | null }> {
  const most = async (column: 'vat' | 'vat_et') => {
    const row = (await trx
      .withSchema(SCHEMA)
      .table('partner_categories')
      .where({ partner_id: partnerId, is_mapped: true })
      .whereNotNull(column)
      .groupBy(column)
      .orderByRaw('count(*) desc')
      .orderBy(column)
      .first(`${column} as value`)) as { value: string | number } | undefined;
    return row === undefined ? null : String(row.value);
  };
  const vatEt = await most('vat_et');
  return { vat: trimDecimal(await most('vat')), vatEt: vatEt === null ? null : Number(vatEt) };
}
