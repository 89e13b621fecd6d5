import { z } from 'zod';
import { BodyIdSchema } from './fields';
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
/** Akeneo attribute types whose values are option codes (their options map option by option). */
export const PIM_SELECT_ATTRIBUTE_TYPES = ['pim_catalog_simpleselect', 'pim_catalog_multiselect'] as const;
/** Whether a PIM attribute type takes option codes. */
export const isPimSelectType = (type: string): boolean =>
  (PIM_SELECT_ATTRIBUTE_TYPES as readonly string[]).includes(type);

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

/**
 * PIM category mapping (SPEC §2, §3): per PIM category, the family its products get by default and
 * the partners in the order their offers win.
 */
export const PimCategoryMappingListQuerySchema = listQuerySchema(
  {
    /** Substring of the category's path, either language. */
    pimCategoryName: z.string().trim().max(255).optional(),
    /** One category (the filter's select). */
    pimCategoryCode: PimCodeSchema.optional(),
  },
  ['name', 'code', 'id'],
);
export type PimCategoryMappingListQuery = z.infer<typeof PimCategoryMappingListQuerySchema>;

/** A partner in a priority list. */
export const PriorityItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type PriorityItem = z.infer<typeof PriorityItemSchema>;

/** A PIM category mapping row (and GET /api/pim-category-mappings/{id}). */
export const PimCategoryMappingRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The category's path in the caller's language. */
  name: z.string(),
  /** Family code, or null. */
  family: z.string().nullable(),
  /** Partners whose categories map here: the saved order first, then any others by name. */
  priorities: z.array(PriorityItemSchema),
});
export type PimCategoryMappingRow = z.infer<typeof PimCategoryMappingRowSchema>;

/** A family as selects show it; `id` is what a category mapping saves. */
export const PimFamilyOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type PimFamilyOption = z.infer<typeof PimFamilyOptionSchema>;

/** GET /api/pim-category-mappings/selects: families (code, name) and the categories to filter by. */
export const PimCategoryMappingSelectsSchema = z.object({
  families: z.array(PimFamilyOptionSchema),
  categories: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type PimCategoryMappingSelects = z.infer<typeof PimCategoryMappingSelectsSchema>;

/**
 * POST /api/pim-category-mappings/save: the row's family (a family code; null or '' clears it). The
 * body is the row (SPEC §7): its other keys are read-only (the route's `rowOf`), `priorities` saved by
 * save-priorities.
 */
export const PimCategoryMappingSaveSchema = z
  .object({
    id: BodyIdSchema,
    family: z
      .union([z.literal(''), z.null(), z.string().pipe(PimCodeSchema)], { message: 'string' })
      .transform((v) => (v ? v : null)),
  })
  .strict();
export type PimCategoryMappingSaveInput = z.infer<typeof PimCategoryMappingSaveSchema>;

/**
 * POST /api/pim-category-mappings/save-priorities: the row with its partners in their new order; the
 * row's other keys and a partner's `name` are read-only (the route's `rowOf`), `family` saved by save.
 */
export const PimCategoryMappingPrioritiesSchema = z
  .object({
    id: BodyIdSchema,
    priorities: z
      .array(
        /** A partner of the list. */
        z.object({ id: BodyIdSchema }).strict(),
        { message: 'array' },
      )
      .max(1000),
  })
  .strict();
export type PimCategoryMappingPrioritiesInput = z.infer<typeof PimCategoryMappingPrioritiesSchema>;
