import type { PartnerAttributeType } from '@feedhub/contracts';
import type { FeedWarning } from '../limits';
import type {
  ExtractedItem,
  FeedAttribute,
  FeedCategory,
  FeedRecord,
  MappableField,
  RawAttribute,
} from '../record';
import { parseDecimal, vatPercent, type DecimalSeparator } from './decimal';
import { normalizeEan, parseAmount, type StockWords } from './identifiers';
import { cleanLine, cleanText, codeFromName } from './text';
import { splitUnit } from './units';

/** The options of params that shape normalisation (common to every adapter). */
export interface NormalizeOptions {
  decimalSeparator: DecimalSeparator;
  categorySeparator: string;
  defaultBrand: string | null;
  inStockAmount: number;
  /** The feed's stock words (built-in and the partner's); without it, the built-in words with inStockAmount. */
  stockWords?: StockWords;
  extractUnits: boolean;
  trim: boolean;
  /** Splits list values (images, attribute values) written in one text, when set. */
  listSeparator: string | null;
}

/** Longest code kept (the catalogue's column). */
const MAX_CODE_LENGTH = 255;
const STARTS_NUMERIC = /^[-+]?\d/;
const YES_NO = new Set(['yes', 'no', 'true', 'false', 'jah', 'ei', 'y', 'n', '0', '1']);
const IMAGE_URL = /^https?:\/\/\S+\.(jpe?g|png|gif|webp|avif|svg)(\?\S*)?$/i;

/** Result of normalising one item: a record, or none with the reason among the warnings. */
export interface BuiltRecord {
  record: FeedRecord | null;
  warnings: FeedWarning[];
}

/** Warnings of one item; created only when there is one (most items have none). */
class ItemWarnings {
  list: FeedWarning[] = [];
  constructor(private readonly position: ExtractedItem['position']) {}
  add(key: string, field: string, params: Record<string, string | number> = {}): void {
    this.list.push({ key, field, params, position: this.position });
  }
}

const NO_WARNINGS: FeedWarning[] = [];

/** Entries a memo keeps before it starts again (bounds memory on feeds where nothing repeats). */
const MEMO_SIZE = 20_000;
const SEP = '\u0001';

/**
 * What one feed repeats from product to product — category paths, attribute name/value pairs —
 * normalised once. Values handed out are frozen: records share them. One memo per feed and options.
 */
export class RecordMemo {
  private readonly categories = new Map<string, FeedCategory | null>();
  /** Attributes with only a name and one value, by name then value (no key to build per lookup). */
  private readonly plainAttributes = new Map<string, Map<string, FeedAttribute | null>>();
  private readonly otherAttributes = new Map<string, FeedAttribute | null>();
  private size = 0;

  category(key: string, make: () => FeedCategory | null): FeedCategory | null {
    let value = this.categories.get(key);
    if (value === undefined) {
      const made = make();
      value = made === null ? null : Object.freeze({ ...made, path: Object.freeze(made.path) as string[] });
      this.count();
      this.categories.set(key, value);
    }
    return value;
  }

  attribute(raw: RawAttribute, make: () => FeedAttribute | null): FeedAttribute | null {
    const value = raw.values[0];
    let byValue: Map<string, FeedAttribute | null> | undefined;
    let key: string | undefined;
    if (raw.unit == null && raw.code == null && raw.group == null) {
      byValue = this.plainAttributes.get(raw.name);
      if (byValue === undefined) this.plainAttributes.set(raw.name, (byValue = new Map()));
    } else {
      byValue = this.otherAttributes;
      key = `${raw.name}${SEP}${value}${SEP}${raw.unit ?? ''}${SEP}${raw.code ?? ''}${SEP}${raw.group ?? ''}`;
    }
    const lookup = key ?? value;
    let built = byValue.get(lookup);
    if (built === undefined) {
      const made = make();
      built = made === null ? null : Object.freeze(made);
      this.count();
      byValue.set(lookup, built);
    }
    return built;
  }

  /** Starts again when full: memory stays bounded on feeds where nothing repeats. */
  private count(): void {
    if (++this.size <= MEMO_SIZE) return;
    this.size = 0;
    this.categories.clear();
    this.plainAttributes.clear();
    this.otherAttributes.clear();
  }
}

/** The first non-empty value of a field, cleaned. */
function firstValue(values: string[] | undefined, trim: boolean): string | null {
  if (values === undefined) return null;
  for (let i = 0; i < values.length; i++) {
    const line = cleanLine(values[i], trim);
    if (line !== null) return line;
  }
  return null;
}

/** A decimal field: null when absent; a warning and null when it is not a non-negative decimal. */
function decimalField(
  item: ExtractedItem,
  field: MappableField,
  options: NormalizeOptions,
  warnings: ItemWarnings,
  currency: { value: string | null },
): string | null {
  const text = firstValue(item.fields[field], options.trim);
  if (text === null) return null;
  const parsed = parseDecimal(text, options.decimalSeparator);
  if (!parsed.ok) {
    warnings.add(`feed_number_${parsed.reason}`, field, { value: text.slice(0, 50) });
    return null;
  }
  if (parsed.value.charCodeAt(0) === 45 /* - */) {
    warnings.add('feed_number_negative', field, { value: text.slice(0, 50) });
    return null;
  }
  if (currency.value === null) currency.value = parsed.currency;
  return parsed.value;
}

/** The first valid GTIN among the EAN texts ("a, b" lists too). */
function eanField(item: ExtractedItem, options: NormalizeOptions, warnings: ItemWarnings): string | null {
  const text = firstValue(item.fields.ean, options.trim);
  if (text === null) return null;
  const direct = normalizeEan(text);
  if (direct !== null) return direct;
  for (const candidate of text.split(/[,;|/]/)) {
    const ean = normalizeEan(candidate);
    if (ean !== null) return ean;
  }
  warnings.add('feed_invalid_ean', 'ean', { value: text.slice(0, 50) });
  return null;
}

/** Stock: the sum of the values (warehouses add up); a value that is not stock makes it unknown. */
function amountField(item: ExtractedItem, options: NormalizeOptions, warnings: ItemWarnings): number | null {
  const values = item.fields.amount;
  if (values === undefined) return null;
  let amount: number | null = null;
  for (const raw of values) {
    const text = raw.trim();
    if (text === '') continue;
    const parsed = parseAmount(text, options.stockWords ?? options.inStockAmount, options.decimalSeparator);
    if (!parsed.ok) {
      warnings.add('feed_invalid_amount', 'amount', { value: text.slice(0, 50) });
      return null;
    }
    amount = (amount ?? 0) + parsed.value;
  }
  return amount;
}

/** Turns an adapter's extracted item into a canonical record; value problems become warnings. */
export function buildRecord(
  item: ExtractedItem,
  options: NormalizeOptions,
  memo: RecordMemo = new RecordMemo(),
): BuiltRecord {
  const warnings = new ItemWarnings(item.position);
  const code = firstValue(item.fields.code, options.trim);
  if (code === null) {
    warnings.add('feed_missing_code', 'code');
    return { record: null, warnings: warnings.list };
  }
  if (code.length > MAX_CODE_LENGTH) {
    warnings.add('feed_value_too_long', 'code', { max: MAX_CODE_LENGTH });
    return { record: null, warnings: warnings.list };
  }
  const currency = { value: firstValue(item.fields.currency, options.trim) };
  const price = decimalField(item, 'price', options, warnings, currency);
  const rrpPrice = decimalField(item, 'rrpPrice', options, warnings, currency);
  const supplierPrice = decimalField(item, 'supplierPrice', options, warnings, currency);
  const vat = decimalField(item, 'vatRate', options, warnings, currency);
  const description = item.fields.description;
  const record: FeedRecord = {
    code,
    sku: firstValue(item.fields.sku, options.trim),
    name: firstValue(item.fields.name, options.trim),
    ean: eanField(item, options, warnings),
    manufacturerCode: firstValue(item.fields.manufacturerCode, options.trim),
    brand: firstValue(item.fields.brand, options.trim) ?? options.defaultBrand,
    category: buildCategory(item, options, memo),
    price,
    rrpPrice,
    supplierPrice,
    currency: currency.value === null ? null : currency.value.toUpperCase(),
    vatRate: vat === null ? null : vatPercent(vat),
    amount: amountField(item, options, warnings),
    description:
      description === undefined
        ? null
        : cleanText(
            description.find((d) => d.trim() !== ''),
            options.trim,
          ),
    images:
      item.fields.images === undefined
        ? []
        : listValues(item.fields.images, options.listSeparator ?? IMAGE_SEPARATORS),
    attributes: item.attributes.length === 0 ? [] : buildAttributes(item.attributes, options, memo),
    position: item.position,
  };
  return { record, warnings: warnings.list.length ? warnings.list : NO_WARNINGS };
}

const IMAGE_SEPARATORS = /[\s|;]+/;
/** A value without any image separator in it (leading/trailing spaces aside). */
const ONE_LIST_ITEM = /^\s*[^\s|;]*\s*$/;

/** Category from a code, a name, a path text split on the separator, or level values. */
function buildCategory(
  item: ExtractedItem,
  options: NormalizeOptions,
  memo: RecordMemo,
): FeedRecord['category'] {
  const code = firstValue(item.fields.categoryCode, true);
  const name = firstValue(item.fields.categoryName, true);
  if (item.categoryLevels?.length) return makeCategory(code, name, item.categoryLevels);
  const pathText = firstValue(item.fields.categoryPath, true);
  const key = `${code ?? ''}${SEP}${name ?? ''}${SEP}${pathText ?? ''}`;
  return memo.category(key, () =>
    makeCategory(code, name, pathText === null ? [] : pathText.split(options.categorySeparator)),
  );
}

function makeCategory(code: string | null, givenName: string | null, pieces: string[]): FeedCategory | null {
  const path: string[] = [];
  for (const piece of pieces) {
    const clean = cleanLine(piece, true);
    if (clean !== null && (path.length === 0 || clean !== path[path.length - 1])) path.push(clean);
  }
  const name = givenName ?? (path.length === 0 ? null : path[path.length - 1]);
  if (code === null && name === null) return null;
  if (path.length === 0 && name !== null) path.push(name);
  return { code, name, path };
}

/** Splits list texts, trims and deduplicates. */
function listValues(values: string[], separator: string | RegExp): string[] {
  const out: string[] = [];
  // A linear search is cheapest for the usual few items; a set keeps long lists linear.
  let seen: Set<string> | null = null;
  for (const value of values) {
    // Most values hold one item (an image URL per element): no split needed.
    const parts =
      typeof separator === 'string'
        ? value.split(separator)
        : ONE_LIST_ITEM.test(value)
          ? [value]
          : value.split(separator);
    for (const part of parts) {
      const item = part.trim();
      if (item === '') continue;
      if (seen === null && out.length > 16) seen = new Set(out);
      if (seen ? seen.has(item) : out.includes(item)) continue;
      seen?.add(item);
      out.push(item);
    }
  }
  return out;
}

/** The cleaned, non-empty values of a raw attribute (split on the list separator when it has one value). */
function attributeValues(raw: string[], options: NormalizeOptions): string[] {
  const values: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    const value = cleanLine(raw[i], options.trim);
    if (value !== null) values.push(value);
  }
  if (options.listSeparator && values.length === 1 && values[0].includes(options.listSeparator))
    return listValues(values, options.listSeparator);
  return values;
}

/** Normalises raw attributes: drops empty ones, splits units, merges repeated names into lists. */
function buildAttributes(raw: RawAttribute[], options: NormalizeOptions, memo: RecordMemo): FeedAttribute[] {
  const byCode = new Map<string, FeedAttribute>();
  for (const attribute of raw) {
    // Single values (most attributes) repeat across products: normalise each distinct one once.
    const built =
      attribute.values.length === 1
        ? memo.attribute(attribute, () => buildAttribute(attribute, options))
        : buildAttribute(attribute, options);
    if (built === null) continue;
    const existing = byCode.get(built.code);
    if (existing === undefined) {
      byCode.set(built.code, built);
      continue;
    }
    // A repeated name: one attribute holding every distinct value (a new object: built ones may be shared).
    const before = Array.isArray(existing.value) ? existing.value : [existing.value];
    const merged = [...new Set([...before, ...(Array.isArray(built.value) ? built.value : [built.value])])];
    // The same value again (feeds repeat a detail) adds nothing: a single value stays a single value.
    if (merged.length === before.length) continue;
    byCode.set(built.code, { ...existing, value: merged, type: guessType(merged) });
  }
  return [...byCode.values()];
}

/** One raw attribute normalised, or null when it has no name or no value. */
function buildAttribute(attribute: RawAttribute, options: NormalizeOptions): FeedAttribute | null {
  const name = cleanLine(attribute.name, true);
  if (name === null) return null;
  let values = attributeValues(attribute.values, options);
  if (values.length === 0) return null;
  let unit = attribute.unit == null ? null : cleanLine(attribute.unit, true);
  let type: PartnerAttributeType | null = null;
  if (values.length === 1 && STARTS_NUMERIC.test(values[0])) {
    const split =
      options.extractUnits && unit === null ? splitUnit(values[0], options.decimalSeparator) : null;
    if (split) {
      values = [split.value];
      unit = split.unit;
      type = 'number';
    } else {
      const number = parseDecimal(values[0], options.decimalSeparator);
      if (number.ok && number.currency === null) {
        values = [number.value];
        type = 'number';
      }
    }
  }
  return {
    code: (attribute.code == null ? null : cleanLine(attribute.code, true)) ?? codeFromName(name),
    name,
    type: type ?? guessType(values),
    value: values.length === 1 ? values[0] : values,
    unit,
    group: attribute.group == null ? null : cleanLine(attribute.group, true),
  };
}

/** A type for a new partner attribute, from its values. */
export function guessType(values: string[]): PartnerAttributeType {
  if (values.length > 1) return 'multi_select';
  const value = values[0];
  if (/^-?\d+(\.\d+)?$/.test(value)) return 'number';
  if (YES_NO.has(value.toLowerCase())) return 'checkbox';
  if (IMAGE_URL.test(value)) return 'picture';
  return 'text';
}
