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
 * A fingerprint of the PIM's attribute reference data: a sync replaces every row (new synced_at),
 * so the count and the latest sync time change whenever what the index is built from may have.
 */
export async function pimAttributesFingerprint(trx: Knex): Promise<string> {
  const { rows } = (await trx.raw(
    `select (select count(*) from ${SCHEMA}.pim_attributes) as attributes,
            (select max(synced_at) from ${SCHEMA}.pim_attributes) as attributes_at,
            (select count(*) from ${SCHEMA}.pim_attribute_options) as options,
            (select max(synced_at) from ${SCHEMA}.pim_attribute_options) as options_at`,
  )) as { rows: { attributes: unknown; attributes_at: unknown; options: unknown; options_at: unknown }[] };
  const r = rows[0];
  const at = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v ?? ''));
  return `${String(r.attributes)}:${at(r.attributes_at)}:${String(r.options)}:${at(r.options_at)}`;
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
 * A fingerprint of the mapped attributes: a save stamps updated_at, so mapping, unmapping, renaming or
 * deleting one changes the count, the id sum or the latest stamp (any process's write, replicas too).
 */
export async function mappedAttributesFingerprint(trx: Knex): Promise<string> {
  const { rows } = (await trx.raw(
    `select count(*) as n, coalesce(sum(id), 0) as ids, max(updated_at) as at
     from ${SCHEMA}.partner_attributes where jsonb_array_length(pim_attribute_codes) > 0`,
  )) as { rows: { n: unknown; ids: unknown; at: unknown }[] };
  const r = rows[0]!;
  const at = r.at instanceof Date ? r.at.toISOString() : String(r.at ?? '');
  return `${String(r.n)}:${String(r.ids)}:${at}`;
}

/** Products read for sample values (the first ones by id: enough to show what a value looks like). */
const SAMPLE_PRODUCTS = 2_000;
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
  const out = new Map<string, Set<string>>();
  if (codes && !codes.length) return new Map();
  const products = trx
    .withSchema(SCHEMA)
    .table('partner_products')
    .where('partner_id', partnerId)
    .orderBy('id')
    .limit(SAMPLE_PRODUCTS)
    .select('attributes');
  // One code: only the products that carry it (jsonb_exists: knex reads `?` as a binding).
  if (codes && codes.length === 1) products.whereRaw('jsonb_exists(attributes, ?)', [codes[0]]);
  const rows = (await products) as { attributes: Record<string, unknown> | string }[];
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
