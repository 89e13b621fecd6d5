import { z } from 'zod';
// PIM codes: the one schema the HTTP queries that name codes use too.
import { PIM_SELECT_ATTRIBUTE_TYPES, PimCodeSchema } from '@feedhub/contracts';

/**
 * The PIM's reference data, in the shape of Akeneo's REST "standard format" (PIM.md §1.3), trimmed
 * to what Feedhub reads: category trees, families, attributes and attribute options, with labels in
 * the two languages of the product (en, et).
 */

/** Labels by locale; both languages of the product are always present. */
export const PimLabelsSchema = z.object({ en: z.string().min(1), et: z.string().min(1) });
export type PimLabels = z.infer<typeof PimLabelsSchema>;

/** A category; `parent` null is a tree's root. Categories form several trees. */
export const PimCategorySchema = z.object({
  code: PimCodeSchema,
  parent: PimCodeSchema.nullable(),
  labels: PimLabelsSchema,
});
export type PimCategory = z.infer<typeof PimCategorySchema>;

/** Akeneo attribute types Feedhub maps to (pim_catalog_*). */
export const PIM_ATTRIBUTE_TYPES = [
  'pim_catalog_identifier',
  'pim_catalog_text',
  'pim_catalog_textarea',
  'pim_catalog_simpleselect',
  'pim_catalog_multiselect',
  'pim_catalog_boolean',
  'pim_catalog_date',
  'pim_catalog_number',
  'pim_catalog_metric',
  'pim_catalog_price_collection',
  'pim_catalog_image',
] as const;
export type PimAttributeType = (typeof PIM_ATTRIBUTE_TYPES)[number];

/** Types whose values are option codes. */
export const PIM_SELECT_TYPES: readonly PimAttributeType[] = PIM_SELECT_ATTRIBUTE_TYPES;

export const PimAttributeSchema = z.object({
  code: PimCodeSchema,
  type: z.enum(PIM_ATTRIBUTE_TYPES),
  group: PimCodeSchema,
  /** Values per locale (`locale` set on each value) or one value for all. */
  localizable: z.boolean(),
  /** Values per channel (`scope`) or one value for all. */
  scopable: z.boolean(),
  /** Numbers, metrics and prices: decimals allowed (sent as strings) or whole numbers only. */
  decimalsAllowed: z.boolean().nullable(),
  /** Metrics: the measurement family and the default unit (Akeneo unit codes). */
  metricFamily: z.string().nullable(),
  defaultMetricUnit: z.string().nullable(),
  labels: PimLabelsSchema,
});
export type PimAttribute = z.infer<typeof PimAttributeSchema>;

export const PimAttributeOptionSchema = z.object({
  code: PimCodeSchema,
  attribute: PimCodeSchema,
  sortOrder: z.number().int().min(0),
  labels: PimLabelsSchema,
});
export type PimAttributeOption = z.infer<typeof PimAttributeOptionSchema>;

/** A family: the attributes its products have, and the one used as their label. */
export const PimFamilySchema = z.object({
  code: PimCodeSchema,
  attributes: z.array(PimCodeSchema).min(1),
  attributeAsLabel: PimCodeSchema,
  labels: PimLabelsSchema,
});
export type PimFamily = z.infer<typeof PimFamilySchema>;

/** A channel (Akeneo's scope): the locales and currencies its products are completed in. */
export const PimChannelSchema = z.object({
  code: PimCodeSchema,
  locales: z.array(z.string().min(1)),
  currencies: z.array(z.string().min(1)),
});
export type PimChannel = z.infer<typeof PimChannelSchema>;

/** All the reference data of a PIM, as one value (what a sync copies). */
export interface PimReferenceData {
  categories: PimCategory[];
  families: PimFamily[];
  attributes: PimAttribute[];
  options: PimAttributeOption[];
  /** Enabled locale codes (en_US, et_EE…). */
  locales: string[];
  channels: PimChannel[];
  /** Enabled currency codes. */
  currencies: string[];
}
