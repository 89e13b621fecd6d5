import type { Pivot } from '../pivot/pivot';
import type { PimCategoryInput, PivotLinkInput } from './types';

/** The PIM's categories with their pivot links, ready for scoring (built once per sync or link change). */
export interface CategoryIndex {
  pivot: Pivot;
  categories: PimCategoryInput[];
  links: PivotLinkInput[];
}

export function buildCategoryIndex(p: Pivot, categories: PimCategoryInput[], links: PivotLinkInput[]): CategoryIndex {
  return { pivot: p, categories, links };
}
