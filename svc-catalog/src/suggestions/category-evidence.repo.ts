import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** Titles of its own products a category's suggestion reads (DESIGN §5: "Misc" of "Galaxy Tab S9" is tablets). */
export const TITLES_PER_CATEGORY = 50;

/** A partner category as the scorer reads it. */
export interface CategoryToScore {
  id: number;
  partnerId: number;
  code: string;
  name: string;
  path: string[];
  isMapped: boolean;
}

/** A mapped category (any partner) as evidence. */
export interface MappedCategory {
  id: number;
  partnerId: number;
  name: string;
  path: string[];
  codes: string[];
}

const asArray = (value: unknown): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
};

/** A partner's categories (all, or those ids). */
export async function categoriesToScore(
  knex: Knex,
  partnerId: number,
  ids?: readonly number[],
): Promise<CategoryToScore[]> {
  const qb = knex
    .withSchema(SCHEMA)
    .table('partner_categories')
    .where('partner_id', partnerId)
    .orderBy('id')
    .select('id', 'partner_id', 'code', 'name', 'path', 'is_mapped');
  if (ids) qb.whereIn('id', [...ids]);
  const rows = (await qb) as {
    id: number;
    partner_id: number;
    code: string;
    name: string;
    path: unknown;
    is_mapped: boolean;
  }[];
  return rows.map((r) => ({
    id: r.id,
    partnerId: r.partner_id,
    code: r.code,
    name: r.name,
    path: asArray(r.path),
    isMapped: r.is_mapped,
  }));
}

/** Up to TITLES_PER_CATEGORY product titles per category of a partner (all its categories, or those ids). */
export async function productTitles(
  knex: Knex,
  partnerId: number,
  ids?: readonly number[],
): Promise<Map<number, string[]>> {
  const only = ids ? 'and p.category_id = any(?::int[])' : '';
  const rows = (
    await knex.raw<{ rows: { category_id: number; name: string }[] }>(
      `select category_id, name from (
         select p.category_id, left(p.name, 300) as name,
                row_number() over (partition by p.category_id order by p.id) as n
         from ${SCHEMA}.partner_products p
         where p.partner_id = ? and p.category_id is not null and p.name is not null ${only}
       ) t where n <= ?`,
      ids ? [partnerId, [...ids], TITLES_PER_CATEGORY] : [partnerId, TITLES_PER_CATEGORY],
    )
  ).rows;
  const titles = new Map<number, string[]>();
  for (const row of rows) {
    const list = titles.get(row.category_id) ?? [];
    list.push(row.name);
    titles.set(row.category_id, list);
  }
  return titles;
}

/**
 * The Google product category a feed carried for each category's products (the most common one):
 * Google Merchant feeds keep its number as the product attribute `google_product_category` when the
 * shop's product type names the category.
 */
export async function googleCategories(
  knex: Knex,
  partnerId: number,
  ids?: readonly number[],
): Promise<Map<number, string>> {
  const only = ids ? 'and p.category_id = any(?::int[])' : '';
  const rows = (
    await knex.raw<{ rows: { category_id: number; google: string }[] }>(
      `select distinct on (category_id) category_id, google from (
         select p.category_id,
                left(case jsonb_typeof(p.attributes->'google_product_category'->'value')
                       when 'array' then p.attributes->'google_product_category'->'value'->>0
                       else p.attributes->'google_product_category'->>'value' end, 500) as google
         from ${SCHEMA}.partner_products p
         where p.partner_id = ? and p.category_id is not null
           and p.attributes->'google_product_category' is not null ${only}
       ) t where google is not null and google <> ''
       group by category_id, google order by category_id, count(*) desc, google`,
      ids ? [partnerId, [...ids]] : [partnerId],
    )
  ).rows;
  return new Map(rows.map((r) => [r.category_id, r.google]));
}

/** The feed class of a partner (a Google Merchant feed's numeric category code is Google's id). */
export async function partnerFeedClass(knex: Knex, partnerId: number): Promise<string | null> {
  const row = (await knex.withSchema(SCHEMA).table('partners').where('id', partnerId).first('class_name')) as
    { class_name: string } | undefined;
  return row?.class_name ?? null;
}

/**
 * A fingerprint of every mapped category (count and a hash of partner, name, path and codes): equal
 * fingerprints mean the same mapped categories, so their word index can be kept between requests.
 */
export async function mappedFingerprint(knex: Knex): Promise<string> {
  const row = (
    await knex.raw<{ rows: { n: number; h: string }[] }>(
      // mapping_hash: hashtext of partner, name, path and PIM category, stored by PostgreSQL.
      `select count(*)::int as n, coalesce(sum(mapping_hash::bigint), 0)::text as h
       from ${SCHEMA}.partner_categories where is_mapped and pim_category is not null`,
    )
  ).rows[0];
  return row ? `${row.n}:${row.h}` : '0:0';
}

/** Every mapped category of every partner (the scorer's "partners" evidence). */
export async function mappedCategories(knex: Knex): Promise<MappedCategory[]> {
  const rows = (await knex
    .withSchema(SCHEMA)
    .table('partner_categories')
    .where('is_mapped', true)
    .whereNotNull('pim_category')
    .select('id', 'partner_id', 'name', 'path', 'pim_category')) as {
    id: number;
    partner_id: number;
    name: string;
    path: unknown;
    pim_category: unknown;
  }[];
  return rows.map((r) => ({
    id: r.id,
    partnerId: r.partner_id,
    name: r.name,
    path: asArray(r.path),
    codes: asArray(r.pim_category),
  }));
}

/** The PIM's categories as the scorer's index reads them. */
export async function pimCategoriesForIndex(
  knex: Knex,
): Promise<{ code: string; parent: string | null; labels: { en: string; et: string } }[]> {
  const rows = (await knex
    .withSchema(SCHEMA)
    .table('pim_categories')
    .orderBy('position')
    .select('code', 'parent_code', 'label_en', 'label_et')) as {
    code: string;
    parent_code: string | null;
    label_en: string;
    label_et: string;
  }[];
  return rows.map((r) => ({
    code: r.code,
    parent: r.parent_code,
    labels: { en: r.label_en, et: r.label_et },
  }));
}
