import { z } from 'zod';
import { AMOUNT_COMPARATORS } from './constants';
import { IdSchema, filterDate, filterText, listQuerySchema, yesNoFilter as yesNo } from './http';

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

/** GET /api/partner-products/list query (SPEC §7 Products). */
export const PartnerProductListQuerySchema = listQuerySchema(
  {
    partnerId: IdSchema.optional(),
    /** Substrings, any case. */
    name: filterText,
    sku: filterText,
    code: filterText,
    manufacturerCode: filterText,
    /** Exact brand. */
    brand: filterText,
    categoryId: IdSchema.optional(),
    /** Comparator of the amount filter. */
    amountType: z.enum(AMOUNT_COMPARATORS).optional(),
    amount: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    /** 1: in the export list, 2: not. */
    pimExport: yesNo,
    /** 1: only products with a category. */
    hideEmptyCategories: yesNo,
    /** Changed on or after / on or before (YYYY-MM-DD). */
    from: filterDate,
    to: filterDate,
  },
  PARTNER_PRODUCT_SORTS,
);
/** Products list query. */
export type PartnerProductListQuery = z.infer<typeof PartnerProductListQuerySchema>;

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
  /** PIM attribute codes the attribute is mapped to. */
  pimCodeNames: z.array(z.string()),
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
      /** Every mapped PIM category code (the first is pimCategory). */
      pimCategoryObject: z.array(z.string()).nullable(),
    })
    .nullable(),
  attributes: z.array(PartnerProductAttributeSchema),
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
