/**
 * Everyday words for product types that the pivot names otherwise (British vs American English,
 * abbreviations, irregular plurals). Applied to normalised text on both sides of every comparison,
 * so "Hobs" meets the pivot's "Cooktops" and "Graphics cards" its "Video Cards". General vocabulary,
 * not tuned to one catalogue; keep it short and unambiguous.
 */
const PHRASES: [string, string][] = [
  ['graphics cards?', 'video card'],
  ['gpus?', 'video card'],
  ['hobs?', 'cooktop'],
  ['(cooker|extractor) hoods?', 'range hood'],
  ['tumble dryers?', 'clothes dryer'],
  ['shavers?', 'electric razor'],
  ['fridges?', 'refrigerator'],
  ['fridge freezers?', 'refrigerator freezer'],
  ['(cell|cellular) phones?', 'mobile phone'],
  ['cellphones?', 'mobile phone'],
  ['smartwatch(es)?', 'smart watch'],
  ['(e|electric) scooters?', 'e scooter'],
  ['tvs?', 'television'],
  ['pcs?', 'computer'],
  ['mice', 'mouse'],
  ['ups', 'uninterruptible power supply'],
  ['hdds?', 'hard drive'],
  ['ssds?', 'solid state drive'],
  ['earbuds', 'earphones'],
  ['hoovers?', 'vacuum'],
  ['vacuum cleaners?', 'vacuum'],
  ['microwaves', 'microwave oven'],
  ['home cinemas?', 'home theater'],
  ['point (and )?shoot cameras?', 'compact camera'],
  // "2-in-1", "2in1", "2w1", "2-в-1", "2-en-1": convertible (its digits would otherwise be dropped).
  ['2 ?(?:in|w|в|en|ir|i|v) ?1', 'convertible'],
];

const RULES = PHRASES.map(
  ([pattern, replacement]) => [new RegExp(`(?<=^| )${pattern}(?= |$)`, 'g'), replacement] as const,
);
const TRIGGER =
  /(?:^| )(?:graphics|gpu|hob|cooker|extractor|tumble|shaver|fridge|cell|smartwatch|e |electric|tv|pc|mice|ups|hdd|ssd|earbuds|hoover|vacuum|microwaves|home cinema|point|2 ?(?:in|w|в|en|ir|i|v) ?1)/;

/** Normalised text with everyday product words replaced by the pivot's words. */
export function canonicalWords(normalized: string): string {
  if (!TRIGGER.test(normalized)) return normalized;
  let out = normalized;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}
