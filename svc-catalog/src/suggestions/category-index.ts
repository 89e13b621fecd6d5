import type { Knex } from '@feedhub/db';
import type { Locale } from '@feedhub/contracts';
import {
  buildCategoryIndex,
  pimPath,
  pivot,
  type CategoryIndex,
  type PimCategoryInput,
} from '@feedhub/suggest';
import { pimCategoriesForIndex } from './category-evidence.repo';
import { pivotLinks } from './pivot-links.repo';

/** The scorer's index of the PIM's categories and their pivot links, for one basis version. */
export interface CachedCategoryIndex {
  basis: number;
  index: CategoryIndex;
  /** The PIM category codes it holds (a suggestion of another code is never given). */
  codes: Set<string>;
  /**
   * A PIM path as the scorer's reasons name it (English labels from the tree's root) → the same path
   * in each language as the screens show it (from below the root), so a reason reads in the caller's language.
   */
  pimPaths: Map<string, Record<Locale, string>>;
}

/** Each category's path as the scorer names it → its path per language, the tree's root left out. */
function localizedPimPaths(index: CategoryIndex, categories: readonly PimCategoryInput[]) {
  const byCode = new Map(categories.map((c) => [c.code, c]));
  const pathIn = (i: number, locale: Locale) => {
    const chain = [index.categories[i]!, ...index.ancestors[i]!.map((a) => index.categories[a]!)].reverse();
    const shown = chain.length > 1 ? chain.slice(1) : chain;
    return shown.map((c) => byCode.get(c.code)?.labels[locale] || c.labels.en || c.code).join(' › ');
  };
  return new Map(
    index.categories.map((_, i) => [pimPath(index, i), { en: pathIn(i, 'en'), et: pathIn(i, 'et') }]),
  );
}

let cached: Promise<CachedCategoryIndex> | null = null;
let cachedBasis = -1;

/**
 * The index for a basis version, built once per version and kept in the process: a PIM sync or a
 * link edit bumps the version (in the database, so every process of a cluster sees it), and the next
 * caller builds the new one.
 */
export function categoryIndexFor(knex: Knex, basis: number): Promise<CachedCategoryIndex> {
  if (cached && cachedBasis === basis) return cached;
  cachedBasis = basis;
  const building = (async () => {
    const categories = await pimCategoriesForIndex(knex);
    const links = await pivotLinks(knex);
    const index = buildCategoryIndex(pivot(), categories, links);
    return {
      basis,
      index,
      codes: new Set(categories.map((c) => c.code)),
      pimPaths: localizedPimPaths(index, categories),
    };
  })();
  cached = building;
  // A failed build is not kept: the next caller tries again.
  building.catch(() => {
    if (cached === building) {
      cached = null;
      cachedBasis = -1;
    }
  });
  return building;
}
