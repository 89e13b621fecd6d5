import type { FeedRecord } from '@feedhub/feeds';
import { cleanText } from './product-row';

/**
 * The attributes a feed's records carry, collected in memory while they are read: the attributes
 * import writes them as it goes, the products import once at its end (so a partner whose only task
 * imports products still has its attributes and brands to map). Bounded: a hostile feed with endless
 * distinct codes or values stays a few MB.
 */

/** An attribute as collected: name and type as first seen, select options in the order seen. */
export interface CollectedAttribute {
  name: string;
  type: string;
  options: Set<string>;
}

/** An attribute as it crosses from the feed thread to the import (a Set does not cross). */
export interface SeenAttribute {
  code: string;
  name: string;
  type: string;
  options: string[];
}

/** Options kept per attribute and run. */
export const MAX_OPTIONS = 5_000;
/** Attribute codes kept per run (a feed of distinct codes per record is not a list to map). */
export const MAX_ATTRIBUTE_CODES = 5_000;
/** Options kept per run, over every attribute. */
export const MAX_OPTIONS_TOTAL = 200_000;
/** Column sizes of partner_attributes. */
const MAX_ATTRIBUTE_CODE = 255;
const MAX_OPTION_CHARS = 1_000;

/** Collects one record's attributes (select options) and its brand (the options of attribute `brand`). */
export class AttributeCollector {
  readonly attributes = new Map<string, CollectedAttribute>();
  private options = 0;

  /** The attributes import flushes as it goes and caps only options per attribute; the products import caps all. */
  constructor(private readonly limits = { codes: MAX_ATTRIBUTE_CODES, options: MAX_OPTIONS_TOTAL }) {}

  /** Entries held (attributes and options), to tell when to flush. */
  get size(): number {
    return this.attributes.size + this.options;
  }

  add(record: FeedRecord): void {
    if (record.brand) this.put('brand', 'Brand', 'select', [record.brand]);
    for (const attribute of record.attributes) {
      const values = Array.isArray(attribute.value) ? attribute.value : [attribute.value];
      this.put(cleanText(attribute.code), attribute.name, attribute.type, values);
    }
  }

  clear(): void {
    this.attributes.clear();
    this.options = 0;
  }

  /** The collected attributes as plain rows. */
  rows(): SeenAttribute[] {
    return [...this.attributes].map(([code, a]) => ({ code, name: a.name, type: a.type, options: [...a.options] }));
  }

  private put(code: string, name: string, type: string, values: string[]): void {
    if (!code || code.length > MAX_ATTRIBUTE_CODE) return;
    let attribute = this.attributes.get(code);
    if (!attribute) {
      if (this.attributes.size >= this.limits.codes) return;
      attribute = { name: (cleanText(name) || code).slice(0, 255), type, options: new Set() };
      this.attributes.set(code, attribute);
    }
    if (type !== 'select' && type !== 'multi_select') return;
    for (const value of values) {
      if (attribute.options.size >= MAX_OPTIONS || this.options >= this.limits.options) return;
      const option = cleanText(value).slice(0, MAX_OPTION_CHARS);
      if (!option || attribute.options.has(option)) continue;
      attribute.options.add(option);
      this.options += 1;
    }
  }
}
