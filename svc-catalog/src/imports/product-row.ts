import { hash } from 'node:crypto';
import type { FeedRecord, FeedWarning } from '@feedhub/feeds';

/**
 * Record → staging row: a feed's canonical record as one line of PostgreSQL's COPY text format, in
 * STAGE_COLUMNS order, with the md5 of the mapped fields last. Pure and allocation-light: the import
 * maps every record of a feed through here.
 */

/** Columns of the staging table, in COPY order (types: see stageTableSql). */
export const STAGE_COLUMNS = [
  'code',
  'sku',
  'name',
  'ean',
  'manufacturer_code',
  'brand',
  'category_code',
  'category_name',
  'category_path',
  'category_parent',
  'amount',
  'price',
  'rrp_price',
  'supplier_price',
  'vat_rate',
  'currency',
  'description',
  'images',
  'attributes',
  'content_hash',
] as const;

/** Longest product or category code kept (a btree key must stay well under 2.7 kB). */
export const MAX_CODE_CHARS = 500;
/**
 * Longest indexed text (sku, ean, brand, currency, manufacturer code) kept: 600 characters are at
 * most 2,400 bytes of UTF-8, under a btree entry's limit. Longer names are cut to this length.
 */
export const MAX_SHORT_CHARS = 600;
/** Separator of a category path joined into a code when the feed gives no code. */
export const CATEGORY_PATH_SEPARATOR = ' > ';

/** Largest stock kept (the column is a 4-byte integer). */
export const MAX_AMOUNT = 2_147_483_647;

/** A category as the import stores it. */
export interface MappedCategory {
  code: string;
  name: string;
  path: string[];
  parentCode: string | null;
}

/** One mapped record: its COPY line (with the trailing newline), or why it was skipped. */
export type MappedRow =
  | { ok: true; line: string; amount: number | null; category: MappedCategory | null }
  | { ok: false; warning: FeedWarning };

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text PostgreSQL accepts: no NUL (text and jsonb refuse it), no lone surrogate (jsonb refuses it). */
export function cleanText(text: string): string {
  const out = text.includes('\0') ? text.replaceAll('\0', '') : text;
  return SURROGATE.test(out) ? out.replace(LONE_SURROGATE, '\uFFFD') : out;
}

const COPY_SPECIALS = /[\\\t\n\r]/;

/** One COPY text field: NULL is \N; backslash, tab, newline and carriage return are escaped. */
export function copyField(value: string | null): string {
  if (value === null) return '\\N';
  const text = cleanText(value);
  if (!COPY_SPECIALS.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/** JSON of cleaned values (strings inside cleaned too). */
function json(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? cleanText(v) : v));
}

/** The category a record names, or null; too long a code drops the category (a warning). */
export function mapCategory(record: FeedRecord): MappedCategory | null | 'too_long' {
  const category = record.category;
  if (!category) return null;
  const path = category.path.map(cleanText).filter((level) => level !== '');
  const code = cleanText(category.code ?? '') || path.join(CATEGORY_PATH_SEPARATOR);
  if (!code) return null;
  if (code.length > MAX_CODE_CHARS) return 'too_long';
  const name = (cleanText(category.name ?? '') || path.at(-1) || code).slice(0, MAX_SHORT_CHARS);
  const parentCode =
    !category.code && path.length > 1 ? path.slice(0, -1).join(CATEGORY_PATH_SEPARATOR) : null;
  return { code, name, path, parentCode };
}

/** A value longer than the column takes: the record is skipped with this warning. */
function tooLong(record: FeedRecord, field: string, max: number): MappedRow {
  return {
    ok: false,
    warning: { key: 'feed_value_too_long', field, params: { field, max }, position: record.position },
  };
}

/**
 * Text the fast path cannot take as it is: a NUL or a surrogate (raw, or escaped by JSON.stringify).
 * Such a line is built again through cleanText (the same line as before whenever nothing needed
 * cleaning, so content hashes never depend on the path taken).
 */
const NEEDS_CLEANING = /[\0\uD800-\uDFFF]|\\u0000|\\ud[89a-f]/i;

/** One COPY field of text known to need no cleaning. */
function rawField(value: string | null): string {
  if (value === null) return '\\N';
  if (!COPY_SPECIALS.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}

/**
 * The content hash's place in a line mapped without it (`{ hash: false }`): 32 characters, as many as
 * the hash, which fillContentHashes writes over.
 */
const HASH_PLACEHOLDER = '0'.repeat(32);

/** Maps one record to its staging line; `hash: false` leaves its content hash to fillContentHashes. */
export function mapProductRow(record: FeedRecord, { hash: withHash = true } = {}): MappedRow {
  if (record.code.length > MAX_CODE_CHARS) return tooLong(record, 'code', MAX_CODE_CHARS);
  for (const field of ['sku', 'ean', 'manufacturerCode', 'brand', 'currency'] as const) {
    const value = record[field];
    if (value !== null && value.length > MAX_SHORT_CHARS) return tooLong(record, field, MAX_SHORT_CHARS);
  }
  const mapped = mapCategory(record);
  if (mapped === 'too_long') return tooLong(record, 'category', MAX_CODE_CHARS);
  let body = rowBody(record, mapped, rawField, JSON.stringify);
  if (NEEDS_CLEANING.test(body)) body = rowBody(record, mapped, copyField, json);
  // The content hash is the md5 of the line itself: its canonical serialisation.
  return {
    ok: true,
    line: `${body}\t${withHash ? hash('md5', body, 'hex') : HASH_PLACEHOLDER}\n`,
    amount: record.amount,
    category: mapped,
  };
}

/**
 * Writes the content hash of every line of COPY text mapped with `{ hash: false }`: the md5 of the
 * line's UTF-8 bytes before its last tab, the same as mapProductRow takes of the same text as a
 * string. Lines end with a newline (COPY escapes any inside a field); the text holds whole lines.
 */
export function fillContentHashes(text: Buffer): void {
  for (let start = 0; start < text.length;) {
    const end = text.indexOf(10, start);
    if (end === -1) throw new Error('COPY text must end with a whole line');
    const at = end - HASH_PLACEHOLDER.length;
    text.write(hash('md5', text.subarray(start, at - 1), 'hex'), at, 'latin1');
    start = end + 1;
  }
}

/** The line's fields, tab-separated, in STAGE_COLUMNS order (without the hash). */
function rowBody(
  record: FeedRecord,
  mapped: MappedCategory | null,
  field: (value: string | null) => string,
  toJson: (value: unknown) => string,
): string {
  const clean = toJson === json ? cleanText : (text: string) => text;
  const attributes: Record<
    string,
    { name: string; value: string | string[]; unit: string | null; type: string }
  > = {};
  for (const attribute of record.attributes) {
    attributes[clean(attribute.code)] = {
      name: attribute.name,
      value: attribute.value,
      unit: attribute.unit,
      type: attribute.type,
    };
  }
  return (
    field(record.code) +
    '\t' +
    field(record.sku) +
    '\t' +
    field(record.name === null ? null : record.name.slice(0, MAX_SHORT_CHARS)) +
    '\t' +
    field(record.ean) +
    '\t' +
    field(record.manufacturerCode) +
    '\t' +
    field(record.brand) +
    '\t' +
    field(mapped?.code ?? null) +
    '\t' +
    field(mapped?.name ?? null) +
    '\t' +
    field(mapped ? toJson(mapped.path) : null) +
    '\t' +
    field(mapped?.parentCode ?? null) +
    '\t' +
    (record.amount === null ? '\\N' : String(Math.min(record.amount, MAX_AMOUNT))) +
    '\t' +
    (record.price ?? '\\N') +
    '\t' +
    (record.rrpPrice ?? '\\N') +
    '\t' +
    (record.supplierPrice ?? '\\N') +
    '\t' +
    (record.vatRate ?? '\\N') +
    '\t' +
    field(record.currency) +
    '\t' +
    field(record.description) +
    '\t' +
    field(toJson(record.images)) +
    '\t' +
    field(toJson(attributes))
  );
}
