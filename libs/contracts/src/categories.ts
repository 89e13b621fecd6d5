import { z } from 'zod';
import { PRICE_CHANGE_TYPES } from './constants';
import {
  BodyIdSchema,
  CalendarDateSchema,
  decimalAmount,
  flag,
  optionalInteger,
  OptionalIdSchema,
  optionalText,
  requiredInteger,
  requiredText,
  typeError,
} from './fields';
import { IdSchema, filterText, listQuerySchema, yesNoFilter } from './http';
import { MappingHistoryEntrySchema } from './mapping';
import { PimCodeSchema } from './pim';
import {
  CATEGORY_SUGGESTION_SOURCES,
  RowSuggestionFieldsSchema,
  SuggestionFieldsSchema,
  SuggestionsQuerySchema,
} from './suggestions';

/**
 * Partner categories and their mapping to the PIM (SPEC §2 Partner categories, Category mapping
 * modal; §3 Partner category; §5 Category mapping; §7 Categories).
 */

/** What separates the levels of a partner category's path wherever a person reads it (issue 31). */
export const CATEGORY_PATH_DISPLAY_SEPARATOR = ' › ';

/**
 * A partner category as a person reads it in a message: its whole path ("Ersatzteile › iPhone 12 ›
 * Akku"), so 32 categories named "Akku" stay apart; its name when the feed gave no path.
 */
export function categoryPathLabel(category: { name: string; path?: readonly string[] | null }): string {
  const levels = (category.path ?? []).filter((level) => level !== '');
  if (!levels.length) return category.name;
  // A feed with codes may give the parents only: the name ends the path.
  if (levels.at(-1) !== category.name) levels.push(category.name);
  return levels.join(CATEGORY_PATH_DISPLAY_SEPARATOR);
}

/** Sort fields of the categories list (SPEC §9 default: name ascending). */
export const PARTNER_CATEGORY_SORTS = [
  'name',
  'code',
  'pimCategoryName',
  'exportAll',
  'products',
  'id',
] as const;

/** GET /api/partner-categories/list query; also the select list (page 1, perPage 99999). */
export const PartnerCategoryListQuerySchema = listQuerySchema(
  {
    partnerId: IdSchema.optional(),
    /** One category. */
    partnerCategoryId: IdSchema.optional(),
    /** Categories mapped to this PIM category (first or any further one). */
    pimCategoryCode: PimCodeSchema.optional(),
    /** Substring of the name or path, any case. */
    name: filterText,
    /** 1: mapped, 2: not mapped. */
    isMapped: yesNoFilter,
    /** 1: only categories that hold products. */
    hideEmpty: yesNoFilter,
    /** 1: export all, 2: not. */
    exportAll: yesNoFilter,
    /** 1: the top suggestion is confident, 2: it is not (or there is none). */
    suggested: yesNoFilter,
  },
  PARTNER_CATEGORY_SORTS,
  { selectList: true },
);
export type PartnerCategoryListQuery = z.infer<typeof PartnerCategoryListQuerySchema>;

/** A PIM category as a mapping shows it: code, label and path in the caller's language. */
export const PimCategoryRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  path: z.string(),
});
export type PimCategoryRef = z.infer<typeof PimCategoryRefSchema>;

/** A row of the categories list. */
export const PartnerCategoryRowSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** The feed's path, joined with " > ". */
  path: z.string(),
  /** The first mapped PIM category's code. */
  pimCategory: z.string().nullable(),
  /** Its path in the caller's language (SPEC: PIM category name). */
  pimCategoryName: z.string().nullable(),
  exportAll: z.boolean(),
  isMapped: z.boolean(),
  isMarginOk: z.boolean(),
  /** Products of the partner in this category. */
  products: z.number().int(),
  firstSeenAt: z.string(),
  /**
   * The top mapping suggestion (path in the caller's language as `name`), null when none; familyCode:
   * the family accepting it gives (the PIM category's default family), null when it has none.
   */
  suggestion: RowSuggestionFieldsSchema.extend({ familyCode: z.string().nullable() }).nullable(),
});
export type PartnerCategoryRow = z.infer<typeof PartnerCategoryRowSchema>;

/** A margin row (SPEC §3 Marginal); amounts are decimal strings. */
export const MarginalSchema = z.object({
  id: z.number().int(),
  brand: z.string().nullable(),
  priceFrom: z.string(),
  priceTo: z.string().nullable(),
  marginal: z.string(),
  marginalEt: z.string().nullable(),
  prepaymentPercent: z.string().nullable(),
});
export type Marginal = z.infer<typeof MarginalSchema>;

/** A name-word rule (SPEC §3 Category change): products whose name holds the word go to its PIM category. */
export const CategoryChangeSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  pimCategory: z.string(),
  pimCategoryObject: PimCategoryRefSchema.nullable(),
});
export type CategoryChange = z.infer<typeof CategoryChangeSchema>;

/** GET /api/partner-categories/{id}: the category and its whole mapping. */
export const PartnerCategorySchema = PartnerCategoryRowSchema.omit({
  pimCategory: true,
  suggestion: true,
}).extend({
  /** Mapped PIM category codes, the first one the main category. */
  pimCategory: z.array(z.string()),
  /** The same categories with labels (a code the PIM no longer has keeps its code as name). */
  pimCategoryObject: z.array(PimCategoryRefSchema),
  /** The PIM family's id (the form's value), null when unset or gone from the PIM. */
  family: z.number().int().nullable(),
  familyCode: z.string().nullable(),
  brand: z.string().nullable(),
  deliveryTime: z.number().int().nullable(),
  vat: z.string().nullable(),
  vatEt: z.number().int().nullable(),
  useIcecat: z.boolean().nullable(),
  priceChangeType: z.enum(PRICE_CHANGE_TYPES).nullable(),
  priceChangeAmount: z.string().nullable(),
  transportAddToPrice: z.string().nullable(),
  disabledEe: z.boolean(),
  disabledFi: z.boolean(),
  disabledLv: z.boolean(),
  /** Partners in the order their offers win for the main PIM category (PIM category mapping). */
  priorities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  marginals: z.array(MarginalSchema),
  changes: z.array(CategoryChangeSchema),
  /** Who changed the mapping, newest first. */
  history: z.array(MappingHistoryEntrySchema),
  /**
   * What the mapping modal starts an unmapped category with (issue 31); null once it is mapped.
   * familyCode/family: the family the PIM category mapping screen set for the category's PIM category
   * (its own, else its top suggestion's); vat, vatEt: what the partner's mapped categories use most,
   * else the default VAT setting (vatEt only). Optional for old clients' fixtures; the server always sends it.
   */
  defaults: z
    .object({
      familyCode: z.string().nullable(),
      /** The family's id (the form's value). */
      family: z.number().int().nullable(),
      vat: z.string().nullable(),
      vatEt: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
});
export type PartnerCategory = z.infer<typeof PartnerCategorySchema>;

/** A margin row of a save; no id adds one. */
export const MarginalInputSchema = z
  .object({
    id: OptionalIdSchema,
    /** A brand of the partner; null: every brand. */
    brand: optionalText(255),
    priceFrom: decimalAmount().refine((v) => v !== null, { message: 'required' }),
    /** null: no upper bound. */
    priceTo: decimalAmount(),
    marginal: decimalAmount(1000).refine((v) => v !== null, { message: 'required' }),
    marginalEt: decimalAmount(1000),
    prepaymentPercent: decimalAmount(100),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (m.priceTo !== null && m.priceFrom !== null && Number(m.priceTo) < Number(m.priceFrom))
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: 'price_to_below_from' });
  });
export type MarginalInput = z.infer<typeof MarginalInputSchema>;

/** A name-word rule of a save; no id adds one. */
export const CategoryChangeInputSchema = z
  .object({
    id: OptionalIdSchema,
    word: requiredText(255),
    pimCategory: z.string(typeError('string')).min(1, { message: 'required' }).pipe(PimCodeSchema),
  })
  .strict();
export type CategoryChangeInput = z.infer<typeof CategoryChangeInputSchema>;

/** Do two price ranges meet (the upper bound open)? Touching ends (0–100, 100–200) do not. */
const rangesOverlap = (a: MarginalInput, b: MarginalInput) =>
  Number(a.priceFrom) < (b.priceTo === null ? Infinity : Number(b.priceTo)) &&
  Number(b.priceFrom) < (a.priceTo === null ? Infinity : Number(a.priceTo));

/**
 * POST /api/partner-categories/save: every field of the mapping (SPEC §3, §5). `marginals` and
 * `changes` replace the lists when present (each needs its permission) and are kept when absent.
 */
export const PartnerCategorySaveSchema = z
  .object({
    id: BodyIdSchema,
    /** When given, the category must be this partner's. */
    partnerId: BodyIdSchema.optional(),
    pimCategory: z
      .array(z.string(typeError('string')).pipe(PimCodeSchema), typeError('array'))
      .min(1, { message: 'required' })
      .max(20),
    /**
     * The PIM family's id. Left empty, the family the PIM category mapping screen set for the main PIM
     * category is saved (422 required when it has none).
     */
    family: optionalInteger(1, Number.MAX_SAFE_INTEGER),
    brand: optionalText(255),
    deliveryTime: optionalInteger(0, 365),
    vat: decimalAmount(100),
    vatEt: requiredInteger(0, 100),
    exportAll: flag(false),
    useIcecat: z
      .boolean(typeError('boolean'))
      .nullish()
      .transform((v) => v ?? null),
    priceChangeType: z
      .union([z.enum(PRICE_CHANGE_TYPES, { message: 'in' }), z.literal(''), z.null()], { message: 'in' })
      .optional()
      .transform((v) => (v ? v : null)),
    priceChangeAmount: decimalAmount(),
    transportAddToPrice: decimalAmount(),
    disabledEe: flag(false),
    disabledFi: flag(false),
    disabledLv: flag(false),
    marginals: z.array(MarginalInputSchema, typeError('array')).max(200).optional(),
    changes: z.array(CategoryChangeInputSchema, typeError('array')).max(200).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.priceChangeAmount !== null && input.priceChangeType === null)
      ctx.addIssue({ code: 'custom', path: ['priceChangeType'], message: 'required' });
    const marginals = input.marginals ?? [];
    marginals.forEach((m, i) => {
      const clash = marginals.findIndex(
        (other, j) => j < i && (other.brand ?? '') === (m.brand ?? '') && rangesOverlap(m, other),
      );
      if (clash >= 0)
        ctx.addIssue({
          code: 'custom',
          path: ['marginals', i, 'priceFrom'],
          message: 'marginal_overlap',
          params: { row: clash + 1 },
        });
    });
  });
export type PartnerCategorySaveInput = z.infer<typeof PartnerCategorySaveSchema>;

/** GET /api/partner-categories/new-categories: categories first seen on or after the date (YYYY-MM-DD). */
export const NewCategoriesQuerySchema = z
  .object({
    date: CalendarDateSchema,
    partnerId: IdSchema,
  })
  .strict();
export type NewCategoriesQuery = z.infer<typeof NewCategoriesQuerySchema>;

/**
 * GET /api/partner-categories/suggestions?id=: PIM categories for the category, best first, from all
 * the evidence one scorer combines (other partners' mappings, the pivot taxonomy, the feed's Google
 * product category, the titles of its products).
 */
export const CategorySuggestionsQuerySchema = SuggestionsQuerySchema;
export const CategorySuggestionSchema = PimCategoryRefSchema.extend(SuggestionFieldsSchema.shape).extend({
  sources: z.array(z.enum(CATEGORY_SUGGESTION_SOURCES)),
  /** The family the PIM category mapping gives this PIM category (what accepting sets), null when none. */
  familyCode: z.string().nullable(),
});
export type CategorySuggestion = z.infer<typeof CategorySuggestionSchema>;
