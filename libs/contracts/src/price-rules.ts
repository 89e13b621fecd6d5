import { z } from 'zod';
import { IdSchema, listQuerySchema } from './http';

/*
 * Partner price rules (SPEC §3 Partner price rule, §7 Price rules). The rule catalogue, the save
 * schema and the evaluator live in @feedhub/pricing (it imports this package, so price field codes
 * are plain strings here); these are the shapes of the answers.
 */

/** GET /api/partner-price-rules/list query: `filter[partnerId]`; sorted by sortOrder then id. */
export const PartnerPriceRuleListQuerySchema = listQuerySchema(
  { partnerId: IdSchema.optional() },
  ['sortOrder', 'id'],
  { selectList: true },
);
/** Price rules list query. */
export type PartnerPriceRuleListQuery = z.infer<typeof PartnerPriceRuleListQuerySchema>;

/** One step of a stored rule: a catalogue rule id and its canonical input (null for none). */
export const PriceRuleStepRowSchema = z.object({
  ruleId: z.string(),
  input: z.string().nullable(),
});

/** A partner price rule as the list and `{id}` answer it. */
export const PartnerPriceRuleSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  /** PIM price field codes it fills (retailPrice, supplierPrice, wholesalePrice). */
  pimPriceFields: z.array(z.string()),
  /** The product price it starts from (price, rrpPrice, supplierPrice). */
  partnerPriceField: z.string(),
  withVat: z.boolean(),
  sortOrder: z.number().int(),
  useTransportChanges: z.boolean(),
  rule: z.array(PriceRuleStepRowSchema),
  /** The rule in plain lines, in the caller's language (read-only). */
  steps: z.array(z.string()),
});
/** A partner price rule. */
export type PartnerPriceRule = z.infer<typeof PartnerPriceRuleSchema>;

/** GET /api/partner-price-rules/options: code → label of the PIM and partner price fields. */
export const PriceFieldOptionsSchema = z.object({
  pim: z.record(z.string(), z.string()),
  partner: z.record(z.string(), z.string()),
});
/** Price field labels. */
export type PriceFieldOptions = z.infer<typeof PriceFieldOptionsSchema>;

/** GET /api/partner-price-rules/preview-products query: the partner, optionally a product to include. */
export const PriceRulePreviewQuerySchema = z
  .object({ partnerId: IdSchema, productId: IdSchema.optional() })
  .strict();
/** Preview products query. */
export type PriceRulePreviewQuery = z.infer<typeof PriceRulePreviewQuerySchema>;

/** A decimal as PostgreSQL gives it ("12.5000"), or null. */
const decimal = z.string().nullable();

/** A category mapping as pricing reads it (@feedhub/pricing PricingCategorySchema). */
export const PricingCategoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vat: decimal,
  vatEt: decimal,
  transportAddToPrice: decimal,
  priceChangeType: z.enum(['fixed', 'percent']).nullable(),
  priceChangeAmount: decimal,
  marginals: z.array(
    z.object({
      id: z.number().int(),
      brand: z.string().nullable(),
      priceFrom: decimal,
      priceTo: decimal,
      marginal: decimal,
      marginalEt: decimal,
      prepaymentPercent: decimal,
    }),
  ),
});
/** A category mapping as pricing reads it. */
export type PricingCategoryRow = z.infer<typeof PricingCategoryRowSchema>;

/**
 * Preview products answer: a handful of the partner's real products with everything the price
 * formula modal needs to price them in the browser (live, with the same engine as the export).
 */
export const PriceRulePreviewSchema = z.object({
  /** The default VAT setting (vat_percent), or null when the setting could not be read. */
  vatPercent: z.string().nullable(),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      sku: z.string().nullable(),
      code: z.string(),
      brand: z.string().nullable(),
      price: decimal,
      rrpPrice: decimal,
      supplierPrice: decimal,
      category: PricingCategoryRowSchema.nullable(),
    }),
  ),
});
/** Preview products answer. */
export type PriceRulePreview = z.infer<typeof PriceRulePreviewSchema>;

/** One PIM price of a product, as the product detail shows it. */
export const ProductFieldPriceSchema = z.object({
  /** PIM price field code. */
  field: z.string(),
  /** Price with 2 decimals, or null for no price. */
  value: z.string().nullable(),
  /** Why there is no price (NO_PRICE_REASONS of @feedhub/pricing), else null. */
  reason: z.string().nullable(),
  /** The price rule that set it. */
  priceRuleId: z.number().int().nullable(),
  /** Earlier rules for the same field that this one overrode, as indexes into `rules`. */
  overridden: z.array(z.number().int()),
});

/** One of the partner's rules evaluated for a product, with its explained steps. */
export const ProductRulePriceSchema = z.object({
  id: z.number().int().nullable(),
  sortOrder: z.number().int(),
  partnerPriceField: z.string(),
  pimPriceFields: z.array(z.string()),
  value: z.string().nullable(),
  reason: z.string().nullable(),
  steps: z.array(z.string()),
});

/** The computed PIM prices of a product (product detail). */
export const ProductPricesSchema = z.object({
  /** Each PIM field a rule fills, with its final value. */
  fields: z.array(ProductFieldPriceSchema),
  /** Every rule of the partner in the order applied, with its steps for this product. */
  rules: z.array(ProductRulePriceSchema),
});
/** Computed PIM prices. */
export type ProductPrices = z.infer<typeof ProductPricesSchema>;
