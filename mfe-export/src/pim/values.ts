import type { PimProduct, PimValue } from '@feedhub/contracts';

/** Products in the PIM's format as this remote's screens show and compare them (PIM.md §1.3). */

/** A value with its keys in a fixed order: two payloads that mean the same read the same. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** JSON with object keys sorted (what two values are compared by). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value)) ?? 'null';
}

/** Values (or anything) pretty printed: two spaces, keys in the order the server sent them. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? '';
}

/** One value of an attribute on one line: where it applies (locale, channel) and what it holds. */
export interface ValueLine {
  /** `et_EE · ecommerce`, `et_EE`, or empty for a value of every locale and channel. */
  context: string;
  /** Strings as they are, anything else as JSON. */
  text: string;
}

/** The order of an attribute's values: by locale, then channel. */
const contextKey = (value: PimValue) => `${value.locale ?? ''}\u0000${value.scope ?? ''}`;

/** An attribute's values, one line each, by locale then channel. */
export function valueLines(values: readonly PimValue[]): ValueLine[] {
  return [...values]
    .sort((a, b) => contextKey(a).localeCompare(contextKey(b)))
    .map((value) => ({
      context: [value.locale, value.scope].filter(Boolean).join(' · '),
      text: typeof value.data === 'string' ? value.data : canonicalJson(value.data),
    }));
}

/** The product fields compared besides the attributes. */
export const PRODUCT_FIELDS = ['enabled', 'family', 'categories'] as const;
/** A product field compared. */
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** One line of the comparison: a product field or an attribute, what the export sends and what the PIM holds. */
export interface ComparedField {
  /** Stable key (`field:family`, `attribute:name`). */
  key: string;
  /** The product field, or the attribute's code. */
  code: string;
  /** A product field (enabled, family, categories) rather than an attribute. */
  field: boolean;
  /** What the export sends; null when it sends nothing for it. */
  sent: ValueLine[] | null;
  /** What the PIM holds; null when it holds nothing for it. */
  pim: ValueLine[] | null;
  /** The two differ. */
  differs: boolean;
}

/** A product field's value as one line. */
function fieldLines(product: PimProduct, field: ProductField): ValueLine[] | null {
  const value = field === 'categories' ? [...product.categories].sort() : product[field];
  if (value === null) return null;
  return [{ context: '', text: typeof value === 'string' ? value : canonicalJson(value) }];
}

/**
 * What the export sends beside what the PIM holds: the product fields first, then every attribute
 * of either side by code; `differs` where they do not hold the same (values in any order of locale
 * and channel, object keys in any order).
 */
export function compareWithPim(sent: PimProduct, pim: PimProduct): ComparedField[] {
  const fields = PRODUCT_FIELDS.map((field): ComparedField => {
    const ours = fieldLines(sent, field);
    const theirs = fieldLines(pim, field);
    return {
      key: `field:${field}`,
      code: field,
      field: true,
      sent: ours,
      pim: theirs,
      differs: canonicalJson(ours) !== canonicalJson(theirs),
    };
  });
  const codes = [...new Set([...Object.keys(sent.values), ...Object.keys(pim.values)])].sort();
  const attributes = codes.map((code): ComparedField => {
    const ours = sent.values[code] ? valueLines(sent.values[code]) : null;
    const theirs = pim.values[code] ? valueLines(pim.values[code]) : null;
    return {
      key: `attribute:${code}`,
      code,
      field: false,
      sent: ours,
      pim: theirs,
      differs: canonicalJson(ours) !== canonicalJson(theirs),
    };
  });
  return [...fields, ...attributes];
}
