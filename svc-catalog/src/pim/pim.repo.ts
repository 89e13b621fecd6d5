import type {
  ListPage,
  Locale,
  PimAttributeListQuery,
  PimAttributeOptionRow,
  PimAttributeRow,
  PimCategoryListQuery,
  PimCategoryRow,
} from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { AppError, containsPattern } from '@feedhub/service-kit';
import { SCHEMA } from '../schema';

/**
 * Reads of the catalog's copy of the PIM's reference data. Plain knex (no objection models): the rows
 * are read-only here, written only by the sync (pim-sync.ts).
 */

const table = (knex: Knex, name: string) => knex.withSchema(SCHEMA).table(name);
const labels = (row: { label_en: string; label_et: string }) => ({ en: row.label_en, et: row.label_et });

type Order = { field: string; direction: 'asc' | 'desc' };

/** Applies page and order; the total counts the filtered rows. */
async function paged<R>(
  query: Knex.QueryBuilder,
  page: { page: number; perPage: number },
  order: Order,
  columns: Record<string, string>,
): Promise<{ rows: R[]; total: number }> {
  const [{ count }] = await query.clone().clearSelect().count<{ count: string | number }[]>('* as count');
  const rows = (await query
    .orderBy(columns[order.field], order.direction)
    .orderBy('code', 'asc')
    .offset((page.page - 1) * page.perPage)
    .limit(page.perPage)) as R[];
  return { rows, total: Number(count) };
}

interface CategoryRecord {
  code: string;
  parent_code: string | null;
  label_en: string;
  label_et: string;
  path_en: string;
  path_et: string;
}

/** A page of PIM categories (default: in the PIM's tree order). */
export async function pagePimCategories(
  knex: Knex,
  query: PimCategoryListQuery,
  locale: Locale,
): Promise<ListPage<PimCategoryRow>> {
  const qb = table(knex, 'pim_categories').select(
    'code',
    'parent_code',
    'label_en',
    'label_et',
    'path_en',
    'path_et',
  );
  const name = query.filter?.name?.trim();
  if (name)
    qb.where(
      (w) =>
        void w
          .where('path_en', 'ilike', containsPattern(name))
          .orWhere('path_et', 'ilike', containsPattern(name)),
    );
  if (query.filter?.parentCode) qb.where('parent_code', query.filter.parentCode);
  const { rows, total } = await paged<CategoryRecord>(
    qb,
    query,
    query.order ?? { field: 'position', direction: 'asc' },
    {
      name: locale === 'et' ? 'path_et' : 'path_en',
      code: 'code',
      position: 'position',
    },
  );
  return {
    total,
    rows: rows.map((row) => ({
      code: row.code,
      parentCode: row.parent_code,
      name: locale === 'et' ? row.label_et : row.label_en,
      path: locale === 'et' ? row.path_et : row.path_en,
      labels: labels(row),
    })),
  };
}

interface AttributeRecord {
  code: string;
  type: string;
  group_code: string;
  localizable: boolean;
  scopable: boolean;
  decimals_allowed: boolean | null;
  metric_family: string | null;
  default_metric_unit: string | null;
  label_en: string;
  label_et: string;
}

/** A page of PIM attributes (default: in the PIM's order). */
export async function pagePimAttributes(
  knex: Knex,
  query: PimAttributeListQuery,
  locale: Locale,
): Promise<ListPage<PimAttributeRow>> {
  const qb = table(knex, 'pim_attributes').select('*');
  const name = query.filter?.name?.trim();
  if (name)
    qb.where(
      (w) =>
        void w
          .where('code', 'ilike', containsPattern(name))
          .orWhere('label_en', 'ilike', containsPattern(name))
          .orWhere('label_et', 'ilike', containsPattern(name)),
    );
  if (query.filter?.type) qb.where('type', query.filter.type);
  const { rows, total } = await paged<AttributeRecord>(
    qb,
    query,
    query.order ?? { field: 'position', direction: 'asc' },
    {
      name: locale === 'et' ? 'label_et' : 'label_en',
      code: 'code',
      position: 'position',
    },
  );
  return {
    total,
    rows: rows.map((row) => ({
      code: row.code,
      type: row.type,
      group: row.group_code,
      name: locale === 'et' ? row.label_et : row.label_en,
      localizable: row.localizable,
      scopable: row.scopable,
      decimalsAllowed: row.decimals_allowed,
      metricFamily: row.metric_family,
      defaultMetricUnit: row.default_metric_unit,
      labels: labels(row),
    })),
  };
}

/** The options of one PIM attribute, in their order; an unknown attribute is 404 pim_attribute_not_found. */
export async function pimAttributeOptions(
  knex: Knex,
  code: string,
  locale: Locale,
): Promise<PimAttributeOptionRow[]> {
  const attribute = await table(knex, 'pim_attributes').where({ code }).first('code');
  if (!attribute) throw new AppError('pim_attribute_not_found', { code });
  const rows = (await table(knex, 'pim_attribute_options')
    .where({ attribute_code: code })
    .orderBy('sort_order')
    .select('code', 'attribute_code', 'sort_order', 'label_en', 'label_et')) as {
    code: string;
    attribute_code: string;
    sort_order: number;
    label_en: string;
    label_et: string;
  }[];
  return rows.map((row) => ({
    code: row.code,
    attribute: row.attribute_code,
    sortOrder: row.sort_order,
    name: locale === 'et' ? row.label_et : row.label_en,
    labels: labels(row),
  }));
}
