import type { Pivot } from '../pivot/pivot';
import type { PimCategoryInput, PivotLinkInput } from './types';

export function suggestPivotLinks(p: Pivot, categories: PimCategoryInput[]): PivotLinkInput[] {
  void p;
  void categories;
  return [];
}
