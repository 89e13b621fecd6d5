/**
 * How alike two supplier names are, for mapping suggestions: 1 for the same name (any case, accents
 * and punctuation aside), else the Dice coefficient of their character trigrams (what PostgreSQL's
 * pg_trgm measures; PGlite has no pg_trgm, so it is computed here over the few thousand names a
 * suggestion compares).
 */

/** Lower case, accents off, punctuation to spaces, single spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The trigrams of each word, padded as pg_trgm pads them. */
function trigrams(normalized: string): Set<string> {
  const out = new Set<string>();
  for (const word of normalized.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** 0..1: 1 for equal names after normalising. */
export function nameSimilarity(a: string, b: string): number {
  const na = normalizeName(a);
  const nb = normalizeName(b);
  if (!na || !nb) return 0;
  if (na === nb) return 1;
  const ta = trigrams(na);
  const tb = trigrams(nb);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return (2 * shared) / (ta.size + tb.size);
}

/** Below this a name is not "similar". */
export const SIMILARITY_THRESHOLD = 0.45;

/** A candidate for a suggestion: a target another partner mapped a name to. */
export interface MappedName {
  /** The other partner's name for the thing (category or attribute). */
  name: string;
  /** The target codes it maps to. */
  codes: readonly string[];
}

/** A ranked suggestion: the target code, its best score, how many names map there, the best name. */
export interface RankedTarget {
  code: string;
  score: number;
  uses: number;
  example: string;
}

/**
 * Ranks the targets that like-named things map to: best score first, then most uses. Each mapped
 * thing votes for all its codes with its score (`scoreOf`, 0..1; below the threshold it does not vote).
 */
export function rankTargets<T extends MappedName>(
  mapped: readonly T[],
  scoreOf: (candidate: T) => number,
  limit = 5,
): RankedTarget[] {
  const byCode = new Map<string, RankedTarget>();
  for (const candidate of mapped) {
    const score = scoreOf(candidate);
    if (score < SIMILARITY_THRESHOLD) continue;
    for (const code of new Set(candidate.codes)) {
      const known = byCode.get(code);
      if (!known) byCode.set(code, { code, score, uses: 1, example: candidate.name });
      else {
        known.uses++;
        if (score > known.score) Object.assign(known, { score, example: candidate.name });
      }
    }
  }
  return [...byCode.values()]
    .sort((a, b) => b.score - a.score || b.uses - a.uses || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map((t) => ({ ...t, score: Math.round(t.score * 100) / 100 }));
}
