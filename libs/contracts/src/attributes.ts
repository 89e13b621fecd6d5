import { z } from 'zod';
import { PARTNER_ATTRIBUTE_TYPES } from './constants';
import { BodyIdSchema, requiredInteger, requiredText, typeError } from './fields';
import { IdSchema, filterText, listQuerySchema, yesNoFilter } from './http';
import { MappingHistoryEntrySchema } from './mapping';
import { PimCodeSchema } from './pim';
import {
  ATTRIBUTE_SUGGESTION_SOURCES,
  RowSuggestionSchema,
  SuggestionFieldsSchema,
  SuggestionsQuerySchema,
} from './suggestions';

/**
 * Partner attributes and their mapping to PIM attributes and options (SPEC §2 Partner attributes,
 * §3 Attribute, §5 Attribute, §7 Attributes).
 */

/** Sort fields of the attributes list (SPEC §9 default: code ascending). */
export const PARTNER_ATTRIBUTE_SORTS = ['code', 'name', 'weight', 'type', 'id'] as const;

/** GET /api/partner-attributes/list query; also the select list. */
export const PartnerAttributeListQuerySchema = listQuerySchema(
  {
    partnerId: IdSchema.optional(),
    /** Substring of the code or the name, any case. */
    name: filterText,
    code: filterText,
    type: z.enum(PARTNER_ATTRIBUTE_TYPES, { message: 'in' }).optional(),
    /** 1: mapped to a PIM attribute, 2: not. */
    isMapped: yesNoFilter,
    /** 1: the top suggestion is confident, 2: it is not (or there is none). */
    suggested: yesNoFilter,
  },
  PARTNER_ATTRIBUTE_SORTS,
  { selectList: true },
);
export type PartnerAttributeListQuery = z.infer<typeof PartnerAttributeListQuerySchema>;

/** A PIM attribute as a mapping shows it. */
export const PimAttributeRefSchema = z.object({ code: z.string(), name: z.string(), type: z.string() });
export type PimAttributeRef = z.infer<typeof PimAttributeRefSchema>;

/** A row of the attributes list (SPEC §3: code, name, weight, typeTranslated, pimAttributes[]). */
export const PartnerAttributeRowSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PARTNER_ATTRIBUTE_TYPES),
  typeTranslated: z.string(),
  weight: z.number().int(),
  /** Types whose values are options (select, multi_select). */
  isSelect: z.boolean(),
  pimAttributes: z.array(PimAttributeRefSchema),
  /** Options seen in the feed, and how many of them map to a PIM option. */
  optionCount: z.number().int(),
  mappedOptionCount: z.number().int(),
  /** The top mapping suggestion, null when none. */
  suggestion: RowSuggestionSchema,
});
export type PartnerAttributeRow = z.infer<typeof PartnerAttributeRowSchema>;

/** GET /api/partner-attributes/{id} (and /code): the attribute and its whole mapping. */
export const PartnerAttributeSchema = PartnerAttributeRowSchema.omit({ suggestion: true }).extend({
  /** Options seen in the feed; an option's id is its index. */
  options: z.array(z.string()),
  /** Option index → PIM option code. */
  optionMappings: z.record(z.string(), z.string()),
  pimAttributeCodes: z.array(z.string()),
  history: z.array(MappingHistoryEntrySchema),
});
export type PartnerAttribute = z.infer<typeof PartnerAttributeSchema>;

/** GET /api/partner-attributes/code?code=&partnerId=: one attribute by its supplier code. */
export const PartnerAttributeCodeQuerySchema = z
  .object({ code: requiredText(255), partnerId: IdSchema })
  .strict();
export type PartnerAttributeCodeQuery = z.infer<typeof PartnerAttributeCodeQuerySchema>;

/** GET /api/partner-attributes/options?code=brand&partnerId=: an attribute's options (SPEC §3 brand option). */
export const PartnerAttributeOptionsQuerySchema = PartnerAttributeCodeQuerySchema;
export const PartnerAttributeOptionSchema = z.object({
  /** The option's index among the attribute's options. */
  id: z.number().int(),
  name: z.string(),
});
export type PartnerAttributeOption = z.infer<typeof PartnerAttributeOptionSchema>;

/** GET /api/partner-attributes/types rows: the types with their labels in the caller's language. */
export const PartnerAttributeTypeOptionSchema = z.object({
  value: z.enum(PARTNER_ATTRIBUTE_TYPES),
  label: z.string(),
});

/** GET /api/partner-attributes/default-list rows: the attributes a new partner starts with. */
export const DefaultPartnerAttributeSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(PARTNER_ATTRIBUTE_TYPES),
});
export type DefaultPartnerAttribute = z.infer<typeof DefaultPartnerAttributeSchema>;

/**
 * POST /api/partner-attributes/save: weight, PIM attributes and option mappings; a type that differs
 * from the stored one needs partnerAttributeTypeChange. Code and name are the feed's and not saved.
 */
export const PartnerAttributeSaveSchema = z
  .object({
    id: BodyIdSchema,
    /** When given, the attribute must be this partner's. */
    partnerId: BodyIdSchema.optional(),
    type: z.enum(PARTNER_ATTRIBUTE_TYPES, { message: 'in' }).optional(),
    weight: requiredInteger(0, 1000).optional().default(1),
    pimAttributeCodes: z
      .array(z.string(typeError('string')).pipe(PimCodeSchema), typeError('array'))
      .max(20)
      .default([]),
    /** Option index → PIM option code; null or '' unmaps. */
    optionMappings: z
      .record(
        z.string().regex(/^(0|[1-9]\d{0,5})$/, { message: 'exists' }),
        z
          .union([z.literal(''), z.null(), z.string().pipe(PimCodeSchema)], { message: 'string' })
          .transform((v) => (v ? v : null)),
        typeError('object'),
      )
      .default({}),
  })
  .strict();
export type PartnerAttributeSaveInput = z.infer<typeof PartnerAttributeSaveSchema>;

/**
 * GET /api/partner-attributes/suggestions?id=: PIM attributes for the attribute, best first (other
 * partners' mappings, the pivot's localized attribute names, the name itself, its values), with the
 * unit conversion a metric needs and its option values suggested onto the PIM attribute's options.
 */
export const AttributeSuggestionsQuerySchema = SuggestionsQuerySchema;
export const AttributeSuggestionSchema = PimAttributeRefSchema.extend(SuggestionFieldsSchema.shape).extend({
  sources: z.array(z.enum(ATTRIBUTE_SUGGESTION_SOURCES)),
  /** A metric whose supplier unit differs from the PIM's: multiply by factor to convert; null otherwise. */
  unit: z.object({ from: z.string(), to: z.string(), factor: z.number() }).nullable(),
  /** The attribute's option values suggested onto the PIM attribute's options (select attributes). */
  options: z.array(
    z.object({
      /** The option's index in the partner attribute's options. */
      index: z.number().int(),
      value: z.string(),
      optionCode: z.string(),
      optionName: z.string(),
      score: z.number().min(0).max(1),
    }),
  ),
});
export type AttributeSuggestion = z.infer<typeof AttributeSuggestionSchema>;
