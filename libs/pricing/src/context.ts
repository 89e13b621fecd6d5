import type { DecimalValue, Marginal, PricingCategory, PricingSettings } from './inputs';
import { decimalParts, partsText, pow10, toUnits } from './money';

/** A percent read once: its text for step lines and the exact factor (1 + p/100) as num/den. */
export interface Percent {
  /** Canonical decimal text ("24", "12.5"). */
  text: string;
  /** Numerator of the factor 1 + p/100. */
  num: number;
  /** Denominator of the factor. */
  den: number;
}

/** A margin row read once: brand key, range in units and its percents. */
export interface PreparedMarginal {
  /** Brand as written on the row (null = any brand). */
  brand: string | null;
  /** Lower bound in units (inclusive), -Infinity when open. */
  from: number;
  /** Upper bound in units (inclusive), Infinity when open. */
  to: number;
  /** Margin percent, null when not set. */
  marginal: Percent | null;
  /** Estonian margin percent, null when not set. */
  marginalEt: Percent | null;
  /** Prepayment percent, null when not set. */
  prepayment: Percent | null;
}

/** The category's price change, read once. */
export type PreparedPriceChange = { kind: 'fixed'; units: number } | { kind: 'percent'; percent: Percent };

/** A category mapping read once, for many products. */
export interface PreparedCategory {
  /** Brand-specific rows by lower-cased brand, in table order. */
  brandRows: Map<string, PreparedMarginal[]>;
  /** Rows without a brand, in table order. */
  anyBrandRows: PreparedMarginal[];
  /** Category VAT percent, null when not set. */
  vat: Percent | null;
  /** Category Estonian VAT percent, null when not set. */
  vatEt: Percent | null;
  /** Transport fee in units, null when not set. */
  transport: number | null;
  /** Price change, null when not set. */
  priceChange: PreparedPriceChange | null;
}

/** Category and settings prepared for evaluation; make one per category and reuse it for its products. */
export interface PricingContext {
  /** The product's category mapping, null when the product has none. */
  category: PreparedCategory | null;
  /** Default VAT percent from the settings, null when not set. */
  defaultVat: Percent | null;
}

/** Most decimal places a percent may have (keeps the factor's denominator a safe integer). */
const MAX_PERCENT_SCALE = 8;

/** Reads a percent, or null when it is not set or not a decimal. */
export function readPercent(value: DecimalValue): Percent | null {
  if (value === null || value === undefined || value === '') return null;
  const parts = decimalParts(typeof value === 'number' ? String(value) : value);
  if (!parts || parts.scale > MAX_PERCENT_SCALE) return null;
  const den = 100 * pow10(parts.scale);
  return { text: partsText(parts), num: den + parts.int, den };
}

/** Reads an amount into units, or null when it is not set or not a decimal. */
export function readUnits(value: DecimalValue): number | null {
  if (value === null || value === undefined || value === '') return null;
  const units = toUnits(value);
  return Number.isNaN(units) ? null : units;
}

/** Lower-cased, trimmed brand; '' for none. */
export const brandKey = (brand: string | null | undefined): string =>
  brand ? brand.trim().toLowerCase() : '';

/** Reads one margin row. */
function prepareMarginal(row: Marginal): PreparedMarginal {
  const brand = row.brand?.trim() ? row.brand.trim() : null;
  return {
    brand,
    from: readUnits(row.priceFrom) ?? -Infinity,
    to: readUnits(row.priceTo) ?? Infinity,
    marginal: readPercent(row.marginal),
    marginalEt: readPercent(row.marginalEt),
    prepayment: readPercent(row.prepaymentPercent),
  };
}

/** Reads a category mapping once. */
export function prepareCategory(category: PricingCategory): PreparedCategory {
  const brandRows = new Map<string, PreparedMarginal[]>();
  const anyBrandRows: PreparedMarginal[] = [];
  for (const row of category.marginals ?? []) {
    const prepared = prepareMarginal(row);
    if (prepared.brand === null) {
      anyBrandRows.push(prepared);
      continue;
    }
    const key = brandKey(prepared.brand);
    const list = brandRows.get(key);
    if (list) list.push(prepared);
    else brandRows.set(key, [prepared]);
  }
  let priceChange: PreparedPriceChange | null = null;
  if (category.priceChangeType === 'fixed') {
    const units = readUnits(category.priceChangeAmount);
    if (units !== null) priceChange = { kind: 'fixed', units };
  } else if (category.priceChangeType === 'percent') {
    const percent = readPercent(category.priceChangeAmount);
    if (percent) priceChange = { kind: 'percent', percent };
  }
  return {
    brandRows,
    anyBrandRows,
    vat: readPercent(category.vat),
    vatEt: readPercent(category.vatEt),
    transport: readUnits(category.transportAddToPrice),
    priceChange,
  };
}

/** Prepares a category mapping (or none) and the settings for evaluation. */
export function preparePricing(input: {
  category?: PricingCategory | null;
  settings?: PricingSettings | null;
}): PricingContext {
  return {
    category: input.category ? prepareCategory(input.category) : null,
    defaultVat: readPercent(input.settings?.vatPercent),
  };
}

/** First row of a list whose range holds v. */
function firstInRange(rows: readonly PreparedMarginal[] | undefined, v: number): PreparedMarginal | null {
  if (!rows) return null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (v >= row.from && v <= row.to) return row;
  }
  return null;
}

/** The margin row for a brand key and a price: brand-specific rows first, then rows for any brand. */
export function findMarginal(category: PreparedCategory, brand: string, v: number): PreparedMarginal | null {
  return (
    (brand === '' ? null : firstInRange(category.brandRows.get(brand), v)) ??
    firstInRange(category.anyBrandRows, v)
  );
}
