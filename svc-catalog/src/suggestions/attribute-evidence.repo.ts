import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/**
 * What attribute suggestions read from the database: the PIM's attributes with their options, the
 * attributes already mapped (every partner), and the values a partner's products carry per attribute.
 */

/** A PIM attribute as the scorer's index and the answers need it (labels in both languages). */
export interface PimAttributeRow {
  code: string;
  type: string;
  labels: { en: string; et: string };
  metricFamily: string | null;
  defaultMetricUnit: string | null;
  options: { code: string; labels: { en: string; et: string } }[];
}

/** The PIM's attributes with their options in their order. */
export async function pimAttributesWithOptions(trx: Knex): Promise<PimAttributeRow[]> {
  const attributes = (await trx
    .withSchema(SCHEMA)
    .table('pim_attributes')
    .orderBy(['position', 'code'])
    .select('code', 'type', 'label_en', 'label_et', 'metric_family', 'default_metric_unit')) as {
    code: string;
    type: string;
    label_en: string;
    label_et: string;
    metric_family: string | null;
    default_metric_unit: string | null;
  }[];
  const options = (await trx
    .withSchema(SCHEMA)
    .table('pim_attribute_options')
    .orderBy(['attribute_code', 'sort_order', 'code'])
    .select('attribute_code', 'code', 'label_en', 'label_et')) as {
    attribute_code: string;
    code: string;
    label_en: string;
    label_et: string;
  }[];
  const byAttribute = new Map<string, PimAttributeRow['options']>();
  for (const o of options) {
    const list = byAttribute.get(o.attribute_code) ?? [];
    list.push({ code: o.code, labels: { en: o.label_en, et: o.label_et } });
    byAttribute.set(o.attribute_code, list);
  }
  return attributes.map((a) => ({
    code: a.code,
    type: a.type,
    labels: { en: a.label_en, et: a.label_et },
    metricFamily: a.metric_family,
    defaultMetricUnit: a.default_metric_unit,
    options: byAttribute.get(a.code) ?? [],
  }));
}

/**
 * The PIM's attribute reference data in a fingerprint: a sync replaces every row (new synced_at),
 * so the count and the latest sync time change whenever what the index is built from may have.
 */
const PIM_FINGERPRINT = `(select count(*) from ${SCHEMA}.pim_attributes) as pim_attributes,
  (select max(synced_at) from ${SCHEMA}.pim_attributes) as pim_attributes_at,
  (select count(*) from ${SCHEMA}.pim_attribute_options) as pim_options,
  (select max(synced_at) from ${SCHEMA}.pim_attribute_options) as pim_options_at`;
interface PimFingerprintRow {
  pim_attributes: unknown;
  pim_attributes_at: unknown;
  pim_options: unknown;
  pim_options_at: unknown;
}
const stamp = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ''));
const pimKey = (r: PimFingerprintRow) =>
  `${String(r.pim_attributes)}:${stamp(r.pim_attributes_at)}:${String(r.pim_options)}:${stamp(r.pim_options_at)}`;

/** The fingerprint of the PIM's attribute reference data (see PIM_FINGERPRINT). */
export async function pimAttributesFingerprint(trx: Knex): Promise<string> {
  const { rows } = (await trx.raw(`select ${PIM_FINGERPRINT}`)) as { rows: PimFingerprintRow[] };
  return pimKey(rows[0]!);
}

/** An attribute mapped to PIM attributes (any partner's). */
export interface MappedAttributeRow {
  id: number;
  partnerId: number;
  code: string;
  name: string;
  codes: string[];
}

/** Every attribute mapped to at least one PIM attribute (what "other partners" and namesakes vote with). */
export async function mappedAttributes(trx: Knex): Promise<MappedAttributeRow[]> {
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('partner_attributes')
    .whereRaw('jsonb_array_length(pim_attribute_codes) > 0')
    .orderBy('id')
    .select('id', 'partner_id', 'code', 'name', 'pim_attribute_codes')) as {
    id: number;
    partner_id: number;
    code: string;
    name: string;
    pim_attribute_codes: string[] | string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    partnerId: r.partner_id,
    code: r.code,
    name: r.name,
    codes:
      typeof r.pim_attribute_codes === 'string'
        ? (JSON.parse(r.pim_attribute_codes) as string[])
        : r.pim_attribute_codes,
  }));
}

/**
 * The mapped attributes in a fingerprint: a save stamps updated_at, so mapping, unmapping, renaming or
 * deleting one changes the count, the id sum or the latest stamp (any process's write, replicas too).
 */
const MAPPED_FINGERPRINT = `(select array[count(*)::text, coalesce(sum(id), 0)::text, max(updated_at)::text]
  from ${SCHEMA}.partner_attributes where jsonb_array_length(pim_attribute_codes) > 0) as mapped`;
/** A text[] column as the driver gives it (an array, or its literal "{a,b}"). */
const asList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((v) => String(v ?? ''))
    : String(value ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',');
const mappedKey = (r: { mapped: unknown }) => asList(r.mapped).join(':');

/** The fingerprint of the mapped attributes (see MAPPED_FINGERPRINT). */
export async function mappedAttributesFingerprint(trx: Knex): Promise<string> {
  const { rows } = (await trx.raw(`select ${MAPPED_FINGERPRINT}`)) as { rows: { mapped: unknown }[] };
  return mappedKey(rows[0]!);
}

/**
 * A partner's products in a fingerprint: an import inserts rows (a new highest id) and stamps each row
 * it changes with its run's changed_at; a deletion lowers the count. `n` also says how many there are.
 */
const PRODUCTS_FINGERPRINT = `(select array[count(*)::text, max(id)::text, max(changed_at)::text]
  from ${SCHEMA}.partner_products where partner_id = ?) as products`;

/** What one attribute's suggestions rest on, read in one round trip (DESIGN §5, docs/mapping.md "Speed"). */
export interface AttributeBasisState {
  /** The basis version and the threshold it was computed with (null: none noted yet). */
  version: number;
  threshold: number | null;
  /** The fingerprints the scorer's caches are kept by (attribute-scoring.ts). */
  pimKey: string;
  mappedKey: string;
  /** The partner's products (when asked for): their fingerprint and count. */
  products: { key: string; count: number } | null;
}

/**
 * The basis row and the fingerprints (a partner's products too, with `productsOf`: what its sample
 * values are kept by); null when the basis row is missing.
 */
export async function attributeBasisState(
  trx: Knex,
  productsOf?: number,
): Promise<AttributeBasisState | null> {
  const { rows } = (await trx.raw(
    `select b.version, b.threshold, ${PIM_FINGERPRINT}, ${MAPPED_FINGERPRINT}
       ${productsOf === undefined ? '' : `, ${PRODUCTS_FINGERPRINT}`}
     from ${SCHEMA}.suggestion_basis b where b.id = 1`,
    productsOf === undefined ? [] : [productsOf],
  )) as {
    rows: (PimFingerprintRow & {
      version: unknown;
      threshold: unknown;
      mapped: unknown;
      products?: unknown;
    })[];
  };
  const r = rows[0];
  if (!r) return null;
  const products = r.products === undefined ? null : asList(r.products);
  return {
    version: Number(r.version),
    threshold: r.threshold === null || r.threshold === undefined ? null : Number(r.threshold),
    pimKey: pimKey(r),
    mappedKey: mappedKey(r),
    products: products ? { key: products.join(':'), count: Number(products[0]) } : null,
  };
}

/** Products read for sample values (the first ones by id: enough to show what a value looks like). */
export const SAMPLE_PRODUCTS = 2_000;
/** Distinct sample values kept per attribute. */
export const SAMPLE_VALUES = 20;
/** A sample value longer than this is cut (a 10 kB value says no more than its start). */
const SAMPLE_CHARS = 200;

/** One product attribute value as the import stores it: `{ name, value, unit, type }`. */
function valueText(raw: unknown): string[] {
  if (!raw || typeof raw !== 'object') return [];
  const { value, unit } = raw as { value?: unknown; unit?: unknown };
  const values = Array.isArray(value) ? value : [value];
  const suffix = typeof unit === 'string' && unit.trim() ? ` ${unit.trim()}` : '';
  return values
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => `${String(v).trim()}${suffix}`.slice(0, SAMPLE_CHARS))
    .filter((v) => v.length > 0);
}

/**
 * Distinct values a partner's products carry per attribute code (with the unit the feed gave, "2.5 kg"),
 * at most SAMPLE_VALUES each; `codes` limits it to some attributes.
 */
export async function sampleValues(
  trx: Knex,
  partnerId: number,
  codes?: readonly string[],
): Promise<Map<string, string[]>> {
  if (codes && !codes.length) return new Map();
  if (codes && codes.length === 1)
    return new Map([[codes[0]!, await sampleValuesOf(trx, partnerId, codes[0]!)]]);
  const out = new Map<string, Set<string>>();
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('partner_products')
    .where('partner_id', partnerId)
    .orderBy('id')
    .limit(SAMPLE_PRODUCTS)
    .select('attributes')) as { attributes: Record<string, unknown> | string }[];
  const wanted = codes ? new Set(codes) : null;
  for (const row of rows) {
    const attributes =
      typeof row.attributes === 'string'
        ? (JSON.parse(row.attributes) as Record<string, unknown>)
        : row.attributes;
    for (const [code, raw] of Object.entries(attributes ?? {})) {
      if (wanted && !wanted.has(code)) continue;
      const set = out.get(code) ?? new Set<string>();
      for (const v of valueText(raw)) if (set.size < SAMPLE_VALUES) set.add(v);
      out.set(code, set);
    }
  }
  return new Map([...out].map(([code, set]) => [code, [...set]]));
}

/**
 * One attribute's sample values: from the products that carry it, only its value read (as JSON text:
 * a product's whole attributes are ten times the bytes, and the one suggestion route asks this).
 */
async function sampleValuesOf(trx: Knex, partnerId: number, code: string): Promise<string[]> {
  const rows = (await trx
    .withSchema(SCHEMA)
    .table('partner_products')
    .where('partner_id', partnerId)
    // jsonb_exists: knex reads `?` as a binding.
    .whereRaw('jsonb_exists(attributes, ?)', [code])
    .orderBy('id')
    .limit(SAMPLE_PRODUCTS)
    .select(trx.raw('(attributes -> ?)::text as value', [code]))) as { value: string | null }[];
  const set = new Set<string>();
  for (const row of rows) {
    if (row.value === null) continue;
    for (const v of valueText(JSON.parse(row.value) as unknown)) if (set.size < SAMPLE_VALUES) set.add(v);
    if (set.size >= SAMPLE_VALUES) break;
  }
  return [...set];
}
