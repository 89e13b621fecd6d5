import type { Knex } from '@feedhub/db';
import {
  checkReferenceData,
  PIM_SELECT_TYPES,
  readAll,
  type PimAdapter,
  type PimCategory,
  type PimReferenceData,
} from '@feedhub/pim';
import { JobFailure } from '@feedhub/jobs';
import {
  addFamilyIdsAndCategoryMappings,
  clearPimReference,
  hasPimReference,
  insertPimReferenceRows,
  lockPimReference,
} from './pim-sync.repo';
import { referenceRows } from './pim-reference-rows';
import { relinkPimCategories } from '../suggestions/pivot-links.domain';

/** What a sync copied. */
export interface PimSyncCounts {
  categories: number;
  families: number;
  attributes: number;
  options: number;
}

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

/** Runs a write in a transaction: a job's fenced one (`run.transaction`), or a plain one at a first start. */
export type ReferenceWrite = <T>(work: (trx: Knex.Transaction) => Promise<T>) => Promise<T>;

/**
 * Replaces the catalog's copy of the PIM's reference data with what the PIM holds now, in one
 * transaction (`write`: the syncPim job's is fenced): readers see the old copy or the new one, never
 * half. Data that does not hold together (checkReferenceData) changes nothing and fails the sync with
 * its first problems.
 */
export async function syncPimReference(
  knex: Knex,
  pim: PimAdapter,
  write: ReferenceWrite = (work) => knex.transaction(work),
): Promise<PimSyncCounts> {
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
  const rows = referenceRows(data, categoryPaths(data.categories), new Date().toISOString());
  await write(async (trx) => {
    await lockPimReference(trx);
    await clearPimReference(trx);
    for (const [name, tableRows] of rows) await insertPimReferenceRows(trx, name, tableRows);
    await addFamilyIdsAndCategoryMappings(trx);
  });
  // After the commit: the PIM's categories linked to the pivot anew (manual links kept), basis bumped.
  await write((trx) => relinkPimCategories(trx));
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
  return (await hasPimReference(knex)) ? null : syncPimReference(knex, pim);
}
