/**
 * Fixed-point money: an amount is a JS integer counting 1/10 000 of a euro ("units", 4 decimal
 * places). Integer arithmetic on numbers is exact below 2^53; products that would pass that fall
 * back to BigInt. No binary fractions are ever used, so 0.10 + 0.20 is exactly 0.30.
 * Rounding is half-up (half away from zero) everywhere: see README "Rounding".
 */

/** Units per euro: amounts carry 4 decimal places internally. */
export const UNITS_PER_EURO = 10_000;
/** Decimal places kept between steps. */
export const UNIT_DECIMALS = 4;
/** Largest amount in units (about 900 billion euros); beyond it a price is "too large". */
export const MAX_UNITS = Number.MAX_SAFE_INTEGER;
/** Largest integer part accepted when parsing an amount (keeps units below 2^53). */
const MAX_INT_DIGITS = 11;

/**
 * n / d rounded half away from zero; d > 0 and both safe integers. Exact: `%` on safe integers is exact,
 * and so is dividing the exact multiple n - r by d. (floor(n / d) * d may pass 2^53 and round, which
 * once made -9007199254740978 / 35 come out one too high.)
 */
export function divHalfUp(n: number, d: number): number {
  const r = n % d; // the sign of n, |r| < d
  const q = (n - r) / d; // truncated towards zero
  const half = Math.abs(r);
  // |r| >= d / 2, without 2·|r| (which may pass 2^53).
  if (half >= d - half) return n >= 0 ? q + 1 : q - 1;
  return q;
}

/** floor(n / d) for safe integers, d > 0 (exact, as divHalfUp). */
export function floorDiv(n: number, d: number): number {
  const r = n % d;
  const q = (n - r) / d;
  return r < 0 ? q - 1 : q;
}

/** v * num / den rounded half-up, exact; NaN when the result does not fit in MAX_UNITS. */
export function mulDiv(v: number, num: number, den: number): number {
  const p = v * num;
  // An exact integer product below 2^53 is computed exactly by IEEE multiplication.
  if (p <= MAX_UNITS && p >= -MAX_UNITS) return divHalfUp(p, den);
  const n = BigInt(v) * BigInt(num);
  const d = BigInt(den);
  let q = n / d;
  const r = n % d;
  if ((r < 0n ? -r : r) * 2n >= d) q += n < 0n ? -1n : 1n;
  const out = Number(q);
  return Number.isSafeInteger(out) ? out : NaN;
}

/**
 * Parses a plain decimal ("12", "-0.5", "12.34005") into units, rounding half-up past 4 places.
 * Numbers are read through their shortest decimal form (String(n)). NaN when not a decimal.
 */
export function toUnits(value: unknown): number {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value < 1e11 && value > -1e11) return value * UNITS_PER_EURO;
    return Number.isFinite(value) ? toUnits(String(value)) : NaN;
  }
  if (typeof value !== 'string') return NaN;
  const len = value.length;
  if (len === 0 || len > 40) return NaN;
  let i = 0;
  let negative = false;
  let c = value.charCodeAt(0);
  if (c === 45 || c === 43) {
    negative = c === 45;
    i = 1;
  }
  let whole = 0;
  let wholeDigits = 0;
  let frac = 0;
  let fracDigits = 0;
  let roundUp = false;
  let dot = false;
  let anyDigit = false;
  for (; i < len; i++) {
    c = value.charCodeAt(i);
    if (c === 46) {
      if (dot) return NaN;
      dot = true;
      continue;
    }
    const d = c - 48;
    if (d < 0 || d > 9) return NaN;
    anyDigit = true;
    if (!dot) {
      whole = whole * 10 + d;
      if (whole > 0 && ++wholeDigits > MAX_INT_DIGITS) return NaN;
    } else if (fracDigits < UNIT_DECIMALS) {
      frac = frac * 10 + d;
      fracDigits++;
    } else if (fracDigits === UNIT_DECIMALS) {
      // Half-up only looks at the first dropped digit.
      roundUp = d >= 5;
      fracDigits++;
    }
  }
  if (!anyDigit) return NaN;
  for (let k = Math.min(fracDigits, UNIT_DECIMALS); k < UNIT_DECIMALS; k++) frac *= 10;
  const units = whole * UNITS_PER_EURO + frac + (roundUp ? 1 : 0);
  return negative ? -units : units;
}

/** Two-digit zero padding. */
const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** Formats units with at least 2 and at most 4 decimals ("11.50", "11.4885"), `sep` as decimal mark. */
export function formatUnits(v: number, sep = '.'): string {
  const negative = v < 0;
  const a = negative ? -v : v;
  const whole = floorDiv(a, UNITS_PER_EURO);
  const frac = a - whole * UNITS_PER_EURO;
  let decimals: string;
  if (frac % 100 === 0) decimals = pad2(frac / 100);
  else if (frac % 10 === 0) decimals = `${frac < 100 ? '0' : ''}${pad2(frac / 10)}`;
  else decimals = `${frac < 1000 ? '0' : ''}${frac < 100 ? '0' : ''}${pad2(frac)}`;
  return `${negative ? '-' : ''}${whole}${sep}${decimals}`;
}

/** Formats units as a price with exactly 2 decimals, rounding half-up ("14.2457" → "14.25"). */
export function formatPrice(v: number): string {
  const cents = divHalfUp(v, 100);
  const negative = cents < 0;
  const a = negative ? -cents : cents;
  const whole = floorDiv(a, 100);
  return `${negative ? '-' : ''}${whole}.${pad2(a - whole * 100)}`;
}

/** An exact decimal as an integer and a scale: value = int / 10^scale. */
export interface DecimalParts {
  /** The digits as an integer (sign included). */
  int: number;
  /** Number of decimal places. */
  scale: number;
}

/** Plain decimal syntax: optional sign, digits, optional fraction. */
export const DECIMAL_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads a decimal exactly (trailing zeros dropped), or null when not a plain decimal or over 15 digits. */
export function decimalParts(text: string): DecimalParts | null {
  const len = text.length;
  if (len === 0 || len > 40) return null;
  let i = 0;
  let negative = false;
  let c = text.charCodeAt(0);
  if (c === 45 || c === 43) {
    negative = c === 45;
    i = 1;
  }
  let int = 0;
  let scale = 0;
  let digits = 0;
  let zeros = 0;
  let dot = false;
  let anyDigit = false;
  for (; i < len; i++) {
    c = text.charCodeAt(i);
    if (c === 46) {
      if (dot) return null;
      dot = true;
      continue;
    }
    const d = c - 48;
    if (d < 0 || d > 9) return null;
    anyDigit = true;
    if (!dot) {
      if (int !== 0 || d !== 0) {
        int = int * 10 + d;
        digits++;
      }
    } else if (d === 0) {
      // A fraction zero counts only if a non-zero digit follows.
      zeros++;
    } else {
      for (; zeros > 0; zeros--) {
        int *= 10;
        scale++;
        digits++;
      }
      int = int * 10 + d;
      scale++;
      digits++;
    }
    if (digits > 15) return null;
  }
  if (!anyDigit) return null;
  return { int: negative && int !== 0 ? -int : int, scale };
}

/** Canonical text of decimal parts: "-12.5", "0.99", "24". */
export function partsText(parts: DecimalParts, sep = '.'): string {
  const negative = parts.int < 0;
  const digits = String(negative ? -parts.int : parts.int).padStart(parts.scale + 1, '0');
  const cut = digits.length - parts.scale;
  const text = parts.scale > 0 ? `${digits.slice(0, cut)}${sep}${digits.slice(cut)}` : digits;
  return negative ? `-${text}` : text;
}

/** 10^n for small n. */
export const pow10 = (n: number): number => 10 ** n;
