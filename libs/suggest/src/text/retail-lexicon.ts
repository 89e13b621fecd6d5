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

/** Punctuation that parts a level into several types ("Festplatten & SSDs"): kept as written. */
const PART_SEPARATOR = /(\s*[,&+/;]\s*)/u;

/** One part of a level, rendered; null when the lexicon knows none of its words. */
function renderPart(part: string): string | null {
  const tokens = normalizeText(part).split(' ');
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

/**
 * A level with the lexicon's words rendered in English ("Portatīvie datori" → "laptops"), the other
 * words and the separators between its parts kept ("Festplatten & SSDs" → "hard drives & SSDs");
 * null when the lexicon knows none of its words.
 */
export function renderRetailWords(level: string): string | null {
  // An entry naming the whole level across its separators ("Image & Son") stands.
  const tokens = normalizeText(level).split(' ');
  const whole = (ENTRIES.get(tokens[0]?.[0] ?? '') ?? []).find(
    (e) => e.words.length === tokens.length && e.words.every((w, j) => fits(tokens[j], w)),
  );
  if (whole && whole.words.length > 1) return whole.english;
  let changed = false;
  const pieces = level.split(PART_SEPARATOR).map((piece, i) => {
    if (i % 2 === 1) return piece;
    const rendered = renderPart(piece);
    if (rendered === null) return piece;
    changed = true;
    return rendered;
  });
  return changed ? pieces.join('') : null;
}
