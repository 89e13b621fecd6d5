import { z } from 'zod';
import { BodyIdSchema, typeError } from './fields';
import { IdSchema } from './http';
import { PimCodeSchema } from './pim';

/**
 * Mapping suggestions (DESIGN §5 "Mapping suggestions"): what the scorer found for a partner's
 * category or attribute, and accepting the confident ones. The category and attribute answers
 * extend these pieces in categories.ts and attributes.ts.
 */

/** Evidence a category suggestion can rest on. */
export const CATEGORY_SUGGESTION_SOURCES = ['partners', 'taxonomy', 'google_category', 'titles'] as const;
export type CategorySuggestionSource = (typeof CATEGORY_SUGGESTION_SOURCES)[number];

/** Evidence an attribute suggestion can rest on. */
export const ATTRIBUTE_SUGGESTION_SOURCES = ['partners', 'taxonomy', 'name', 'values'] as const;
export type AttributeSuggestionSource = (typeof ATTRIBUTE_SUGGESTION_SOURCES)[number];

/** The global setting: a suggestion at or above this score is `confident` (accepted in bulk). */
export const SUGGEST_CONFIDENT_SCORE_SETTING = 'suggest_confident_score';
/** Its default: chosen on the evaluation set (docs/mapping.md) so that a wrong confident suggestion is rare. */
export const SUGGEST_CONFIDENT_SCORE_DEFAULT = '0.7';

/** What every suggestion carries besides its target. */
export const SuggestionFieldsSchema = z.object({
  /** 0–1, two decimals. */
  score: z.number().min(0).max(1),
  /** score ≥ the suggest_confident_score setting. */
  confident: z.boolean(),
  /** One translated line a person can check, e.g. "Бытовая техника › Стиральные машины ≈ Home appliances › Washing machines". */
  reason: z.string(),
});

/** The top suggestion as a list row shows it. */
export const RowSuggestionFieldsSchema = z.object({
  code: z.string(),
  name: z.string(),
  score: z.number().min(0).max(1),
  confident: z.boolean(),
  reason: z.string(),
});
/** A list row's top suggestion (null: nothing suggested). */
export const RowSuggestionSchema = RowSuggestionFieldsSchema.nullable();
export type RowSuggestion = z.infer<typeof RowSuggestionSchema>;

/**
 * POST /api/partner-categories/accept-suggestions and /api/partner-attributes/accept-suggestions:
 * maps every (or the given) category or attribute of the partner whose top suggestion is confident,
 * in one transaction. `expected` (id → suggested code, as the review list showed them) makes the
 * save refuse with 409 `suggestions_changed` when a suggestion is no longer what was reviewed.
 */
export const AcceptSuggestionsSchema = z
  .object({
    partnerId: BodyIdSchema,
    ids: z.array(BodyIdSchema, typeError('array')).min(1, { message: 'required' }).max(10000).optional(),
    expected: z
      .record(z.string().regex(/^[1-9]\d{0,15}$/, { message: 'integer' }), PimCodeSchema, typeError('object'))
      .optional(),
  })
  .strict();
export type AcceptSuggestionsInput = z.infer<typeof AcceptSuggestionsSchema>;

/** Why a category or attribute was not mapped by an accept. */
export const ACCEPT_SKIP_REASONS = [
  'already_mapped',
  'no_suggestion',
  'not_confident',
  'no_family',
  'not_found',
] as const;
export type AcceptSkipReason = (typeof ACCEPT_SKIP_REASONS)[number];

/** The accept's answer: how many were mapped, and each one skipped with its reason. */
export const AcceptSuggestionsResultSchema = z.object({
  mapped: z.number().int(),
  skipped: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      reason: z.enum(ACCEPT_SKIP_REASONS),
    }),
  ),
});
export type AcceptSuggestionsResult = z.infer<typeof AcceptSuggestionsResultSchema>;

/** Where a mapping history entry came from: a person's save, or an accepted suggestion. */
export const MAPPING_SOURCES = ['manual', 'suggestion'] as const;
export type MappingSource = (typeof MAPPING_SOURCES)[number];

/** A node of the pivot taxonomy (Shopify's Standard Product Taxonomy) as the link editor shows it. */
export const PivotNodeSchema = z.object({
  /** The taxonomy's id, e.g. "el-4-8". */
  node: z.string(),
  /** Its path in the caller's language (English where the pivot lacks the language). */
  path: z.string(),
});
export type PivotNode = z.infer<typeof PivotNodeSchema>;

/** A PIM category's link to a pivot node: suggested from its labels (auto) or set by a person. */
export const PivotLinkSchema = PivotNodeSchema.extend({
  source: z.enum(['auto', 'manual']),
  /** How alike the labels were (auto links); null for a manual link. */
  score: z.number().nullable(),
});
export type PivotLink = z.infer<typeof PivotLinkSchema>;

/** GET /api/pim-category-mappings/pivot-links?code=: a PIM category's pivot links. */
export const PivotLinksQuerySchema = z.object({ code: PimCodeSchema }).strict();
export const PivotLinksSchema = z.object({ code: z.string(), links: z.array(PivotLinkSchema) });
export type PivotLinks = z.infer<typeof PivotLinksSchema>;

/** POST /api/pim-category-mappings/pivot-links: a person's links for a PIM category (empty: back to the automatic ones). */
export const PivotLinksSaveSchema = z
  .object({
    code: PimCodeSchema,
    nodes: z
      .array(z.string().regex(/^[a-z]{2}(-\d{1,4}){0,8}$/, { message: 'exists' }), typeError('array'))
      .max(20),
  })
  .strict();
export type PivotLinksSaveInput = z.infer<typeof PivotLinksSaveSchema>;

/** GET /api/pim-category-mappings/pivot-nodes?q=: pivot nodes whose path holds the words (link editor search). */
export const PivotNodeSearchQuerySchema = z
  .object({ q: z.string().trim().min(1, { message: 'required' }).max(200, { message: 'max' }) })
  .strict();

/** Id of one category or attribute (suggestions query). */
export const SuggestionsQuerySchema = z.object({ id: IdSchema }).strict();
