import { commonCategory, pimPath, type CategoryIndex } from './category-index';
import { Ballot } from './evidence';
import { showPath } from './evidence';
import { pimLabelEvidence } from './pim-evidence';
import { taxonomyEvidence } from './taxonomy-evidence';
import { translatedEvidence } from './translated-evidence';

/** "TV & Heimkino", "Audio, casques et hi-fi", "Gry wideo i konsole": one level naming several types. */
const SEPARATORS = /\s*(?:,|&|\+|\/|;|\s(?:and|und|et|i|и|ja|ir|un|e|y|och|og|en|a)\s)\s*/iu;
/** Parts that name no product type of their own ("… & accessories"). */
const GENERIC =
  /^(accessor|zubeh|akcesori|аксессуар|tarvik|lisavarust|priedai|piederum|accessoir|tilbeh|tillbeh|other|misc|more|kommunikat|communicat|viestint|komunikac)/iu;
const MIN_PART_SCORE = 0.6;
/** A part matching the parts' common category this well names it: the level is that department. */
const NAMES_DEPARTMENT = 0.75;

/**
 * A leaf naming several product types is about what they have in common: each part is scored on
 * its own, and when two or more parts land on different PIM categories, their lowest common PIM
 * category gets the vote ("TV & home cinema" → TV and audio) and the parts' own categories are
 * returned, to be ranked below it. A catalogue root is never that.
 */
export function partsEvidence(index: CategoryIndex, levels: string[], ballot: Ballot): Set<number> {
  const leaf = levels[levels.length - 1] ?? '';
  const parts = leaf
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !GENERIC.test(part));
  if (parts.length < 2 || parts.length > 6) return new Set();
  const found: { category: number; score: number }[] = [];
  for (const part of parts) {
    const partLevels = [...levels.slice(0, -1), part];
    const own = new Ballot();
    taxonomyEvidence(index, partLevels, own);
    pimLabelEvidence(index, partLevels, own);
    translatedEvidence(index, partLevels, own);
    let best = { category: -1, score: 0 };
    for (const [category, votes] of own.entries()) {
      const score = Math.max(...[...votes.values()].map((v) => v.score));
      if (score > best.score) best = { category, score };
    }
    if (best.category >= 0 && best.score >= MIN_PART_SCORE) found.push(best);
  }
  const distinct = new Set(found.map((f) => f.category));
  if (distinct.size < 2) return new Set();
  const common = commonCategory(index, distinct);
  if (common < 0) return new Set();
  // A part carried to a broader category than another part ("Air fryers & deep fryers" → air fryers,
  // kitchen appliances) is not a second type: the specific one stands. Unless that part names the
  // broader category itself ("Audio, headphones & hi-fi": audio is the department).
  const broad = found.find((f) => f.category === common);
  if (broad && broad.score < NAMES_DEPARTMENT) return new Set();
  // Parts far apart in the PIM ("Toaster & pizza ovens": small and large appliances) are one type
  // loosely read, not a department: at least one part must sit right under the common category.
  if (![...distinct].some((c) => index.ancestors[c][0] === common)) return new Set();
  const score = Math.max(...found.map((f) => f.score));
  ballot.add({
    channel: 'pim',
    category: common,
    score,
    reason: { source: 'taxonomy', supplier: showPath(levels), matched: pimPath(index, common) },
  });
  // Each part's own category, and anything else below the common one, is only a part of what the
  // level names.
  const below = new Set<number>();
  index.ancestors.forEach((ancestors, category) => {
    if (ancestors.includes(common)) below.add(category);
  });
  return below;
}
