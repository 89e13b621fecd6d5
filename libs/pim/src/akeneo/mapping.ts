import { z } from 'zod';
import type { PimProduct } from '@feedhub/contracts';
import {
  PIM_ATTRIBUTE_TYPES,
  PimAttributeOptionSchema,
  PimAttributeSchema,
  PimCategorySchema,
  PimChannelSchema,
  PimFamilySchema,
  type PimAttribute,
  type PimAttributeOption,
  type PimCategory,
  type PimChannel,
  type PimFamily,
  type PimLabels,
} from '../model';

/**
 * Akeneo's standard format (PIM.md §1.3) → Feedhub's model. The Akeneo schemas are lenient (extra
 * fields pass, optional ones default) and an item that still does not fit is dropped with a reason,
 * so one odd row does not stop a sync.
 */

/** Labels by Akeneo locale; PHP sends an empty list as `[]`. */
const AkeneoLabelsSchema = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}),
  z.record(z.string(), z.unknown()),
);

/** A label in one language: the locale itself, else any locale of that language (`en_GB`). */
function labelIn(labels: Record<string, unknown>, exact: string, language: string): string | undefined {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return (
    text(labels[exact]) ??
    Object.entries(labels)
      .filter(([locale]) => locale.startsWith(`${language}_`))
      .map(([, value]) => text(value))
      .find((value) => value !== undefined)
  );
}

/** `{en_US, et_EE, …}` → `{en, et}`: each falls back to the other language, then to the code. */
export function mapLabels(labels: Record<string, unknown>, code: string): PimLabels {
  const en = labelIn(labels, 'en_US', 'en');
  const et = labelIn(labels, 'et_EE', 'et');
  return { en: en ?? et ?? code, et: et ?? en ?? code };
}

/** The outcome of mapping one item: the row, or why it was dropped. */
export type Mapped<T> = { ok: true; row: T } | { ok: false; code: string; why: string };

const CodedSchema = z.object({ code: z.string() });
const codeOf = (item: unknown) => CodedSchema.safeParse(item).data?.code ?? '?';

/** Maps an item with an input schema and the model's schema, reporting the first problem. */
function mapWith<In, Out>(
  item: unknown,
  input: z.ZodType<In>,
  model: z.ZodType<Out>,
  convert: (parsed: In) => unknown,
): Mapped<Out> {
  const parsed = input.safeParse(item);
  if (!parsed.success) return { ok: false, code: codeOf(item), why: describe(parsed.error) };
  const row = model.safeParse(convert(parsed.data));
  if (!row.success) return { ok: false, code: codeOf(item), why: describe(row.error) };
  return { ok: true, row: row.data };
}

const describe = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'item'}: ${issue.message}` : 'invalid';
};

const AkeneoCategorySchema = z.object({
  code: z.string(),
  parent: z.string().nullable().default(null),
  labels: AkeneoLabelsSchema,
});
/** A category. */
export const mapCategory = (item: unknown): Mapped<PimCategory> =>
  mapWith(item, AkeneoCategorySchema, PimCategorySchema, (c) => ({
    code: c.code,
    parent: c.parent,
    labels: mapLabels(c.labels, c.code),
  }));

const AkeneoFamilySchema = z.object({
  code: z.string(),
  attributes: z.array(z.string()),
  attribute_as_label: z.string(),
  labels: AkeneoLabelsSchema,
});
/** A family. */
export const mapFamily = (item: unknown): Mapped<PimFamily> =>
  mapWith(item, AkeneoFamilySchema, PimFamilySchema, (f) => ({
    code: f.code,
    attributes: f.attributes,
    attributeAsLabel: f.attribute_as_label,
    labels: mapLabels(f.labels, f.code),
  }));

const AkeneoAttributeSchema = z.object({
  code: z.string(),
  type: z.string(),
  group: z.string(),
  localizable: z.boolean().default(false),
  scopable: z.boolean().default(false),
  decimals_allowed: z.boolean().nullable().default(null),
  metric_family: z.string().nullable().default(null),
  default_metric_unit: z.string().nullable().default(null),
  labels: AkeneoLabelsSchema,
});
const SUPPORTED_TYPES: ReadonlySet<string> = new Set(PIM_ATTRIBUTE_TYPES);
/** An attribute; types Feedhub does not map (reference data, tables, EE types) are dropped. */
export function mapAttribute(item: unknown): Mapped<PimAttribute> {
  const type = z.object({ type: z.string() }).safeParse(item).data?.type;
  if (type !== undefined && !SUPPORTED_TYPES.has(type))
    return { ok: false, code: codeOf(item), why: `unsupported type ${type}` };
  return mapWith(item, AkeneoAttributeSchema, PimAttributeSchema, (a) => ({
    code: a.code,
    type: a.type,
    group: a.group,
    localizable: a.localizable,
    scopable: a.scopable,
    decimalsAllowed: a.decimals_allowed,
    metricFamily: a.metric_family,
    defaultMetricUnit: a.default_metric_unit,
    labels: mapLabels(a.labels, a.code),
  }));
}

const AkeneoOptionSchema = z.object({
  code: z.string(),
  attribute: z.string(),
  sort_order: z.number().nullable().default(0),
  labels: AkeneoLabelsSchema,
});
/** An attribute option (a missing or negative sort order counts as 0). */
export const mapOption = (item: unknown): Mapped<PimAttributeOption> =>
  mapWith(item, AkeneoOptionSchema, PimAttributeOptionSchema, (o) => ({
    code: o.code,
    attribute: o.attribute,
    sortOrder: Math.max(0, Math.trunc(o.sort_order ?? 0)),
    labels: mapLabels(o.labels, o.code),
  }));

const AkeneoChannelSchema = z.object({
  code: z.string(),
  locales: z.array(z.string()).default([]),
  currencies: z.array(z.string()).default([]),
});
/** A channel. */
export const mapChannel = (item: unknown): Mapped<PimChannel> =>
  mapWith(item, AkeneoChannelSchema, PimChannelSchema, (c) => c);

/** A locale or a currency: `{code, enabled}`. */
const SwitchSchema = z.object({ code: z.string().min(1), enabled: z.boolean() });
/** The code of an enabled locale or currency, else null. */
export function enabledCode(item: unknown): string | null {
  const parsed = SwitchSchema.safeParse(item);
  return parsed.success && parsed.data.enabled ? parsed.data.code : null;
}

/** One value of a product; SaaS's read-only extras (attribute_type, linked_data…) are stripped. */
const AkeneoValueSchema = z.object({
  locale: z.string().nullable(),
  scope: z.string().nullable(),
  data: z.unknown(),
});

/** A product as Akeneo answers it (SaaS may omit the identifier: the one asked for is used). */
export const AkeneoProductSchema = z.object({
  identifier: z.string().nullable().optional(),
  enabled: z.boolean().default(true),
  family: z.string().nullable().default(null),
  categories: z.array(z.string()).default([]),
  values: z.preprocess(
    (value) => (Array.isArray(value) || value === undefined || value === null ? {} : value),
    z.record(z.string(), z.array(AkeneoValueSchema)),
  ),
});

/** Akeneo's product answer as a PimProduct; read-only fields (uuid, created, associations…) are left out. */
export const mapProduct = (product: z.infer<typeof AkeneoProductSchema>, asked: string): PimProduct => ({
  identifier: product.identifier ?? asked,
  enabled: product.enabled,
  family: product.family,
  categories: product.categories,
  values: product.values,
});
