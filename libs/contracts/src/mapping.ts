import { z } from 'zod';
import { IdSchema } from './http';
import { MAPPING_SOURCES } from './suggestions';

/**
 * What the mapping screens share beyond SPEC: how much of a partner is left to map, and who changed
 * a mapping when.
 */

/** One change of a mapping save: a field, its value before and after. */
export const MappingFieldChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});
export type MappingFieldChange = z.infer<typeof MappingFieldChangeSchema>;

/** A mapping save as its history shows it. */
export const MappingHistoryEntrySchema = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  /** Who saved (null: the system). */
  username: z.string().nullable(),
  /** A person's save, or an accepted suggestion. */
  source: z.enum(MAPPING_SOURCES),
  changes: z.array(MappingFieldChangeSchema),
});
export type MappingHistoryEntry = z.infer<typeof MappingHistoryEntrySchema>;

/** GET /api/partners/mapping-progress query: one partner, or every partner without it. */
export const MappingProgressQuerySchema = z.object({ partnerId: IdSchema.optional() }).strict();
export type MappingProgressQuery = z.infer<typeof MappingProgressQuerySchema>;

/** How much of a partner is left to map (a category is mapped with a PIM category and a family; an attribute with a PIM attribute). */
export const MappingProgressSchema = z.object({
  partnerId: z.number().int(),
  categories: z.number().int(),
  unmappedCategories: z.number().int(),
  /** 0–100, whole; 0 when the partner has none. */
  unmappedCategoriesPercent: z.number().int(),
  attributes: z.number().int(),
  unmappedAttributes: z.number().int(),
  unmappedAttributesPercent: z.number().int(),
  /** Products whose category is not mapped (products without a category are not counted). */
  productsInUnmappedCategories: z.number().int(),
});
export type MappingProgress = z.infer<typeof MappingProgressSchema>;
