import { z } from 'zod';
import { listQuerySchema } from './http';

/**
 * The PIM's reference data as the catalog serves it (SPEC §7 PIM: GET /api/pim-categories/list,
 * /api/pim-attributes/list, /api/pim-attributes/options). `name` is the label in the caller's
 * language; `labels` holds both.
 */

/** A PIM code (Akeneo codes: letters, digits, underscores; at most 100 characters here). */
export const PimCodeSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_]+$/, { message: 'regex' });
const LabelsSchema = z.object({ en: z.string(), et: z.string() });

/** filter[name]: substring of the category's path (either language, any case); filter[parentCode]: its children. */
export const PimCategoryListQuerySchema = listQuerySchema(
  { name: z.string().max(255).optional(), parentCode: PimCodeSchema.optional() },
  ['name', 'code', 'position'],
  { selectList: true },
);
export type PimCategoryListQuery = z.infer<typeof PimCategoryListQuerySchema>;

export const PimCategoryRowSchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  /** Labels from the tree's root down to this category (" / "), in the caller's language. */
  path: z.string(),
  labels: LabelsSchema,
});
export type PimCategoryRow = z.infer<typeof PimCategoryRowSchema>;

/** filter[name]: substring of the code or label; filter[type]: an Akeneo attribute type. */
export const PimAttributeListQuerySchema = listQuerySchema(
  { name: z.string().max(255).optional(), type: z.string().max(50).optional() },
  ['name', 'code', 'position'],
  { selectList: true },
);
export type PimAttributeListQuery = z.infer<typeof PimAttributeListQuerySchema>;

export const PimAttributeRowSchema = z.object({
  code: z.string(),
  type: z.string(),
  group: z.string(),
  name: z.string(),
  localizable: z.boolean(),
  scopable: z.boolean(),
  decimalsAllowed: z.boolean().nullable(),
  metricFamily: z.string().nullable(),
  defaultMetricUnit: z.string().nullable(),
  labels: LabelsSchema,
});
export type PimAttributeRow = z.infer<typeof PimAttributeRowSchema>;

/** The options of one attribute: ?code=color. */
export const PimAttributeOptionsQuerySchema = z.object({ code: PimCodeSchema }).strict();
export type PimAttributeOptionsQuery = z.infer<typeof PimAttributeOptionsQuerySchema>;

export const PimAttributeOptionRowSchema = z.object({
  code: z.string(),
  attribute: z.string(),
  sortOrder: z.number().int(),
  name: z.string(),
  labels: LabelsSchema,
});
export type PimAttributeOptionRow = z.infer<typeof PimAttributeOptionRowSchema>;
