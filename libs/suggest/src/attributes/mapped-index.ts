import { matchable, type Matchable } from './normalize';

/**
 * A word index of the names of attributes already mapped (every partner's), so that scoring one
 * supplier attribute compares its name with the few mapped names that can match it rather than with
 * all of them (matchPartners in score.ts weighs a mapped name only when aliasMatch reaches
 * PARTNER_FLOOR, 0.6).
 *
 * aliasMatch(name, mapped) reaches 0.6 only in one of these ways, and each has its key here:
 * - a word in both, the same by sameWord: equal, or both of five letters or more (not digits)
 *   sharing their first four                               → byWord, byStem
 * - a one-word mapped name (≥ 4 letters) that ends a longer word of the name (three letters more),
 *   or begins it (≥ 5 letters)                             → byWord, looked up with the name's word ends and starts
 * - a one-word name (≥ 4 letters) ending a word of the mapped name three letters longer → byEnding
 * - trigram likeness (Dice) of 0.8 or more (the same compact form is 1): 0.75 × likeness stays
 *   below 0.6 under it                                     → gram postings
 * Candidates are a superset of what the scorer counts; the scorer still decides on each one.
 */

/** Dice likeness from which aliasMatch can reach PARTNER_FLOOR on likeness alone (0.9 × 0.8 ≥ 0.6 > 0.75 × 0.8). */
const DICE_FLOOR = 0.8;
/** sameWord: words this long or longer may be the same word when their first STEM letters are. */
const STEM = 4;
const SAME_WORD_LENGTH = 5;
/** The compound rules: the part is at least this long and the word at least this much longer. */
const PART_LENGTH = 4;
const START_LENGTH = 5;
const PART_MORE = 3;

export interface MappedNameIndex {
  /** The names as given, by position. */
  names: readonly string[];
  byWord: Map<string, number[]>;
  byStem: Map<string, number[]>;
  /** Word endings (PART_LENGTH letters or more, PART_MORE letters short of the word) → names with such a word. */
  byEnding: Map<string, number[]>;
  gramPostings: Map<string, number[]>;
  /** Trigrams of each name's compact form. */
  gramCounts: Uint16Array;
}

const isDigits = (w: string) => /^\d+$/.test(w);
const stemOf = (w: string) => (w.length >= SAME_WORD_LENGTH && !isDigits(w) ? w.slice(0, STEM) : null);

function post(map: Map<string, number[]>, key: string, at: number) {
  const list = map.get(key);
  if (!list) map.set(key, [at]);
  else if (list[list.length - 1] !== at) list.push(at);
}

/** Indexes mapped attribute names (as the scorer is handed them: `mapped[i].name`); positions are kept. */
export function buildMappedNameIndex(
  names: readonly string[],
  prepare: (text: string) => Matchable = matchable,
): MappedNameIndex {
  const index: MappedNameIndex = {
    names,
    byWord: new Map(),
    byStem: new Map(),
    byEnding: new Map(),
    gramPostings: new Map(),
    gramCounts: new Uint16Array(names.length),
  };
  names.forEach((name, at) => {
    const m = prepare(name);
    if (!m.compact) return;
    for (const w of m.words) {
      post(index.byWord, w, at);
      const stem = stemOf(w);
      if (stem) post(index.byStem, stem, at);
      for (let k = PART_LENGTH; k <= w.length - PART_MORE; k++) post(index.byEnding, w.slice(-k), at);
    }
    for (const g of m.grams) post(index.gramPostings, g, at);
    index.gramCounts[at] = Math.min(m.grams.size, 0xffff);
  });
  return index;
}

/**
 * Positions (ascending) of the mapped names that may match one of the forms of a supplier's name
 * (score.ts nameForms) well enough for the scorer to count them.
 */
export function mappedNameCandidates(index: MappedNameIndex, forms: readonly Matchable[]): number[] {
  const found = new Uint8Array(index.names.length);
  const add = (list: readonly number[] | undefined) => {
    if (list) for (const at of list) found[at] = 1;
  };
  const shared = new Uint16Array(index.names.length);
  for (const m of forms) {
    if (!m.compact) continue;
    for (const w of m.words) {
      add(index.byWord.get(w));
      const stem = stemOf(w);
      if (stem) add(index.byStem.get(stem));
      // A one-word mapped name at the end ("Nettogewicht" ~ "Gewicht") or start of this word.
      for (let k = PART_LENGTH; k <= w.length - PART_MORE; k++) {
        add(index.byWord.get(w.slice(-k)));
        if (k >= START_LENGTH) add(index.byWord.get(w.slice(0, k)));
      }
    }
    if (m.words.length === 1 && m.compact.length >= PART_LENGTH) add(index.byEnding.get(m.compact));
    shared.fill(0);
    for (const g of m.grams) for (const at of index.gramPostings.get(g) ?? []) shared[at]++;
    const size = m.grams.size;
    for (let at = 0; at < shared.length; at++) {
      // 2·shared / (|a| + |b|) ≥ DICE_FLOOR, a hair below so rounding never drops a name.
      if (shared[at] && 2 * shared[at] >= (DICE_FLOOR - 1e-9) * (size + index.gramCounts[at])) found[at] = 1;
    }
  }
  const out: number[] = [];
  for (let at = 0; at < found.length; at++) if (found[at]) out.push(at);
  return out;
}
