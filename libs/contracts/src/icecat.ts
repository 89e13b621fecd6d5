import { IcecatSheetSchema } from '@feedhub/icecat';
import { z } from 'zod';
import { BodyIdSchema, PG_INTEGER_MAX, requiredInteger } from './fields';
import { IdSchema, listQuerySchema } from './http';
import { PimCodeSchema } from './pim';

/**
 * Icecat enrichment (PIM.md §4; docs/icecat.md): the sheets fetched for products of categories whose
 * mapping has useIcecat, and the feature map that turns Icecat specifications into PIM values.
 */

/** How a product's last look-up ended (`found` keeps the sheet; the others are retried after refresh days). */
export const ICECAT_LOOKUP_STATUSES = ['found', 'not_found', 'restricted', 'failed'] as const;
/** A look-up's end. */
export type IcecatLookupStatus = (typeof ICECAT_LOOKUP_STATUSES)[number];

/** The disclaimer Icecat's Open Content License asks to show with its data (PIM.md §4). */
export const ICECAT_DISCLAIMER_KEY = 'icecat_disclaimer';

/** A product's Icecat sheet as the product detail shows it (GET /api/partner-products/{id} → icecat). */
export const ProductIcecatSchema = z.object({
  status: z.enum(ICECAT_LOOKUP_STATUSES),
  /** What the look-up used: `gtin` (the product's EAN) or `brand` (brand + manufacturer code). */
  lookedUpBy: z.enum(['gtin', 'brand']).nullable(),
  /** ISO time of the look-up. */
  fetchedAt: z.string(),
  /** One sheet per language fetched (found only). */
  sheets: z.array(IcecatSheetSchema),
});
export type ProductIcecat = z.infer<typeof ProductIcecatSchema>;

/** POST /api/icecat/refresh: queue the enrichment of one partner's products (a system job, queue low). */
// partners.id is a PostgreSQL integer: a larger id is refused here, not by the catalog's query over the bus (a 503).
export const IcecatRefreshSchema = z.object({ partnerId: requiredInteger(1, PG_INTEGER_MAX) }).strict();
export type IcecatRefreshInput = z.infer<typeof IcecatRefreshSchema>;

/** Params of an enrichIcecat job. */
export const IcecatJobParamsSchema = z.object({
  partnerId: z.number().int().positive(),
  /** Look up again even the products whose sheet is still fresh (a user's refresh). */
  force: z.boolean().default(true),
});
export type IcecatJobParams = z.infer<typeof IcecatJobParamsSchema>;

// ---------------------------------------------------------------------------------------------
// The feature map (Settings → Icecat features)
// ---------------------------------------------------------------------------------------------

/** PIM attribute types a unit factor applies to (numbers, metrics, prices). */
export const ICECAT_FACTOR_ATTRIBUTE_TYPES = [
  'pim_catalog_number',
  'pim_catalog_metric',
  'pim_catalog_price_collection',
] as const;

/** A numeric factor applied to a metric value (Icecat's unit → the PIM attribute's), e.g. 0.001 for g → kg. */
const FactorSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,9})?$/, { message: 'numeric' })
  .refine((value) => Number(value) > 0, { message: 'numeric' });

/** One Icecat option value → a PIM option code. */
export const IcecatOptionMapSchema = z
  .object({
    value: z.string().trim().min(1, { message: 'required' }).max(255, { message: 'max' }),
    option: PimCodeSchema,
  })
  .strict();
export type IcecatOptionMap = z.infer<typeof IcecatOptionMapSchema>;

/** GET /api/icecat/features/list */
export const IcecatFeatureMapListQuerySchema = listQuerySchema(
  { featureId: IdSchema.optional(), pimAttributeCode: z.string().max(100).optional() },
  ['featureId', 'pimAttributeCode', 'id'],
);
export type IcecatFeatureMapListQuery = z.infer<typeof IcecatFeatureMapListQuerySchema>;

export const IcecatFeatureMapRowSchema = z.object({
  id: z.number().int(),
  /** Icecat's feature id (global across categories and languages). */
  featureId: z.number().int(),
  /** A name to recognise it by (Icecat's, as the user wrote it). */
  featureName: z.string(),
  pimAttributeCode: z.string(),
  /** The PIM attribute's label in the caller's language (its code when the PIM no longer has it). */
  pimAttributeName: z.string(),
  /** The PIM attribute's type (pim_catalog_number, pim_catalog_simpleselect…), null when unknown. */
  pimAttributeType: z.string().nullable(),
  unitFactor: z.string().nullable(),
  options: z.array(IcecatOptionMapSchema),
});
export type IcecatFeatureMapRow = z.infer<typeof IcecatFeatureMapRowSchema>;

/** POST /api/icecat/features/save: a new mapping, or `id` to change one. One mapping per feature id. */
export const IcecatFeatureMapSaveSchema = z
  .object({
    id: BodyIdSchema.optional(),
    featureId: requiredInteger(1, 2_000_000_000),
    featureName: z.string().trim().max(255, { message: 'max' }).default(''),
    pimAttributeCode: PimCodeSchema,
    unitFactor: z.union([FactorSchema, z.literal(''), z.null()]).default(null),
    options: z.array(IcecatOptionMapSchema).max(500, { message: 'max' }).default([]),
  })
  .strict();
export type IcecatFeatureMapSaveInput = z.infer<typeof IcecatFeatureMapSaveSchema>;

/** The sheet's shape (one source: @feedhub/icecat), for the screens that show it. */
export { IcecatSheetSchema, type IcecatSheet, type IcecatFeature, type IcecatImage } from '@feedhub/icecat';
