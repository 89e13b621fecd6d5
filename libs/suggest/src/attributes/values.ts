import type { AttributeIndex, IndexedAttribute, IndexedOption } from './attribute-index';
import { prepare } from './attribute-index';
import { type Matchable, normalize } from './normalize';
import { type Dimension, dimensionOf, parseMeasured } from './units';
import { COLOUR_KEY, canonicalWord } from './colour-words';
import { BOOLEANS } from './value-words';

/** At most this many distinct values are read for the attribute's own score (options are matched for all). */
const MAX_VALUES = 200;

const CURRENCY = '(?:€|\\$|£|eur|usd|gbp|pln|zł|sek|nok|dkk|rub|руб\\.?|₽)';
const AMOUNT = '\\d{1,9}(?:[.,]\\d{1,4})?';
const PRICE = new RegExp(`^(?:${CURRENCY}\\s*${AMOUNT}|${AMOUNT}\\s*${CURRENCY})$`, 'iu');

/** An EAN-8, UPC-A, EAN-13 or GTIN-14 with a right check digit (a customs tariff number of 8 digits is not). */
export function isGtin(value: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(value)) return false;
  let sum = 0;
  for (let i = value.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight)
    sum += Number(value[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(value[value.length - 1]);
}

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
  /** The first distinct values (cut at 400 characters), as options are matched for the score. */
  distinct: string[];
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
    distinct: [],
  };
  for (const raw of values) {
    if (seen.size >= MAX_VALUES) break;
    const value = raw.slice(0, 400).trim();
    if (!value || seen.has(value)) continue;
    seen.add(value);
    profile.count++;
    if (profile.sample.length < 3) profile.sample.push(value.slice(0, 40));
    if (profile.distinct.length < 60) profile.distinct.push(value);
    const n = normalize(value);
    if (COLOUR_KEY.has(n)) profile.colours++;
    if (BOOLEANS.has(value.toLowerCase())) profile.booleans++;
    if (isGtin(value)) profile.barcodes++;
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

/** A supplier value prepared once for matching against every option. */
interface PreparedValue {
  m: Matchable;
  hasLetters: boolean;
  /** The English words it may stand for: its colour, or the pivot's translations. */
  english: string[];
}

function prepareValue(index: AttributeIndex, value: string): PreparedValue {
  const m = prepare(index, value);
  const key = normalize(value);
  // Our colour words decide colours; the pivot's translations the rest.
  const colour = COLOUR_KEY.get(key);
  const english = colour ? [colour] : [...(index.valueWords.get(key) ?? [])].map(canonicalWord);
  return { m, hasLetters: /\p{L}/u.test(m.compact), english };
}

/**
 * How well one supplier value names one PIM option, 0..1: the same label or code 1; a translation
 * ("Schwarz" → Black, through our colours and the pivot's values) 0.92; one's words inside the
 * other's ("Windows 11 Pro 64-bit" ~ "Windows 11 Pro") 0.6–0.85.
 */
function optionMatch(option: IndexedOption, value: PreparedValue): number {
  const v = value.m;
  if (!v.compact) return 0;
  let best = 0;
  for (const key of option.keys) {
    if (key.compact === v.compact) return 1;
    const inValue = key.words.every((w) => v.words.includes(w));
    const inOption = v.words.every((w) => key.words.includes(w));
    if (inValue) best = Math.max(best, Math.max(0.6, 0.85 - 0.05 * (v.words.length - key.words.length)));
    else if (inOption && v.words.length * 2 >= key.words.length && value.hasLetters)
      best = Math.max(best, 0.75);
  }
  if (best < 0.92 && value.english.includes(option.canonical)) best = 0.92;
  return best;
}

/** The best option for a value (score ≥ 0.6), or null. */
export function bestOption(
  index: AttributeIndex,
  attribute: IndexedAttribute,
  value: string,
): { option: IndexedOption; score: number } | null {
  const prepared = prepareValue(index, value);
  let best: { option: IndexedOption; score: number } | null = null;
  for (const option of attribute.options) {
    const score = optionMatch(option, prepared);
    if (score >= 0.6 && (!best || score > best.score)) best = { option, score };
    if (score === 1) break;
  }
  return best;
}

/** Share of the (first, distinct) values that name one of the attribute's options, short labels counted half. */
export function optionShare(
  index: AttributeIndex,
  attribute: IndexedAttribute,
  profile: ValueProfile,
): number {
  const distinct = profile.distinct;
  if (!distinct.length || !attribute.options.length) return 0;
  let hits = 0;
  for (const value of distinct) {
    const hit = bestOption(index, attribute, value);
    if (hit) hits += hit.score * (hit.option.label.length <= 2 ? 0.5 : 1);
  }
  return hits / distinct.length;
}
