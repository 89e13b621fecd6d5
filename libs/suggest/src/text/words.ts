import { normalizeText, stem } from './normalize';
import { canonicalWords } from './synonyms';

/** Words that name no product type in the labels we compare (English: the links are made in English). */
const STOP = new Set(['and', 'or', 'of', 'for', 'with', 'the', 'a', 'an', 'to', 'up', 'in', 'on', 'other', 'misc']);

/** The content words of a label, canonical and stemmed ("Laptop bags" → ["laptop", "bag"]). */
export function contentStems(text: string): string[] {
  const norm = canonicalWords(normalizeText(text));
  if (norm === '') return [];
  return norm.split(' ').filter((w) => !STOP.has(w) && !/^\d+$/.test(w)).map(stem);
}

/**
 * Share of `words` found in `among` (1 when words is empty). A word is found as itself or as two
 * adjacent words written together ("smartphon" in "smart phon"); no looser: prefixes would make
 * "kettl" a "kettlebell" and "tablet" a "table".
 */
export function coverage(words: readonly string[], among: readonly string[]): number {
  if (words.length === 0) return 1;
  let found = 0;
  words.forEach((w, i) => {
    if (among.includes(w)) found += 1;
    else if (among.some((o, j) => j + 1 < among.length && w.startsWith(o) && w === o + among[j + 1])) found += 1;
    // Two words written as one on the other side ("smart phon" / "smartphon") both count.
    else if (i + 1 < words.length && among.includes(w + words[i + 1])) found += 1;
    else if (i > 0 && among.includes(words[i - 1] + w)) found += 1;
  });
  return found / words.length;
}
