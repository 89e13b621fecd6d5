import type { ListPage, Locale, PimAttributeListQuery, PimCategoryListQuery } from '@feedhub/contracts';
import { queriesOn, type Knex } from '@feedhub/db';
import type { PimAttributeType } from '@feedhub/pim';
import { containsPattern, pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { PimAttributeCopy, PimCategoryCopy } from './pim.model';
import { SCHEMA } from '../schema';

/** Reads of the catalog's copy of the PIM's reference data (written only by pim-sync.ts). */

const table = (knex: Knex, name: string) => knex.withSchema(SCHEMA).table(name);

type CategoryQB = QueryBuilder<PimCategoryCopy, PimCategoryCopy[]>;
type AttributeQB = QueryBuilder<PimAttributeCopy, PimAttributeCopy[]>;

/** Categories: by path substring (either language) or parent; sorted by the path in the caller's language. */
function categoryList(
  locale: Locale,
): ListSpec<
  CategoryQB,
  NonNullable<PimCategoryListQuery['order']>['field'],
  NonNullable<PimCategoryListQuery['filter']>
> {
  return {
    sorts: { name: locale === 'et' ? 'path_et' : 'path_en', code: 'code', position: 'position' },
    defaultSort: { field: 'position', direction: 'asc' },
    tieBreaker: 'code',
    filters: {
      name: (qb, name) => {
        const pattern = containsPattern(name.trim());
        qb.where((w) => w.where('path_en', 'ilike', pattern).orWhere('path_et', 'ilike', pattern));
      },
      parentCode: (qb, code) => void qb.where('parent_code', code),
    },
  };
}

/** A page of PIM categories (default: in the PIM's tree order; names sorted in the caller's language). */
export async function pagePimCategoryCopies(
  knex: Knex,
  query: PimCategoryListQuery,
  locale: Locale,
): Promise<ListPage<PimCategoryCopy>> {
  return pageOf(PimCategoryCopy.query(knex), query, categoryList(locale));
}

/** Attributes: by code or label substring, or type; sorted by the label in the caller's language. */
function attributeList(
  locale: Locale,
): ListSpec<
  AttributeQB,
  NonNullable<PimAttributeListQuery['order']>['field'],
  NonNullable<PimAttributeListQuery['filter']>
> {
  return {
    sorts: { name: locale === 'et' ? 'label_et' : 'label_en', code: 'code', position: 'position' },
    defaultSort: { field: 'position', direction: 'asc' },
    tieBreaker: 'code',
    filters: {
      name: (qb, name) => {
        const pattern = containsPattern(name.trim());
        qb.where((w) =>
          w
            .where('code', 'ilike', pattern)
            .orWhere('label_en', 'ilike', pattern)
            .orWhere('label_et', 'ilike', pattern),
        );
      },
      type: (qb, type) => void qb.where('type', type),
    },
  };
}

/** A page of PIM attributes (default: in the PIM's order; labels sorted in the caller's language). */
export async function pagePimAttributeCopies(
  knex: Knex,
  query: PimAttributeListQuery,
  locale: Locale,
): Promise<ListPage<PimAttributeCopy>> {
  return pageOf(PimAttributeCopy.query(knex), query, attributeList(locale));
}

/** One attribute of the copy, or undefined. */
export async function findPimAttributeCopy(knex: Knex, code: string): Promise<PimAttributeCopy | undefined> {
  return PimAttributeCopy.query(knex).findById(code);
}

/** An option of a PIM attribute as the copy stores it. */
export interface PimAttributeOptionCopy {
  code: string;
  attribute_code: string;
  sort_order: number;
  label_en: string;
  label_et: string;
}

/** The options of one PIM attribute, in their order. */
export async function pimAttributeOptionCopies(knex: Knex, code: string): Promise<PimAttributeOptionCopy[]> {
  return (await table(knex, 'pim_attribute_options')
    .where({ attribute_code: code })
    .orderBy('sort_order')
    .select('code', 'attribute_code', 'sort_order', 'label_en', 'label_et')) as PimAttributeOptionCopy[];
}

/** The synced value of one pim_structure key (locales, channels, currencies); undefined before a sync. */
export async function pimStructureValue(knex: Knex, key: string): Promise<unknown> {
  const row = (await table(knex, 'pim_structure').where('key', key).first('value')) as
    { value: unknown } | undefined;
  return row?.value;
}

/** The copy's rows the PIM's structure is built from (pim-structure.ts), as stored. */
export interface PimStructureRows {
  categories: { code: string; parent_code: string | null }[];
  families: { code: string; attributes: string[]; attribute_as_label: string }[];
  attributes: {
    code: string;
    type: PimAttributeType;
    group_code: string;
    localizable: boolean;
    scopable: boolean;
    decimals_allowed: boolean | null;
    metric_family: string | null;
    default_metric_unit: string | null;
  }[];
  options: { attribute_code: string; code: string; sort_order: number }[];
  structure: { key: string; value: unknown }[];
}

/** Reads the rows of PimStructureRows, at once. */
export async function pimStructureRows(knex: Knex): Promise<PimStructureRows> {
  const [categories, families, attributes, options, structure] = await queriesOn(knex, [
    () => table(knex, 'pim_categories').select('code', 'parent_code'),
    () => table(knex, 'pim_families').select('code', 'attributes', 'attribute_as_label'),
    () => table(knex, 'pim_attributes').select('*').orderBy('position'),
    () => table(knex, 'pim_attribute_options').select('attribute_code', 'code', 'sort_order'),
    () => table(knex, 'pim_structure').select('key', 'value'),
  ]);
  return { categories, families, attributes, options, structure } as PimStructureRows;
}
