/**
 * Supplier unit spellings → Akeneo measurement unit codes, per measurement family (PIM.md §1.3 metric
 * values carry a unit code). Lower-case keys; a unit not listed cannot be sent (the value is left out
 * with a warning rather than refused by the PIM).
 */
const UNITS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Weight: {
    mg: 'MILLIGRAM',
    g: 'GRAM',
    gr: 'GRAM',
    kg: 'KILOGRAM',
    t: 'TON',
    lb: 'POUND',
    lbs: 'POUND',
    oz: 'OUNCE',
  },
  Length: {
    mm: 'MILLIMETER',
    cm: 'CENTIMETER',
    dm: 'DECIMETER',
    m: 'METER',
    km: 'KILOMETER',
    in: 'INCH',
    inch: 'INCH',
    '"': 'INCH',
    '″': 'INCH',
    tolli: 'INCH',
    ft: 'FEET',
  },
  DigitalStorage: { b: 'BYTE', kb: 'KILOBYTE', mb: 'MEGABYTE', gb: 'GIGABYTE', tb: 'TERABYTE' },
  Power: { w: 'WATT', kw: 'KILOWATT', mw: 'MILLIWATT' },
  Frequency: { hz: 'HERTZ', khz: 'KILOHERTZ', mhz: 'MEGAHERTZ', ghz: 'GIGAHERTZ' },
  Voltage: { v: 'VOLT', mv: 'MILLIVOLT', kv: 'KILOVOLT' },
  Volume: { ml: 'MILLILITER', l: 'LITER', cl: 'CENTILITER' },
};

/** Each family's unit codes, made once (they are asked for every metric value). */
const CODES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(UNITS).map(([family, units]) => [family, new Set(Object.values(units))]),
);
const NONE: ReadonlySet<string> = new Set();

/** The unit codes of a family (what a metric value of that family may carry). */
export function unitsOf(family: string): ReadonlySet<string> {
  return CODES.get(family) ?? NONE;
}

/** The Akeneo unit of a supplier's unit text in a family ("kg" → KILOGRAM); a unit code itself is kept. */
export function akeneoUnit(family: string, supplierUnit: string): string | null {
  const units = UNITS[family];
  if (!units) return null;
  const text = supplierUnit.trim();
  const upper = text.toUpperCase();
  if (CODES.get(family)!.has(upper)) return upper;
  return units[text.toLowerCase()] ?? null;
}
