import { carry, type CategoryIndex } from './category-index';
import type { Ballot } from './evidence';
import { showPath } from './evidence';
import { contextOf, matchLevels } from './segments';

/**
 * The leaf counts fully; a level above it stands in for it at a discount that keeps it below the
 * confident threshold on its own ("Frontlader" under "Waschmaschinen" is a washing machine, likely
 * but not certainly: the leaf was not understood).
 */
const LEVEL_WEIGHTS = [1, 0.66, 0.5];
/** Levels whose best match is below this say nothing. */
export const MIN_LABEL_SIM = 0.38;

export interface PathMatch {
  /** Best pivot match of the path (any node, linked or not): how well the pivot understood it. */
  bestNode: number;
  bestScore: number;
  /** Best score among nodes that carry to no PIM category: "the pivot knows this, the PIM has nothing for it". */
  unlinkedScore: number;
}

/**
 * The supplier's path against the pivot's labels in every language: each level is matched, the leaf
 * weighing most and the levels above giving context (their similarity to the node's ancestors);
 * every matched node is carried to the PIM categories linked to it or to its nearest linked ancestor.
 */
export function taxonomyEvidence(
  index: CategoryIndex,
  levels: string[],
  ballot: Ballot,
  source: 'taxonomy' | 'google_category' = 'taxonomy',
  weight = 1,
): PathMatch {
  const p = index.pivot;
  const { index: labels, nodesOf } = p.labels();
  const matches = matchLevels(levels, labels, nodesOf, MIN_LABEL_SIM);
  const leaf = levels.length - 1;
  const result: PathMatch = { bestNode: -1, bestScore: 0, unlinkedScore: 0 };
  for (let up = 0; up < LEVEL_WEIGHTS.length && leaf - up >= 0; up++) {
    const level = leaf - up;
    for (const [node, sim] of matches[level]) {
      const ancestors = p.lineage(node).slice(0, -1);
      const context = level === 0 ? 0.5 : contextOf(matches, level, ancestors);
      const score = weight * LEVEL_WEIGHTS[up] * sim * (0.7 + 0.3 * context);
      if (score > result.bestScore) {
        result.bestScore = score;
        result.bestNode = node;
      }
      const carried = carry(index, node);
      if (
        carried.length === 0 ||
        carried.every((c) => c.via !== node && p.depthAt(node) - p.depthAt(c.via) > 1)
      ) {
        result.unlinkedScore = Math.max(result.unlinkedScore, score);
      }
      for (const c of carried) {
        ballot.add({
          channel: source === 'taxonomy' ? 'pivot' : 'google',
          category: c.category,
          score: score * c.weight,
          reason: {
            source,
            supplier: showPath(levels.slice(0, level + 1)),
            matched: (p.pathOf(p.idAt(node)) ?? []).join(' › '),
          },
        });
      }
    }
  }
  return result;
}
