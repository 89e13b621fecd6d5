import type { PartnerAttributeType } from '@feedhub/contracts';
import type { FeedWarning } from '../limits';
import type { ExtractedItem, FeedAttribute, FeedRecord, MappableField, RawAttribute } from '../record';
import { parseDecimal, vatPercent, type DecimalSeparator } from './decimal';
import { normalizeEan, parseAmount } from './identifiers';
import { cleanLine, cleanText, codeFromName } from './text';
import { splitUnit } from './units';

/** The options of params that shape normalisation (common to every adapter). */
export interface NormalizeOptions {
  decimalSeparator: DecimalSeparator;
  categorySeparator: string;
  defaultBrand: string | null;
  inStockAmount: number;
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
    const parsed = parseAmount(text, options.inStockAmount);
    if (!parsed.ok) {
      warnings.add('feed_invalid_amount', 'amount', { value: text.slice(0, 50) });
      return null;
    }
    amount = (amount ?? 0) + parsed.value;
  }
  return amount;
}

/** Turns an adapter's extracted item into a canonical record; value problems become warnings. */
export function buildRecord(item: ExtractedItem, options: NormalizeOptions): BuiltRecord {
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
    category: buildCategory(item, options),
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
    attributes: item.attributes.length === 0 ? [] : buildAttributes(item.attributes, options),
    position: item.position,
  };
  return { record, warnings: warnings.list.length ? warnings.list : NO_WARNINGS };
}

const IMAGE_SEPARATORS = /[\s|;]+/;

/** Category from a code, a name, a path text split on the separator, or level values. */
function buildCategory(item: ExtractedItem, options: NormalizeOptions): FeedRecord['category'] {
  const code = firstValue(item.fields.categoryCode, true);
  let pieces: string[] | undefined = item.categoryLevels;
  if (!pieces?.length) {
    const pathText = firstValue(item.fields.categoryPath, true);
    pieces = pathText === null ? [] : pathText.split(options.categorySeparator);
  }
  const path: string[] = [];
  for (const piece of pieces) {
    const clean = cleanLine(piece, true);
    if (clean !== null && clean !== path[path.length - 1]) path.push(clean);
  }
  const name = firstValue(item.fields.categoryName, true) ?? path[path.length - 1] ?? null;
  if (code === null && name === null) return null;
  if (path.length === 0 && name !== null) path.push(name);
  return { code, name, path };
}

/** Splits list texts, trims and deduplicates. */
function listValues(values: string[], separator: string | RegExp): string[] {
  const out = new Set<string>();
  for (const value of values)
    for (const part of value.split(separator)) if (part.trim()) out.add(part.trim());
  return [...out];
}

/** Normalises raw attributes: drops empty ones, splits units, merges repeated names into lists. */
function buildAttributes(raw: RawAttribute[], options: NormalizeOptions): FeedAttribute[] {
  const byCode = new Map<string, FeedAttribute>();
  for (const attribute of raw) {
    const name = cleanLine(attribute.name, true);
    if (name === null) continue;
    let values = attribute.values
      .map((v) => cleanLine(v, options.trim))
      .filter((v): v is string => v !== null);
    if (options.listSeparator && values.length === 1 && values[0].includes(options.listSeparator))
      values = listValues(values, options.listSeparator);
    if (values.length === 0) continue;
    let unit = cleanLine(attribute.unit ?? undefined, true);
    if (values.length === 1 && STARTS_NUMERIC.test(values[0])) {
      const split =
        options.extractUnits && unit === null ? splitUnit(values[0], options.decimalSeparator) : null;
      if (split) {
        values = [split.value];
        unit = split.unit;
      } else {
        const number = parseDecimal(values[0], options.decimalSeparator);
        if (number.ok && number.currency === null) values = [number.value];
      }
    }
    const code = cleanLine(attribute.code ?? undefined, true) ?? codeFromName(name);
    const existing = byCode.get(code);
    if (existing) {
      const merged = [...(Array.isArray(existing.value) ? existing.value : [existing.value]), ...values];
      existing.value = [...new Set(merged)];
      existing.type = guessType(existing.value as string[]);
      continue;
    }
    byCode.set(code, {
      code,
      name,
      type: guessType(values),
      value: values.length === 1 ? values[0] : values,
      unit,
      group: cleanLine(attribute.group ?? undefined, true),
    });
  }
  return [...byCode.values()];
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
