import { z } from 'zod';
import { PARTNER_ATTRIBUTE_TYPES } from './constants';
import { OptionalIdSchema, optionalText, requiredText, typeError, wholeNumber } from './fields';
import { IdSchema, listQuerySchema } from './http';
import { ProductFeedFieldsSchema } from './products';
import { PartnerTaskInputSchema, PartnerTaskSchema, QueueOptionSchema } from './jobs';
import { PartnerGuardInputShape, PartnerGuardShape } from './import-guard';

/** A feed's params: an object (url, user, password and the class's own keys), checked by the class's schema. */
const ParamsSchema = z.record(z.string(), z.unknown(), typeError('object'));

/** An attribute as the partner add form sends it (SPEC §2: code and type per row). */
export const PartnerAttributeInputSchema = z
  .object({
    /** Supplier attribute code, unique within the partner. */
    code: requiredText(255),
    /** Type (SPEC §3). */
    type: z.enum(PARTNER_ATTRIBUTE_TYPES, { message: 'in' }),
  })
  .strict();

/**
 * POST /api/partners/save body: the whole partner with its tasks and, on add, its attributes. Every
 * key of GET /api/partners/{id}'s answer is accepted (a task's `partnerId` is read-only and dropped);
 * any other key is refused.
 */
export const PartnerSaveSchema = z
  .object({
    /** Id when editing. */
    id: OptionalIdSchema,
    /** Name, unique (any case). */
    name: requiredText(255),
    /** Feed adapter (GET /api/partners/classes). */
    className: requiredText(50),
    /** Delivery time in days ('' or null: none). */
    deliveryTime: z
      .preprocess((v) => (v === '' ? null : v), wholeNumber().pipe(z.number().min(0).max(365)).nullish())
      .transform((v) => v ?? null),
    /** The supplier's code in the PIM. */
    pimSupplierCode: optionalText(100),
    /** Imports run. */
    isActive: z.boolean(typeError('boolean')).default(true),
    /** The import guard's limits (defaults when absent). */
    ...PartnerGuardInputShape,
    /** Feed params, checked by the class's schema (messages under `params.*`); a password reads as the mask. */
    params: ParamsSchema,
    /** Every task the partner keeps. */
    tasks: z.array(PartnerTaskInputSchema, typeError('array')).max(100).default([]),
    /** Attributes to create with a new partner (ignored on edit). */
    attributes: z.array(PartnerAttributeInputSchema, typeError('array')).max(1000).default([]),
  })
  .strict();
/** Partner save body, parsed. */
export type PartnerSaveInput = z.infer<typeof PartnerSaveSchema>;

/** A partner as GET /api/partners/{id} answers it (SPEC §3 Partner). */
export const PartnerSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Name. */
  name: z.string(),
  /** Feed adapter. */
  className: z.string(),
  /** Delivery time in days. */
  deliveryTime: z.number().int().nullable(),
  /** The supplier's code in the PIM. */
  pimSupplierCode: z.string().nullable(),
  /** Imports run. */
  isActive: z.boolean(),
  /** The import guard's limits. */
  ...PartnerGuardShape,
  /** Feed params; `password` reads as SECRET_MASK when set. */
  params: ParamsSchema,
  /** Tasks (from the jobs service). */
  tasks: z.array(PartnerTaskSchema),
});
/** A partner. */
export type Partner = z.infer<typeof PartnerSchema>;

/** A partner as lists show it. */
export const PartnerListRowSchema = PartnerSchema.omit({
  params: true,
  tasks: true,
  guardStockPercent: true,
  guardPricePercent: true,
  guardPriceFactor: true,
});
/** A partner list row. */
export type PartnerListRow = z.infer<typeof PartnerListRowSchema>;

/** GET /api/partners/list query: filter by name (case-insensitive substring); also the select list. */
export const PartnerListQuerySchema = listQuerySchema(
  { name: z.string().max(255).optional() },
  ['name', 'id'],
  {
    selectList: true,
  },
);
/** Partners list query. */
export type PartnerListQuery = z.infer<typeof PartnerListQuerySchema>;

/** POST /api/partners/preview body: the feed settings of the form, before saving. */
export const PartnerPreviewSchema = z
  .object({
    /** The partner being edited: a masked password (SECRET_MASK) reads as its stored one. */
    id: OptionalIdSchema,
    /** Feed adapter. */
    className: requiredText(50),
    /** Feed params, checked by the class's schema (messages under `params.*`). */
    params: ParamsSchema,
  })
  .strict();
/** Preview request, parsed. */
export type PartnerPreviewInput = z.infer<typeof PartnerPreviewSchema>;

/** A feed record as the import would store it (the preview's rows). */
export const PreviewProductSchema = ProductFeedFieldsSchema.extend({
  /** Category path joined with ` > `. */
  category: z.string().nullable(),
  attributes: z.array(z.object({ code: z.string(), name: z.string(), value: z.string() })),
});
/** A previewed product. */
export type PreviewProduct = z.infer<typeof PreviewProductSchema>;

/** POST /api/partners/preview answer: the first products, the first skipped records and a summary of the whole feed. */
export const PartnerPreviewResultSchema = z.object({
  products: z.array(PreviewProductSchema),
  /** Skipped records and other warnings, translated, with their position in the text. */
  warnings: z.array(z.object({ message: z.string() })),
  summary: z.object({
    records: z.number().int(),
    warnings: z.number().int(),
    categories: z.number().int(),
    attributes: z.number().int(),
    brands: z.number().int(),
    /** Read to its end without a fatal error. */
    complete: z.boolean(),
    /** Why the read stopped, translated; null when complete. */
    error: z.string().nullable(),
    seconds: z.number(),
  }),
});
/** A feed preview. */
export type PartnerPreviewResult = z.infer<typeof PartnerPreviewResultSchema>;

/** GET /api/partners/desktop query: `filter[partner]` (a partner id, optional). */
export const PartnerDesktopQuerySchema = listQuerySchema({ partner: IdSchema.optional() }, ['name', 'id']);
/** Partners desktop query, parsed. */
export type PartnerDesktopQuery = z.infer<typeof PartnerDesktopQuerySchema>;
/** A partners desktop row (SPEC §2 Home desktop: partner, last updated, errors, new products; and what needs attention). */
export const PartnerDesktopRowSchema = z.object({
  partner: z.object({ id: z.number().int(), name: z.string() }),
  /** When its products were last imported (the last stats row), or null. */
  lastUpdatedAt: z.string().nullable(),
  /** Undismissed error notices of the partner. */
  errors: z.number().int(),
  /** New products in the last import. */
  new: z.number().int(),
  /** Categories without a PIM category and family (as GET /api/partners/mapping-progress counts them). */
  unmappedCategories: z.number().int(),
  /** Products on the export list never exported or changed since (as export-data's `waiting`): the next export sends them. */
  waitingForExport: z.number().int(),
});
/** A partners desktop row. */
export type PartnerDesktopRow = z.infer<typeof PartnerDesktopRowSchema>;

/** A param of a feed class as the partner form's help shows it (GET /api/partners/classes). */
export const PartnerClassParamSchema = z.object({
  name: z.string(),
  /** What the value is, e.g. `http(s) URL`, `auto | '.' | ','`. */
  type: z.string(),
  required: z.boolean(),
  /** In the caller's language. */
  description: z.string(),
  example: z.string().nullable(),
});
/** A feed class (partner `className`) as GET /api/partners/classes answers it; the feeds library builds its FeedClassInfo from this. */
export const PartnerClassSchema = z.object({
  /** The className value. */
  name: z.string(),
  /** In the caller's language. */
  label: z.string(),
  description: z.string(),
  params: z.array(PartnerClassParamSchema),
  /** Example params of the class. */
  example: z.record(z.string(), z.unknown()),
});
/** A feed class with its params. */
export type PartnerClass = z.infer<typeof PartnerClassSchema>;
/** GET /api/partners/classes answer data. */
export const PartnerClassListSchema = z.array(PartnerClassSchema);

/** A default task of a new partner (GET /api/partner-tasks/default-list rows). */
export const DefaultPartnerTaskSchema = PartnerTaskSchema.omit({ id: true, partnerId: true });
/** A default task. */
export type DefaultPartnerTask = z.infer<typeof DefaultPartnerTaskSchema>;

/** GET /api/partner-tasks/queues answer data. */
export const QueueOptionListSchema = z.array(QueueOptionSchema);

/** POST /api/partners/save answer data: the saved partner's id. */
export const PartnerSavedSchema = z.object({ id: z.number().int() });

/** SPEC §5 client rule: the partner form edits params as JSON text; text that does not parse is `invalid_json`. */
export const PartnerParamsTextSchema = z.string(typeError('string')).transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'invalid_json' });
    return z.NEVER;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: 'object' });
    return z.NEVER;
  }
  return value as Record<string, unknown>;
});

/** The partner add/edit form: the save body with params as JSON text (its output is the save body). */
export const PartnerFormSchema = PartnerSaveSchema.extend({ params: PartnerParamsTextSchema });
/** A queue option. */
export type QueueOption = z.infer<typeof QueueOptionSchema>;
