import type { Knex } from '@feedhub/db';
import {
  checkReferenceData,
  PIM_SELECT_TYPES,
  readAll,
  type PimAdapter,
  type PimCategory,
  type PimReferenceData,
} from '@feedhub/pim';
import { JobFailure } from '@feedhub/service-kit';
import { SCHEMA } from '../schema';

/** What a sync copied. */
export interface PimSyncCounts {
  categories: number;
  families: number;
  attributes: number;
  options: number;
}

/** Rows inserted per statement (PostgreSQL takes at most 65,535 bind parameters). */
const INSERT_ROWS = 500;

/** Reads all the reference data of a PIM. */
export async function readReferenceData(pim: PimAdapter): Promise<PimReferenceData> {
  const attributes = await readAll(pim.attributes());
  const options = [];
  for (const attribute of attributes)
    if (PIM_SELECT_TYPES.includes(attribute.type))
      options.push(...(await readAll(pim.attributeOptions(attribute.code))));
  return {
    categories: await readAll(pim.categories()),
    families: await readAll(pim.families()),
    attributes,
    options,
    locales: await pim.locales(),
    channels: await pim.channels(),
    currencies: await pim.currencies(),
  };
}

/** Each category's labels from its tree's root, joined (" / "), per language. */
function categoryPaths(categories: readonly PimCategory[]): Map<string, { en: string; et: string }> {
  const byCode = new Map(categories.map((category) => [category.code, category]));
  const paths = new Map<string, { en: string; et: string }>();
  const pathOf = (category: PimCategory): { en: string; et: string } => {
    const known = paths.get(category.code);
    if (known) return known;
    const parent = category.parent ? byCode.get(category.parent) : undefined;
    // Roots (the tree's own name) are left out: "Computers / Laptops", not "Electronics catalogue / …".
    const above = parent?.parent ? pathOf(parent) : null;
    const path = above
      ? { en: `${above.en} / ${category.labels.en}`, et: `${above.et} / ${category.labels.et}` }
      : { en: category.labels.en, et: category.labels.et };
    paths.set(category.code, path);
    return path;
  };
  for (const category of categories) pathOf(category);
  return paths;
}

/**
 * Replaces the catalog's copy of the PIM's reference data with what the PIM holds now, in one
 * transaction: readers see the old copy or the new one, never half. Data that does not hold together
 * (checkReferenceData) changes nothing and fails the sync with its first problems.
 */
export async function syncPimReference(knex: Knex, pim: PimAdapter): Promise<PimSyncCounts> {
  const data = await readReferenceData(pim);
  const problems = checkReferenceData(data);
  if (problems.length)
    throw new JobFailure('pim_reference_invalid', {
      count: problems.length,
      first: problems
        .slice(0, 5)
        .map((problem) => `${problem.kind} ${problem.code}`)
        .join(', '),
    });
  const paths = categoryPaths(data.categories);
  const now = new Date().toISOString();
  const table = (trx: Knex, name: string) => trx.withSchema(SCHEMA).table(name);
  await knex.transaction(async (trx) => {
    // One sync at a time (two syncPim jobs, or two replicas seeding): the second waits, then replaces.
    await trx.raw('lock table ??.pim_categories in share row exclusive mode', [SCHEMA]);
    for (const name of [
      'pim_attribute_options',
      'pim_attributes',
      'pim_families',
      'pim_categories',
      'pim_structure',
    ])
      await table(trx, name).del();
    await table(trx, 'pim_structure').insert(
      (['locales', 'channels', 'currencies'] as const).map((key) => ({
        key,
        value: JSON.stringify(data[key]),
        synced_at: now,
      })),
    );
    const insert = async (name: string, rows: Record<string, unknown>[]) => {
      for (let start = 0; start < rows.length; start += INSERT_ROWS)
        await table(trx, name).insert(rows.slice(start, start + INSERT_ROWS));
    };
    await insert(
      'pim_categories',
      data.categories.map((category, position) => ({
        code: category.code,
        parent_code: category.parent,
        label_en: category.labels.en,
        label_et: category.labels.et,
        path_en: paths.get(category.code)!.en,
        path_et: paths.get(category.code)!.et,
        position,
        synced_at: now,
      })),
    );
    await insert(
      'pim_families',
      data.families.map((family) => ({
        code: family.code,
        label_en: family.labels.en,
        label_et: family.labels.et,
        attributes: JSON.stringify(family.attributes),
        attribute_as_label: family.attributeAsLabel,
        synced_at: now,
      })),
    );
    await insert(
      'pim_attributes',
      data.attributes.map((attribute, position) => ({
        code: attribute.code,
        type: attribute.type,
        group_code: attribute.group,
        localizable: attribute.localizable,
        scopable: attribute.scopable,
        decimals_allowed: attribute.decimalsAllowed,
        metric_family: attribute.metricFamily,
        default_metric_unit: attribute.defaultMetricUnit,
        label_en: attribute.labels.en,
        label_et: attribute.labels.et,
        position,
        synced_at: now,
      })),
    );
    await insert(
      'pim_attribute_options',
      data.options.map((option) => ({
        attribute_code: option.attribute,
        code: option.code,
        sort_order: option.sortOrder,
        label_en: option.labels.en,
        label_et: option.labels.et,
        synced_at: now,
      })),
    );
    // Families keep their integer id across syncs; every category gets a mapping row once.
    await trx.raw(
      `insert into ??.pim_family_ids (code) select code from ??.pim_families order by code on conflict do nothing`,
      [SCHEMA, SCHEMA],
    );
    await trx.raw(
      `insert into ??.pim_category_mappings (pim_category_code) select code from ??.pim_categories order by position
       on conflict do nothing`,
      [SCHEMA, SCHEMA],
    );
  });
  return {
    categories: data.categories.length,
    families: data.families.length,
    attributes: data.attributes.length,
    options: data.options.length,
  };
}

/**
 * The first copy, on a catalog that has none (a fresh start): the reference data is there before
 * anyone opens a mapping screen, without waiting for a syncPim job.
 */
export async function seedPimReference(knex: Knex, pim: PimAdapter): Promise<PimSyncCounts | null> {
  const any = await knex.withSchema(SCHEMA).table('pim_categories').first('code');
  return any ? null : syncPimReference(knex, pim);
}
