import { normalize } from './normalize';
import { COLOURS } from './value-words';

/** A written colour (normalised, any language) → its English key. */
export const COLOUR_KEY = new Map<string, string>();
for (const [key, written] of Object.entries(COLOURS))
  for (const w of written) COLOUR_KEY.set(normalize(w), key);

/** One spelling for a colour ("gray", "grau" → "grey"); other words as they are. */
export const canonicalWord = (normalized: string): string => COLOUR_KEY.get(normalized) ?? normalized;
