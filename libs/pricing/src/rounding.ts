import { divHalfUp, floorDiv, pow10, UNIT_DECIMALS, UNITS_PER_EURO } from './money';

/** Rounds units to `decimals` places (0–4), half-up. */
export function roundToDecimals(v: number, decimals: number): number {
  const step = pow10(UNIT_DECIMALS - decimals);
  return divHalfUp(v, step) * step;
}

/** Smallest whole euro amount ≥ v. */
export function roundUpToWhole(v: number): number {
  const whole = floorDiv(v, UNITS_PER_EURO) * UNITS_PER_EURO;
  return whole === v ? v : whole + UNITS_PER_EURO;
}

/** Nearest multiple of `multiple` units (> 0), halves up. */
export function roundToMultiple(v: number, multiple: number): number {
  return divHalfUp(v, multiple) * multiple;
}

/** Smallest amount ≥ v whose fraction of a euro is `ending` units (0–9999). */
export function roundUpToEnding(v: number, ending: number): number {
  const candidate = floorDiv(v, UNITS_PER_EURO) * UNITS_PER_EURO + ending;
  return candidate >= v ? candidate : candidate + UNITS_PER_EURO;
}
