import type {
  ListPage,
  Locale,
  PimCategoryMappingListQuery,
  PimCategoryMappingRow,
  PimCategoryMappingSelects,
  PriorityItem,
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

/**
 * The partners whose categories map (as main category) to each PIM category, in priority order: the
 * saved order first, then partners not yet ordered by name. A saved partner that no longer maps
 * there drops out.
 */
export async function prioritiesOf(
  trx: Knex,
  codes: readonly string[],
): Promise<Map<string, PriorityItem[]>> {
  if (!codes.length) return new Map();
  const partners = (await trx
    .withSchema(SCHEMA)
    .table('partner_categories as c')
    .join('partners as p', 'p.id', 'c.partner_id')
    .whereIn('c.pim_category_code', [...codes])
    .distinct('c.pim_category_code as code', 'p.id', 'p.name')
    .orderBy('p.name')) as { code: string; id: number; name: string }[];
  const saved = (await PimCategoryMapping.query(trx).whereIn('pim_category_code', [
    ...codes,
  ])) as PimCategoryMapping[];
  const order = new Map(saved.map((m) => [m.pimCategoryCode, m.priorities]));
  const out = new Map<string, PriorityItem[]>();
  for (const code of codes) {
    const mapping = partners.filter((p) => p.code === code).map(({ id, name }) => ({ id, name }));
    const rank = order.get(code) ?? [];
    const position = (id: number) => (rank.includes(id) ? rank.indexOf(id) : rank.length);
    out.set(
      code,
      // Stable sort: unranked partners keep their name order after the ranked ones.
      [...mapping].sort((a, b) => position(a.id) - position(b.id)),
    );
  }
  return out;
}

/** A row as the screen shows it. */
async function present(trx: Knex, rows: PimCategoryMapping[]): Promise<PimCategoryMappingRow[]> {
  const priorities = await prioritiesOf(
    trx,
    rows.map((r) => r.pimCategoryCode),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.pimCategoryCode,
    name: r.pimPath ?? r.pimCategoryCode,
    family: r.family,
    priorities: priorities.get(r.pimCategoryCode) ?? [],
  }));
}

/** A page of mappings (default: by path). */
export async function pageMappings(
  trx: Knex,
  query: PimCategoryMappingListQuery,
  locale: Locale,
): Promise<ListPage<PimCategoryMappingRow>> {
  const page = await pageOf(mappingsQuery(trx, locale), query, mappingList(locale));
  return { total: page.total, rows: await present(trx, page.rows) };
}

/** One mapping of a category the PIM has, or undefined. */
export async function findMapping(
  trx: Knex,
  id: number,
  locale: Locale,
): Promise<PimCategoryMappingRow | undefined> {
  const row = await mappingsQuery(trx, locale).where('m.id', id).first();
  return row ? (await present(trx, [row]))[0] : undefined;
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
