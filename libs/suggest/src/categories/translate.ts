import type { Pivot } from '../pivot/pivot';
import { normalizeText } from '../text/normalize';
import { canonicalWords } from '../text/synonyms';
import { contentStems } from '../text/words';

/** A translation needs this share of the labels a word appears in to agree on the English word. */
const MIN_SHARE = 0.45;
const MAX_CACHE = 50_000;
const cache = new Map<string, string[]>();

/**
 * A supplier word in English, learnt from the pivot's parallel labels: the English words shared by
 * most labels the word appears in ("graczy" is in "Komputery dla graczy", "Krzesła dla graczy"…,
 * whose English labels share "gaming"). No dictionary: every language the pivot has works alike.
 */
export function englishOf(p: Pivot, word: string): string[] {
  const known = cache.get(word);
  if (known) return known;
  const { index, nodesOf } = p.labels();
  const weights = new Map<string, number>();
  let total = 0;
  for (const hit of index.query(word, 24, 0.6, true)) {
    // A label that is the word itself, or contains it among few others, says the most.
    const nodes = nodesOf(hit.doc);
    const stems = new Set<string>();
    for (let i = 0; i < nodes.length && i < 5; i++) for (const s of contentStems(p.labelAt(nodes[i], 'en'))) stems.add(s);
    if (stems.size === 0) continue;
    total += hit.sim;
    for (const s of stems) weights.set(s, (weights.get(s) ?? 0) + hit.sim);
  }
  const out = total === 0 ? [] : [...weights].filter(([, w]) => w / total >= MIN_SHARE).map(([s]) => s);
  if (cache.size >= MAX_CACHE) cache.clear();
  cache.set(word, out);
  return out;
}

/** A level's words in English: each word's own stem plus what the pivot says it means. */
export function englishWords(p: Pivot, text: string): string[] {
  const words = canonicalWords(normalizeText(text)).split(' ').filter((w) => w.length > 1 && !/^\d+$/.test(w)).slice(0, 8);
  const out = new Set<string>();
  for (const w of words) {
    for (const s of contentStems(w)) out.add(s);
    for (const s of englishOf(p, w)) out.add(s);
  }
  return [...out];
}
