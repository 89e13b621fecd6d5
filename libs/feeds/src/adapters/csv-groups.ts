import { CodeSet } from '../code-set';
import type { FeedPosition } from '../errors';
import { parseDecimal, type DecimalSeparator } from '../normalize/decimal';
import { hasText } from '../normalize/text';
import { MAPPABLE_FIELDS, type ExtractedItem } from '../record';
import type { AdapterEvent } from './adapter';

/** What a grouped product keeps at most: a key shared by every row of a huge feed must not grow without end. */
export const MAX_GROUP_IMAGES = 1000;
export const MAX_GROUP_ATTRIBUTES = 1000;

/** How rows are grouped: resolved against the header once per feed. */
export interface RowGrouping {
  /** 0-based column of the key (`groupBy`). */
  keyColumn: number;
  /** The key column as params name it, for warnings. */
  keyLabel: string;
  /** 0-based column of the price-tier quantity (`tierQuantity`), or -1. */
  quantityColumn: number;
  decimalSeparator: DecimalSeparator;
}

/** The product being gathered: its key, the item so far and the quantity of its primary row. */
interface OpenGroup {
  key: string;
  item: ExtractedItem;
  quantity: number;
}

/**
 * Joins adjacent rows with the same key into one product (Shopify's image-only and variant rows, price
 * tiers repeated per row). The primary row gives the values; the others fill what it leaves empty and add
 * their images. The primary row is the first, or, with a quantity column, the one with the lowest quantity
 * (the base price, not a tier's). Only the open group is held, so rows of one key must follow each other;
 * a key that comes back after another is warned about (`feed_csv_group_split`) and makes another product.
 */
export class RowGrouper {
  private open: OpenGroup | null = null;
  /** Keys of the groups closed so far, as hashes (12 bytes each): to see one come back. */
  private readonly keys = new CodeSet();
  /** Products emitted, for their position index. */
  count = 0;

  constructor(private readonly grouping: RowGrouping) {}

  /** Adds one row (already extracted); pushes what it completes (the previous product, a warning) to `out`. */
  add(cells: string[], item: ExtractedItem, out: AdapterEvent[]): void {
    const key = (cells[this.grouping.keyColumn] ?? '').trim();
    const quantity = this.quantityOf(cells);
    if (this.open !== null && key !== '' && key === this.open.key) {
      this.merge(this.open, item, quantity);
      return;
    }
    this.flush(out);
    const line = item.position.line ?? 0;
    if (key === '') {
      // A row without a key is a product of its own.
      out.push(this.emit(item));
      return;
    }
    const first = this.keys.addOrGet(key, line);
    if (first !== 0)
      out.push({
        kind: 'warning',
        warning: {
          key: 'feed_csv_group_split',
          params: { key: key.slice(0, 50), column: this.grouping.keyLabel, first },
          position: { line },
        },
      });
    this.open = { key, item, quantity };
  }

  /** Emits the open product, if any: at the end of the feed, and before another key starts. */
  flush(out: AdapterEvent[]): void {
    if (this.open === null) return;
    out.push(this.emit(this.open.item));
    this.open = null;
  }

  private emit(item: ExtractedItem): AdapterEvent {
    const position: FeedPosition = { index: ++this.count };
    if (item.position.line !== undefined) position.line = item.position.line;
    return { kind: 'item', item: { ...item, position } };
  }

  /** The row's tier quantity; a row without one (or without a quantity column) is never the base tier. */
  private quantityOf(cells: string[]): number {
    if (this.grouping.quantityColumn < 0) return Infinity;
    const text = cells[this.grouping.quantityColumn];
    if (text === undefined || !hasText(text)) return Infinity;
    const parsed = parseDecimal(text.trim(), this.grouping.decimalSeparator);
    return parsed.ok ? Number(parsed.value) : Infinity;
  }

  private merge(group: OpenGroup, item: ExtractedItem, quantity: number): void {
    if (quantity < group.quantity) {
      // A lower tier: this row becomes the primary one, the product so far fills what it leaves empty.
      fillFrom(item, group.item);
      group.item = item;
      group.quantity = quantity;
    } else fillFrom(group.item, item);
  }
}

/** Fills the target's empty fields, category levels and attributes from another row; adds its images. */
function fillFrom(target: ExtractedItem, from: ExtractedItem): void {
  const fields = target.fields;
  for (const field of MAPPABLE_FIELDS) {
    if (field === 'images' || fields[field] !== undefined) continue;
    const value = from.fields[field];
    if (value !== undefined) fields[field] = value;
  }
  const images = from.fields.images;
  if (images !== undefined) {
    const into = (fields.images ??= []);
    for (const image of images) if (into.length < MAX_GROUP_IMAGES) into.push(image);
  }
  if (from.categoryLevels?.some(hasText) && !target.categoryLevels?.some(hasText))
    target.categoryLevels = from.categoryLevels;
  fillAttributes(target, from);
}

/** Adds the other row's attributes whose name the target has no value for. */
function fillAttributes(target: ExtractedItem, from: ExtractedItem): void {
  if (from.attributes.length === 0) return;
  const named = new Set<string>();
  for (const attribute of target.attributes) if (attribute.values.some(hasText)) named.add(attribute.name);
  for (const attribute of from.attributes) {
    if (target.attributes.length >= MAX_GROUP_ATTRIBUTES) return;
    if (named.has(attribute.name) || !attribute.values.some(hasText)) continue;
    target.attributes.push(attribute);
    named.add(attribute.name);
  }
}
