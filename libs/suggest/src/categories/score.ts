import type { CategoryIndex } from './category-index';
import type { CategoryEvidence, ScoredCategory } from './types';

export function scoreCategory(index: CategoryIndex, evidence: CategoryEvidence, limit = 5): ScoredCategory[] {
  void index;
  void evidence;
  void limit;
  return [];
}
