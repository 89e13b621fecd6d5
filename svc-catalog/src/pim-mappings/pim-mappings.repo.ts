import type {
  ListPage,
  Locale,
  PimCategoryMappingListQuery,
  PimCategoryMappingSelects,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { SCHEMA } from '../schema';
import { PimCategoryMapping } from './pim-mappings.model';

type QB = QueryBuilder<PimCategoryMapping, PimCategoryMapping[]>;

const pathColumn = (locale: Locale) => (locale === 'et' ? 'path_et' : 'path_en');

function mappingList(
  locale: Locale,
): ListSpec<
  QB,
  NonNullable<PimCategoryMappingListQuery['order']>['field'],
  NonNullable<PimCategoryMappingListQuery['filter']>
> {
  return {
    sorts: { name: `pc.${pathColumn(locale)}`, code: 'm.pim_category_code', id: 'm.id' },
    defaultSort: { field: 'name', direction: 'asc' },
    tieBreaker: 'm.id',
    filters: {
      pimCategoryName: (qb, name) => {
        const pattern = containsPattern(name);
        qb.where((w) => w.where('pc.path_en', 'ilike', pattern).orWhere('pc.path_et', 'ilike', pattern));
      },
      pimCategoryCode: (qb, code) => void qb.where('m.pim_category_code', code),
    },
  };
}

/** Mappings of the categories the PIM has now, with their path in a language. */
function mappingsQuery(trx: Knex, locale: Locale): QB {
  return PimCategoryMapping.query(trx)
    .alias('m')
    .join(`${SCHEMA}.pim_categories as pc`, 'pc.code', 'm.pim_category_code')
    .select('m.*', trx.raw('pc.?? as pim_path', [pathColumn(locale)]));
}

/** The partners whose categories map (as main category) to each of these PIM categories, by name. */
export async function partnersMappedTo(
  trx: Knex,
  codes: readonly string[],
): Promise<{ code: string; id: number; name: string }[]> {
  return (await trx
    .withSchema(SCHEMA)
    .table('partner_categories as c')
    .join('partners as p', 'p.id', 'c.partner_id')
    .whereIn('c.pim_category_code', [...codes])
    .distinct('c.pim_category_code as code', 'p.id', 'p.name')
    .orderBy('p.name')) as { code: string; id: number; name: string }[];
}

/** The saved partner order (ids, highest priority first) of each of these PIM categories that has one. */
export async function savedPriorities(trx: Knex, codes: readonly string[]): Promise<Map<string, number[]>> {
  const saved = (await PimCategoryMapping.query(trx).whereIn('pim_category_code', [
    ...codes,
  ])) as PimCategoryMapping[];
  return new Map(saved.map((m) => [m.pimCategoryCode, m.priorities]));
}

/** A page of mappings (default: by path), with their path in the caller's language. */
export async function pageMappingRows(
  trx: Knex,
  query: PimCategoryMappingListQuery,
  locale: Locale,
): Promise<ListPage<PimCategoryMapping>> {
  return pageOf(mappingsQuery(trx, locale), query, mappingList(locale));
}

/** One mapping of a category the PIM has, or undefined. */
export async function findMappingRow(
  trx: Knex,
  id: number,
  locale: Locale,
): Promise<PimCategoryMapping | undefined> {
  return mappingsQuery(trx, locale).where('m.id', id).first();
}

/** Families (id, code, label) and categories (code, path) for the screen's selects. */
export async function mappingSelects(trx: Knex, locale: Locale): Promise<PimCategoryMappingSelects> {
  const label = locale === 'et' ? 'label_et' : 'label_en';
  const families = (await trx
    .withSchema(SCHEMA)
    .table('pim_families as f')
    .join('pim_family_ids as i', 'i.code', 'f.code')
    .orderBy(`f.${label}`)
    .select('i.id', 'f.code', `f.${label} as name`)) as { id: number; code: string; name: string }[];
  const categories = (await trx
    .withSchema(SCHEMA)
    .table('pim_categories')
    .orderBy(pathColumn(locale))
    .select('code', `${pathColumn(locale)} as name`)) as { code: string; name: string }[];
  return { families, categories };
}

/** Whether the PIM copy has a family. */
export async function familyExists(trx: Knex, code: string): Promise<boolean> {
  return Boolean(await trx.withSchema(SCHEMA).table('pim_families').where({ code }).first('code'));
}

/** Saves a mapping's default family or partner order. */
export async function patchMapping(
  trx: Knex,
  id: number,
  fields: Partial<Pick<PimCategoryMapping, 'family' | 'priorities'>>,
): Promise<void> {
  await PimCategoryMapping.query(trx).findById(id).patch(fields);
}
