import { normalizeText } from './normalize';
import { RETAIL_LEXICON } from './retail-lexicon.data';

/** Letters an inflected word may have beyond a lexicon entry's start ("dator" → "datoriem"). */
const MAX_ENDING = 4;

interface Entry {
  words: string[];
  english: string;
}

/** Entries by their first word's first letter, longest (most words, then most letters) first. */
const ENTRIES = new Map<string, Entry[]>();
for (const [words, english] of RETAIL_LEXICON) {
  const split = normalizeText(words).split(' ');
  const key = split[0]?.[0] ?? '';
  ENTRIES.set(key, [...(ENTRIES.get(key) ?? []), { words: split, english }]);
}
for (const list of ENTRIES.values())
  list.sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

const fits = (token: string | undefined, start: string) =>
  token !== undefined && token.startsWith(start) && token.length - start.length <= MAX_ENDING;

/**
 * A level with the lexicon's words rendered in English ("Portatīvie datori" → "laptops"), the other
 * words kept; null when the lexicon knows none of its words.
 */
export function renderRetailWords(level: string): string | null {
  const tokens = normalizeText(level).split(' ');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length;) {
    const entry = (ENTRIES.get(tokens[i][0] ?? '') ?? []).find((e) =>
      e.words.every((w, j) => fits(tokens[i + j], w)),
    );
    if (entry) {
      out.push(entry.english);
      i += entry.words.length;
      changed = true;
    } else {
      out.push(tokens[i]);
      i++;
    }
  }
  return changed ? out.join(' ') : null;
}
