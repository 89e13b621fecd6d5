import { pimPath, type CategoryIndex } from './category-index';
import type { Ballot } from './evidence';
import { showPath } from './evidence';
import { contextOf, matchLevels } from './segments';

const LEVEL_WEIGHTS = [1, 0.66];
const MIN_SIM = 0.45;

/**
 * The supplier's path against the PIM's own labels (English and Estonian): what carries Estonian,
 * which the pivot lacks, and English or international words ("Monitore", "Gaming") in any feed.
 */
export function pimLabelEvidence(index: CategoryIndex, levels: string[], ballot: Ballot): void {
  const matches = matchLevels(levels, index.pimLabels, (doc) => index.pimLabelCategories[doc], MIN_SIM, 20);
  const leaf = levels.length - 1;
  for (let up = 0; up < LEVEL_WEIGHTS.length && leaf - up >= 0; up++) {
    const level = leaf - up;
    for (const [category, sim] of matches[level]) {
      const context = level === 0 ? 0.5 : contextOf(matches, level, index.ancestors[category]);
      ballot.add({
        channel: 'pim',
        category,
        score: LEVEL_WEIGHTS[up] * sim * (0.8 + 0.2 * context),
        reason: { source: 'taxonomy', supplier: showPath(levels.slice(0, level + 1)), matched: pimPath(index, category) },
      });
    }
  }
}
