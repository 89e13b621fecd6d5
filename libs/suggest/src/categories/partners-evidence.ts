import { labelKey } from '../text/label-index';
import type { CategoryIndex } from './category-index';
import type { Ballot } from './evidence';
import { showPath } from './evidence';
import type { CategoryEvidence } from './types';

type Mapped = NonNullable<CategoryEvidence['mapped']>[number];

const MAX_MAPPED = 2000;

/** The words of a whole path, for comparing where two namesakes sit ("iPhone 12 › Akku" vs "iPhone 13 › Akku"). */
function pathWords(path: readonly string[]): Set<string> {
  return new Set(path.flatMap((level) => labelKey(level).split(' ')).filter(Boolean));
}

/** A mapped row's path ending with its own name (whether or not the caller included it). */
function fullPath(m: Mapped): string[] {
  const path = Array.isArray(m.path) ? m.path.filter((l) => typeof l === 'string') : [];
  const name = typeof m.name === 'string' ? m.name : '';
  return path.length > 0 && labelKey(path[path.length - 1]) === labelKey(name) ? path : [...path, name];
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let common = 0;
  for (const w of a) if (b.has(w)) common += 1;
  return common / (a.size + b.size - common);
}

/**
 * Mappings already made: this partner's namesakes (a row named like rows already mapped alike) and
 * other partners' categories with the same name or path. Agreement grows with the number of rows
 * mapped alike and shrinks when they disagree; a same-named row of another partner counts less than
 * this partner's own namesakes, whose naming habits are the same.
 */
export function partnersEvidence(index: CategoryIndex, levels: string[], mapped: readonly Mapped[], ballot: Ballot): void {
  if (levels.length === 0 || mapped.length === 0) return;
  const leafKey = labelKey(levels[levels.length - 1]);
  const words = pathWords(levels);
  const tally = new Map<number, { weight: number; count: number; best: number; example: Mapped }>();
  let total = 0;
  for (const m of mapped.slice(0, MAX_MAPPED)) {
    if (!m || !Array.isArray(m.codes) || m.codes.length === 0) continue;
    const full = fullPath(m);
    const sameName = labelKey(m.name ?? '') === leafKey && leafKey !== '';
    const where = jaccard(words, pathWords(full));
    let sim = sameName ? 0.75 + 0.25 * where : where >= 0.6 ? where * 0.8 : 0;
    if (!m.samePartner) sim *= 0.9;
    if (sim <= 0) continue;
    total += sim;
    for (const code of m.codes) {
      const category = index.byCode.get(code);
      if (category === undefined) continue;
      const t = tally.get(category) ?? { weight: 0, count: 0, best: 0, example: m };
      t.weight += sim;
      t.count += 1;
      if (sim > t.best) {
        t.best = sim;
        t.example = m;
      }
      tally.set(category, t);
    }
  }
  for (const [category, t] of tally) {
    const agreement = t.weight / total;
    const many = t.count / (t.count + 0.6);
    const example = t.example;
    ballot.add({
      channel: 'partners',
      category,
      score: t.best * agreement * many,
      reason: { source: 'partners', supplier: showPath(levels), matched: showPath(fullPath(example)), count: t.count },
    });
  }
}
