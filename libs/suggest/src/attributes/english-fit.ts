import { aliasMatch, type Matchable } from './normalize';

const GENERIC = new Set([
  'name',
  'code',
  'number',
  'id',
  'type',
  'capacity',
  'speed',
  'range',
  'display',
  'size',
  'power',
  'platform',
  'installation',
  'compatibility',
  'system',
  'technology',
  'features',
  'style',
  'mode',
  'level',
  'class',
  'time',
  'rate',
  'format',
  'length',
  'width',
  'height',
  'quantity',
  'count',
]);

/**
 * How well an English name fits a PIM attribute's English names: 1 when equal; 0.85 when one's
 * words all occur in the other's and both end in the same word (English puts the head last:
 * "Energy efficiency class" ~ "Energy class", but "Screen material" is no screen size); else 0.
 */
export function englishFit(name: Matchable, target: Matchable): number {
  if (name.compact === target.compact) return 1;
  const lastA = name.words[name.words.length - 1];
  const lastB = target.words[target.words.length - 1];
  if (!lastA || lastA !== lastB) return 0;
  // One generic word ("name", "type", "capacity") is no head to hang other attributes on.
  if (target.words.length === 1 && GENERIC.has(lastB)) return 0;
  // Only a more specific name fits a more general target ("Blade material" → Material), not the reverse.
  return aliasMatch(name, target) >= 0.7 ? 0.85 : 0;
}

/** Best-fitting PIM attributes for English names: every one within 0.05 of the best fit. */
export function bestFits(
  names: Matchable[],
  targets: Map<string, Matchable[]>,
): { code: string; fit: number }[] {
  const fits: { code: string; fit: number }[] = [];
  for (const [code, own] of targets) {
    let fit = 0;
    for (const n of names) for (const t of own) fit = Math.max(fit, englishFit(n, t));
    if (fit > 0) fits.push({ code, fit });
  }
  const best = Math.max(0, ...fits.map((f) => f.fit));
  return fits.filter((f) => f.fit >= best - 0.05);
}
