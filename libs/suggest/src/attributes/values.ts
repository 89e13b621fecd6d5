import type { AttributeIndex, IndexedAttribute, IndexedOption } from './attribute-index';
import { prepare } from './attribute-index';
import { normalize } from './normalize';
import { type Dimension, dimensionOf, parseMeasured } from './units';
import { BOOLEANS, COLOURS } from './value-words';

/** At most this many distinct values are read for the attribute's own score (options are matched for all). */
const MAX_VALUES = 200;

const COLOUR_KEY = new Map<string, string>();
for (const [key, written] of Object.entries(COLOURS))
  for (const w of written) COLOUR_KEY.set(normalize(w), key);

/** One spelling for a colour ("gray", "grau" → "grey"); other words as they are. */
export const canonicalWord = (normalized: string): string => COLOUR_KEY.get(normalized) ?? normalized;

const CURRENCY = '(?:€|\\$|£|eur|usd|gbp|pln|zł|sek|nok|dkk|rub|руб\\.?|₽)';
const AMOUNT = '\\d{1,9}(?:[.,]\\d{1,4})?';
const PRICE = new RegExp(`^(?:${CURRENCY}\\s*${AMOUNT}|${AMOUNT}\\s*${CURRENCY})$`, 'iu');

/** What a supplier attribute's values look like. */
export interface ValueProfile {
  /** Distinct non-empty values read. */
  count: number;
  colours: number;
  booleans: number;
  /** Numbers, with or without a unit. */
  numbers: number;
  /** Unit code → how many values carry it. */
  units: Map<string, number>;
  dimensions: Map<Dimension, number>;
  barcodes: number;
  urls: number;
  /** Amounts with a currency ("12,99 €"). */
  prices: number;
  /** Values longer than 80 characters (descriptions). */
  long: number;
  /** The first few values, as reasons quote them. */
  sample: string[];
}

export function profileValues(values: readonly string[]): ValueProfile {
  const seen = new Set<string>();
  const profile: ValueProfile = {
    count: 0,
    colours: 0,
    booleans: 0,
    numbers: 0,
    units: new Map(),
    dimensions: new Map(),
    barcodes: 0,
    urls: 0,
    prices: 0,
    long: 0,
    sample: [],
  };
  for (const raw of values) {
    if (seen.size >= MAX_VALUES) break;
    const value = raw.trim().slice(0, 400);
    if (!value || seen.has(value)) continue;
    seen.add(value);
    profile.count++;
    if (profile.sample.length < 3) profile.sample.push(value.slice(0, 40));
    const n = normalize(value);
    if (COLOUR_KEY.has(n)) profile.colours++;
    if (BOOLEANS.has(value.toLowerCase())) profile.booleans++;
    if (/^\d{8}$|^\d{12,14}$/.test(value)) profile.barcodes++;
    if (/^https?:\/\/\S+$/i.test(value)) profile.urls++;
    if (value.length > 80) profile.long++;
    if (PRICE.test(value)) profile.prices++;
    const measured = parseMeasured(value);
    if (measured) {
      profile.numbers++;
      if (measured.unit) {
        profile.units.set(measured.unit, (profile.units.get(measured.unit) ?? 0) + 1);
        const d = dimensionOf(measured.unit);
        if (d) profile.dimensions.set(d, (profile.dimensions.get(d) ?? 0) + 1);
      }
    }
  }
  return profile;
}

/** The unit most of the values carry, if any. */
export function mainUnit(profile: ValueProfile): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [unit, n] of profile.units) {
    if (n > most) {
      best = unit;
      most = n;
    }
  }
  return best && most * 2 >= profile.count ? best : null;
}

/** The dimension most values are measured in, if any. */
export function mainDimension(profile: ValueProfile): Dimension | null {
  for (const [d, n] of profile.dimensions) if (n * 2 >= profile.count) return d;
  return null;
}

/**
 * How well one supplier value names one PIM option, 0..1: the same label or code 1; a translation
 * ("Schwarz" → Black, through our colours and the pivot's values) 0.92; one's words inside the
 * other's ("Windows 11 Pro 64-bit" ~ "Windows 11 Pro") 0.6–0.85.
 */
export function optionMatch(index: AttributeIndex, option: IndexedOption, value: string): number {
  const v = prepare(index, value);
  if (!v.compact) return 0;
  let best = 0;
  for (const key of option.keys) {
    if (key.compact === v.compact) return 1;
    const inValue = key.words.every((w) => v.words.includes(w));
    const inOption = v.words.every((w) => key.words.includes(w));
    if (inValue) best = Math.max(best, Math.max(0.6, 0.85 - 0.05 * (v.words.length - key.words.length)));
    else if (inOption && v.words.length * 2 >= key.words.length && /\p{L}/u.test(v.compact))
      best = Math.max(best, 0.75);
  }
  if (best < 0.92) {
    const key = normalize(value);
    const target = canonicalWord(normalize(option.label));
    // Our colour words decide colours; the pivot's translations the rest.
    const colour = COLOUR_KEY.get(key);
    const words = colour ? null : index.valueWords.get(key);
    if (colour === target || (words && [...words].some((w) => canonicalWord(w) === target))) best = 0.92;
  }
  return best;
}

/** The best option for a value (score ≥ 0.6), or null. */
export function bestOption(
  index: AttributeIndex,
  attribute: IndexedAttribute,
  value: string,
): { option: IndexedOption; score: number } | null {
  let best: { option: IndexedOption; score: number } | null = null;
  for (const option of attribute.options) {
    const score = optionMatch(index, option, value);
    if (score >= 0.6 && (!best || score > best.score)) best = { option, score };
    if (score === 1) break;
  }
  return best;
}

/** Share of the (first, distinct) values that name one of the attribute's options, short labels counted half. */
export function optionShare(
  index: AttributeIndex,
  attribute: IndexedAttribute,
  values: readonly string[],
): number {
  const distinct = [...new Set(values.map((v) => v.trim()).filter(Boolean))].slice(0, 60);
  if (!distinct.length || !attribute.options.length) return 0;
  let hits = 0;
  for (const value of distinct) {
    const hit = bestOption(index, attribute, value);
    if (hit) hits += hit.score * (hit.option.label.length <= 2 ? 0.5 : 1);
  }
  return hits / distinct.length;
}
