import { z } from 'zod';
import { IdSchema, filterText, listQuerySchema } from './http';

/**
 * Products in the PIM's format (Akeneo "standard format", PIM.md §1.3) as the export sends them and
 * the PIM holds them, the export test (SPEC §2 Export test) and the PIM products browser.
 */

/** One value of an attribute: `locale` set only on localizable attributes, `scope` (channel) only on scopable ones. */
export const PimValueSchema = z.object({
  locale: z.string().nullable(),
  scope: z.string().nullable(),
  data: z.unknown(),
});
/** One value of a product's attribute. */
export type PimValue = z.infer<typeof PimValueSchema>;

/** A product as the PIM takes it (a PATCH line) and gives it back. */
export const PimProductSchema = z.object({
  identifier: z.string(),
  enabled: z.boolean(),
  family: z.string().nullable(),
  categories: z.array(z.string()),
  values: z.record(z.string(), z.array(PimValueSchema)),
});
/** A product in the PIM's format. */
export type PimProduct = z.infer<typeof PimProductSchema>;

/** Where a product stands with the export (the export test's `status`). */
export const EXPORT_STATUSES = ['waiting', 'exported', 'skipped'] as const;
/** waiting: the next export sends it; exported: the PIM holds its latest payload; skipped: not sent, and why. */
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * GET /api/export/test query (SPEC §3 Export test request): a product by `id`, or by `partner` with
 * `sku` or `code` (both: the one product that has both). Strings are trimmed; an empty one is absent.
 */
const key = z
  .string()
  .max(255)
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value ? value : undefined));
export const ExportTestQuerySchema = z
  .object({
    partner: z
      .union([z.literal(''), IdSchema])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    sku: key,
    code: key,
    id: z
      .union([z.literal(''), IdSchema])
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.id !== undefined) return;
    if (value.partner === undefined)
      ctx.addIssue({ code: 'custom', message: 'export_test_key_required', path: ['partner'] });
    else if (!value.sku && !value.code)
      ctx.addIssue({ code: 'custom', message: 'export_test_key_required', path: ['sku'] });
  });
/** Export test query, parsed. */
export type ExportTestQuery = z.infer<typeof ExportTestQuerySchema>;

/** GET /api/export/test answer: what the export would send for the product, where it stands, and what the PIM holds. */
export const ExportTestResultSchema = z.object({
  productId: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  sku: z.string().nullable(),
  code: z.string(),
  name: z.string().nullable(),
  /** The payload (null parts when its category is not mapped). */
  identifier: z.string(),
  family: z.string().nullable(),
  categories: z.array(z.string()),
  enabled: z.boolean(),
  values: z.record(z.string(), z.array(PimValueSchema)),
  /** The PIM attributes whose values came from Icecat (docs/icecat.md). */
  fromIcecat: z.array(z.string()),
  status: z.enum(EXPORT_STATUSES),
  /** Why it is skipped or waiting, in the caller's language. */
  statusReason: z.string(),
  /** Values left out of the payload and why (the export logs them as warnings), in the caller's language. */
  warnings: z.array(z.string()),
  inExportList: z.boolean(),
  exportedAt: z.string().nullable(),
  /** The PIM the export writes to. */
  pimAdapter: z.enum(['embedded', 'akeneo']),
  /** What the PIM holds for this identifier now; null when nothing (or when the PIM could not be asked: `pimError`). */
  pim: PimProductSchema.nullable(),
  pimError: z.string().nullable(),
});
/** The export test's answer. */
export type ExportTestResult = z.infer<typeof ExportTestResultSchema>;

/** Sort fields of the PIM products list. */
export const PIM_PRODUCT_SORTS = ['identifier', 'family', 'updatedAt'] as const;

/** GET /api/pim-products/list query: identifier and name substrings, exact family and category codes. */
export const PimProductListQuerySchema = listQuerySchema(
  { identifier: filterText, name: filterText, family: filterText, category: filterText },
  PIM_PRODUCT_SORTS,
);
/** PIM products list query, parsed. */
export type PimProductListQuery = z.infer<typeof PimProductListQuerySchema>;

/** A row of the PIM products browser (the embedded PIM's products). */
export const PimProductRowSchema = z.object({
  identifier: z.string(),
  /** The `name` value in the caller's language's PIM locale, else any. */
  name: z.string().nullable(),
  family: z.string().nullable(),
  categories: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A PIM products row. */
export type PimProductRow = z.infer<typeof PimProductRowSchema>;

/** GET /api/pim-products/one?identifier=: one product of the embedded PIM, whole. */
export const PimProductOneQuerySchema = z.object({ identifier: z.string().min(1).max(255) }).strict();
export const PimProductDetailSchema = PimProductSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** One PIM product with its times. */
export type PimProductDetail = z.infer<typeof PimProductDetailSchema>;
