/** One attribute of the lexicon (lexicon.ts), in the words of every feed language. */
export interface Concept {
  /** English names, compared with the PIM's English labels and codes. */
  en: string[];
  /** What suppliers write, any language (spelled as they write it). */
  terms: string[];
  /** Usual amounts [min, max, unit]: RAM is 1–128 GB, storage more; they part measures of one kind. */
  typical?: readonly [number, number, string];
}

/** A concept: its English names, what suppliers write ('|'-separated) and its usual amounts. */
export const c = (en: string[], terms: string, typical?: Concept['typical']): Concept => ({
  en,
  terms: terms.split('|').map((t) => t.trim()),
  typical,
});
