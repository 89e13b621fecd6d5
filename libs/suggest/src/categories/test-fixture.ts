import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { buildCategoryIndex, type CategoryIndex } from './category-index';
import { suggestPivotLinks } from './links';
import { pivot } from '../pivot/load';
import type { PimCategoryInput } from './types';

/** The embedded PIM's categories as the scorer takes them. */
export const EMBEDDED_CATEGORIES: PimCategoryInput[] = EMBEDDED_TAXONOMY.categories.map((c) => ({
  code: c.code,
  parent: c.parent,
  labels: c.labels,
}));

let shared: CategoryIndex | null = null;

/** The index of the embedded PIM with its automatic links (built once per test file). */
export function embeddedIndex(): CategoryIndex {
  shared ??= buildCategoryIndex(
    pivot(),
    EMBEDDED_CATEGORIES,
    suggestPivotLinks(pivot(), EMBEDDED_CATEGORIES),
  );
  return shared;
}
