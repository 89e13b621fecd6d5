/**
 * Units of measure: what a supplier writes after a number (any of the feed languages) → an Akeneo
 * measurement unit code, its dimension and its factor to the dimension's base unit. Conversions are
 * multiplicative only (temperatures are left alone).
 */

import { unitByWriting } from './unit-spellings';

export { unitByWriting };

export type Dimension =
  | 'length'
  | 'weight'
  | 'storage'
  | 'power'
  | 'frequency'
  | 'voltage'
  | 'charge'
  | 'duration'
  | 'volume'
  | 'speed'
  | 'sound'
  | 'pixels'
  | 'energy';

interface Unit {
  code: string;
  dimension: Dimension;
  /** Multiply an amount in this unit by it to get the dimension's base unit. */
  toBase: number;
}

const u = (code: string, dimension: Dimension, toBase: number): Unit => ({ code, dimension, toBase });

/** Akeneo unit codes we convert between (Binary/DigitalStorage in decimal steps, as storage is sold). */
const UNITS: Record<string, Unit> = Object.fromEntries(
  [
    u('MILLIMETER', 'length', 0.001),
    u('CENTIMETER', 'length', 0.01),
    u('DECIMETER', 'length', 0.1),
    u('METER', 'length', 1),
    u('KILOMETER', 'length', 1000),
    u('INCH', 'length', 0.0254),
    u('FEET', 'length', 0.3048),
    u('MILLIGRAM', 'weight', 0.001),
    u('GRAM', 'weight', 1),
    u('KILOGRAM', 'weight', 1000),
    u('TON', 'weight', 1_000_000),
    u('POUND', 'weight', 453.59237),
    u('OUNCE', 'weight', 28.349523125),
    u('BIT', 'storage', 0.125),
    u('BYTE', 'storage', 1),
    u('KILOBYTE', 'storage', 1e3),
    u('MEGABYTE', 'storage', 1e6),
    u('GIGABYTE', 'storage', 1e9),
    u('TERABYTE', 'storage', 1e12),
    u('MILLIWATT', 'power', 0.001),
    u('WATT', 'power', 1),
    u('KILOWATT', 'power', 1000),
    u('HERTZ', 'frequency', 1),
    u('KILOHERTZ', 'frequency', 1e3),
    u('MEGAHERTZ', 'frequency', 1e6),
    u('GIGAHERTZ', 'frequency', 1e9),
    u('MILLIVOLT', 'voltage', 0.001),
    u('VOLT', 'voltage', 1),
    u('MILLIAMPEREHOUR', 'charge', 1),
    u('AMPEREHOUR', 'charge', 1000),
    u('SECOND', 'duration', 1),
    u('MINUTE', 'duration', 60),
    u('HOUR', 'duration', 3600),
    u('DAY', 'duration', 86_400),
    u('WEEK', 'duration', 604_800),
    u('MONTH', 'duration', 2_629_800),
    u('YEAR', 'duration', 31_557_600),
    u('MILLILITER', 'volume', 0.001),
    u('CENTILITER', 'volume', 0.01),
    u('LITER', 'volume', 1),
    u('CUBIC_METER', 'volume', 1000),
    u('KILOMETER_PER_HOUR', 'speed', 1),
    u('METER_PER_SECOND', 'speed', 3.6),
    u('MILE_PER_HOUR', 'speed', 1.609344),
    u('DECIBEL', 'sound', 1),
    u('MEGAPIXEL', 'pixels', 1),
    u('WATTHOUR', 'energy', 1),
    u('KILOWATTHOUR', 'energy', 1000),
  ].map((unit) => [unit.code, unit]),
);

/** Akeneo spellings that name the same unit as ours. */
const CODE_ALIASES: Record<string, string> = {
  ONCE: 'OUNCE',
  FOOT: 'FEET',
  LITRE: 'LITER',
  MILLILITRE: 'MILLILITER',
};

/** A unit code (ours or an Akeneo alias) → the unit, or null when we do not know it. */
export function unitByCode(code: string | null | undefined): Unit | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  return UNITS[CODE_ALIASES[upper] ?? upper] ?? null;
}

/** The factor converting amounts in `from` to `to` (same dimension), or null. */
export function conversionFactor(from: string, to: string): number | null {
  const a = unitByCode(from);
  const b = unitByCode(to);
  if (!a || !b || a.dimension !== b.dimension) return null;
  const factor = a.toBase / b.toBase;
  return Number(factor.toPrecision(12));
}

export interface Measured {
  amount: number;
  unit: string | null;
}

const NUMBER_UNIT =
  /^\s*(?:ca\.?\s*|~\s*|approx\.?\s*)?(-?\d{1,12}(?:[.,]\d{1,9})?)\s*([^\d\s].{0,14}?)?\s*$/u;

/** "15,6 Zoll" → 15.6 INCH; "16GB" → 16 GIGABYTE; "42" → 42 without unit; anything else → null. */
export function parseMeasured(value: string): Measured | null {
  if (value.length > 40) return null;
  const m = NUMBER_UNIT.exec(value);
  if (!m) return null;
  const amount = Number(m[1].replace(',', '.'));
  if (!Number.isFinite(amount)) return null;
  if (!m[2]) return { amount, unit: null };
  const unit = unitByWriting(m[2]);
  return unit ? { amount, unit } : null;
}

/** Words before a unit at the end of a name ("Gewicht in g", "Вес в кг", "Waga w kg"). */
const UNIT_LEADS = new Set(['in', 'в', 'w', 'en', 'is', 'ins']);

/** A name's trailing unit: "[g]", "(mAh)", "in Zoll", "kg" → its code and the name without it. */
function trailingUnit(name: string): { unit: string; rest: string } | null {
  const bracket =
    /[([]\s*([^()[\]]{1,12})\s*[)\]]\s*$/u.exec(name) ?? /[([]\s*([^()[\]]{1,12})\s*[)\]]/u.exec(name);
  if (bracket) {
    const unit = unitByWriting(bracket[1]);
    if (unit) return { unit, rest: name.replace(bracket[0], ' ').trim() };
  }
  const words = name
    .trim()
    .split(/[\s,;:_]+/u)
    .filter(Boolean);
  if (words.length < 2) return null;
  const last = words[words.length - 1];
  const lead = words[words.length - 2].toLowerCase();
  // A lone letter is a unit only after "in"/"в" ("Gewicht in g"); "in" itself is never read as inches here.
  if (last.toLowerCase() === 'in' || (last.length < 2 && !UNIT_LEADS.has(lead))) return null;
  const unit = unitByWriting(last);
  if (!unit) return null;
  const keep = UNIT_LEADS.has(lead) ? words.length - 2 : words.length - 1;
  return { unit, rest: words.slice(0, keep).join(' ') };
}

/** Units named in an attribute's name or label: "Gewicht (g)", "Battery capacity (mAh)", "Diagonale in Zoll". */
export const unitInName = (name: string): string | null => trailingUnit(name)?.unit ?? null;

/** The name without the unit it ends in ("Gewicht in g" → "Gewicht"), or as it is. */
export const nameWithoutUnit = (name: string): string => trailingUnit(name)?.rest || name;

export const dimensionOf = (code: string | null | undefined): Dimension | null =>
  unitByCode(code)?.dimension ?? null;
