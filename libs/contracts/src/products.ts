import { z } from 'zod';
import { ProductIcecatSchema } from './icecat';
import { AMOUNT_COMPARATORS } from './constants';
import { ProductPricesSchema } from './price-rules';
import {
  IdSchema,
  TotalCappedSchema,
  filterDate,
  filterText,
  listQuerySchema,
  yesNoFilter as yesNo,
} from './http';
import { requiredText } from './fields';

/** Sort fields of the products list (SPEC §9 default: name ascending). */
export const PARTNER_PRODUCT_SORTS = [
  'name',
  'sku',
  'code',
  'brand',
  'amount',
  'price',
  'changedAt',
  'createdAt',
  'id',
] as const;

/** The filter of the product list and of export-data (SPEC §7 Products); one partner's products. */
const productFilterShape = {
  /** The partner (required: products are always listed per partner, so counts stay per partner). */
  partnerId: IdSchema,
  /** Substrings, any case; `%`, `_` and `\\` match themselves. */
  name: filterText,
  sku: filterText,
  code: filterText,
  manufacturerCode: filterText,
  /** Exact brand (any case). */
  brand: filterText,
  categoryId: IdSchema.optional(),
  /** Comparator of the amount filter (applies when amount is given too). */
  amountType: z.enum(AMOUNT_COMPARATORS, { message: 'in' }).optional(),
  /** A whole number of items, 0 or more, as digits (`-0`, `1e3`, `abc` are refused). */
  amount: z
    .string()
    .regex(/^\d{1,9}$/, { message: 'integer' })
    .transform(Number)
    .optional(),
  /** 1: in the export list, 2: not. */
  pimExport: yesNo,
  /** 1: only products with a category. */
  hideEmptyCategories: yesNo,
  /** Changed on or after / on or before (YYYY-MM-DD, office days). */
  from: filterDate,
  to: filterDate,
};

/** `to` before `from` is refused under `filter.to`. */
function checkDateRange(value: { filter?: { from?: string; to?: string } }, ctx: z.RefinementCtx): void {
  const { from, to } = value.filter ?? {};
  if (from && to && to < from) {
    ctx.addIssue({ code: 'custom', message: 'date_before_from', path: ['filter', 'to'] });
  }
}

/** GET /api/partner-products/list query (SPEC §7 Products; page sizes of SPEC §9, at most 500). */
export const PartnerProductListQuerySchema = listQuerySchema(productFilterShape, PARTNER_PRODUCT_SORTS)
  .extend({ filter: z.object(productFilterShape).strict() })
  .superRefine(checkDateRange);
/** Products list query. */
export type PartnerProductListQuery = z.infer<typeof PartnerProductListQuerySchema>;
/** Products list filter. */
export type PartnerProductFilter = PartnerProductListQuery['filter'];

/** GET /api/partner-products/export-data query: the list's filter, no paging. */
export const PartnerProductExportDataQuerySchema = z
  .object({ filter: z.object(productFilterShape).strict() })
  .strict()
  .superRefine(checkDateRange);
/** Export-data query. */
export type PartnerProductExportDataQuery = z.infer<typeof PartnerProductExportDataQuerySchema>;

/**
 * GET /api/partner-products/export-data answer: where the filtered products stand with the PIM, for
 * the summary over the products table (docs/products.md).
 */
export const PartnerProductExportDataSchema = z.object({
  /** Products matching the filter (the count stops at LIST_COUNT_CAP). */
  total: z.number().int(),
  /** More than `total` match: the count stopped at its cap. */
  totalCapped: TotalCappedSchema,
  /** Of those, on the export list. */
  inExportList: z.number().int(),
  /** On the export list and never exported or changed since the last export: the next export sends them. */
  waiting: z.number().int(),
  /** On the export list and exported at least once. */
  exported: z.number().int(),
  /** The latest export of those on the export list (ISO), or null. */
  lastExportedAt: z.string().nullable(),
});
/** Export-data answer. */
export type PartnerProductExportData = z.infer<typeof PartnerProductExportDataSchema>;

/** GET /api/partner-products/find query: an exact SKU (the home desktop's product search). */
export const PartnerProductFindQuerySchema = z.object({ sku: requiredText() }).strict();
/** Product search query, parsed. */
export type PartnerProductFindQuery = z.infer<typeof PartnerProductFindQuerySchema>;
/** The first product with that SKU: where its detail page is. */
export const PartnerProductFoundSchema = z.object({ id: z.number().int(), partnerId: z.number().int() });
/** Product search answer. */
export type PartnerProductFound = z.infer<typeof PartnerProductFoundSchema>;

/** Most products one Send to PIM may add (ten pages of the largest page size). */
export const ADD_EXPORT_MAX_IDS = 5000;

/**
 * POST /api/partner-products/add-export body: products to put on the export list — SPEC §7's `{ ids }`;
 * with `partnerId` every id must be that partner's (the products screen sends it).
 */
export const PartnerProductAddExportSchema = z
  .object({
    partnerId: IdSchema.optional(),
    ids: z.array(IdSchema).min(1, { message: 'required' }).max(ADD_EXPORT_MAX_IDS),
  })
  .strict();
/** Add-export body. */
export type PartnerProductAddExportInput = z.infer<typeof PartnerProductAddExportSchema>;

/** Add-export answer: how many were added (already listed ones count as added). */
export const PartnerProductAddExportResultSchema = z.object({
  added: z.number().int(),
  /** Of those, how many the export skips until their category is mapped to the PIM (or they get one). */
  unmapped: z.number().int(),
});
/** Add-export answer. */
export type PartnerProductAddExportResult = z.infer<typeof PartnerProductAddExportResultSchema>;

/** The fields of a product that its feed gives (a stored product, or a record the preview maps). Money is a decimal string. */
export const ProductFeedFieldsSchema = z.object({
  code: z.string(),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  ean: z.string().nullable(),
  manufacturerCode: z.string().nullable(),
  brand: z.string().nullable(),
  amount: z.number().int().nullable(),
  price: z.string().nullable(),
  rrpPrice: z.string().nullable(),
  supplierPrice: z.string().nullable(),
});

/** A product list row (SPEC §3 Partner product). Money is a decimal string. */
export const PartnerProductRowSchema = ProductFeedFieldsSchema.extend({
  id: z.number().int(),
  partnerId: z.number().int(),
  categoryId: z.number().int().nullable(),
  inExportList: z.boolean(),
  exportedAt: z.string().nullable(),
  changedAt: z.string(),
  createdAt: z.string(),
  isOk: z.boolean(),
  /** Its partner category as a person reads it: the path ("Ersatzteile › iPhone 12 › Akku"), or null. */
  categoryName: z.string().nullable(),
  /**
   * Whether its category is mapped to the PIM (a PIM category and a family): the export skips
   * products without one until it is (false without a category).
   */
  categoryMapped: z.boolean(),
});
/** A product list row. */
export type PartnerProductRow = z.infer<typeof PartnerProductRowSchema>;

/** A product's attribute as the detail shows it. */
export const PartnerProductAttributeSchema = z.object({
  /** The partner attribute's id, when the partner has the attribute. */
  id: z.number().int().nullable(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
  unit: z.string().nullable(),
  /** PIM attributes the attribute is mapped to: code and label in the caller's language. */
  pimCodeNames: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** GET /api/partner-products/{id} answer. */
export const PartnerProductSchema = PartnerProductRowSchema.extend({
  vatRate: z.string().nullable(),
  currency: z.string().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  category: z
    .object({
      id: z.number().int(),
      name: z.string(),
      pimCategory: z.string().nullable(),
      /** The main PIM category's path in the caller's language ("Computers > Laptops"), or null. */
      pimCategoryName: z.string().nullable(),
      /** Every mapped PIM category code (the first is pimCategory). */
      pimCategoryObject: z.array(z.string()).nullable(),
      isMapped: z.boolean(),
    })
    .nullable(),
  attributes: z.array(PartnerProductAttributeSchema),
  /** The PIM prices the partner's price formulas give this product, with their steps. */
  prices: ProductPricesSchema,
  /** Its last Icecat look-up (docs/icecat.md), null when it was never looked up. */
  icecat: ProductIcecatSchema.nullable(),
});
/** A product with its category and attributes. */
export type PartnerProduct = z.infer<typeof PartnerProductSchema>;

/** GET /api/partner-stats/list query: `filter[partnerId]`; newest first by default. */
export const PartnerStatsListQuerySchema = listQuerySchema({ partnerId: IdSchema.optional() }, [
  'collectedAt',
  'id',
]);
/** Stats list query. */
export type PartnerStatsListQuery = z.infer<typeof PartnerStatsListQuerySchema>;

/** A stats row (SPEC §3 Partner stats row): one per complete product import. */
export const PartnerStatsRowSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  collectedAt: z.string(),
  new: z.number().int(),
  changed: z.number().int(),
  total: z.number().int(),
  inStock: z.number().int(),
});
/** A stats row. */
export type PartnerStatsRow = z.infer<typeof PartnerStatsRowSchema>;
