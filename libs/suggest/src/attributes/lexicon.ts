/**
 * Our own multilingual lexicon of common product attributes: what suppliers call them in English,
 * German, Russian, Finnish, Polish, French, Lithuanian, Latvian and Estonian. A concept is linked to a
 * PIM attribute through its English names (compared with the PIM's English labels and codes), so the
 * lexicon serves any PIM whose labels say the same; the pivot taxonomy adds names for what it covers
 * (it has no Latvian or Estonian, and few measures). Concepts linked to no PIM attribute ("model",
 * "condition") are known non-matches: they keep look-alike names from a confident wrong suggestion.
 */

import type { Concept } from './concept';
import { COMMERCE_CONCEPTS } from './lexicon-commerce';
import { SPEC_CONCEPTS } from './lexicon-specs';

export const CONCEPTS: readonly Concept[] = [...COMMERCE_CONCEPTS, ...SPEC_CONCEPTS];
