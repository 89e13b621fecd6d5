import type { Knex } from '@feedhub/db';
import { buildCategoryIndex, pivot, type CategoryIndex } from '@feedhub/suggest';
import { pimCategoriesForIndex } from './category-evidence.repo';
import { pivotLinks } from './pivot-links.repo';

/** The scorer's index of the PIM's categories and their pivot links, for one basis version. */
export interface CachedCategoryIndex {
  basis: number;
  index: CategoryIndex;
  /** The PIM category codes it holds (a suggestion of another code is never given). */
  codes: Set<string>;
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
    return {
      basis,
      index: buildCategoryIndex(pivot(), categories, links),
      codes: new Set(categories.map((c) => c.code)),
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
