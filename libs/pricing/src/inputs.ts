import { z } from 'zod';

/**
 * What the engine reads besides the rule: the product, its category mapping and the settings, as
 * the catalog service loads them. Money and percents are decimal strings (PostgreSQL numeric) or
 * numbers (integer columns); empty or null means "not set".
 */
export const DecimalValueSchema = z
  .union([z.string().regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, { message: 'numeric' }), z.number()])
  .nullish();
/** A decimal input value. */
export type DecimalValue = z.input<typeof DecimalValueSchema>;

/** The product fields pricing reads. */
export const PricingProductSchema = z.object({
  /** Partner's price. */
  price: DecimalValueSchema,
  /** Recommended retail price. */
  rrpPrice: DecimalValueSchema,
  /** Supplier's price. */
  supplierPrice: DecimalValueSchema,
  /** Brand name; compared with margin rows case-insensitively, spaces trimmed. */
  brand: z.string().nullish(),
});
/** A product as the engine reads it. */
export type PricingProduct = z.input<typeof PricingProductSchema>;

/** One margin row of a category (SPEC §3 Marginal). */
export const MarginalSchema = z.object({
  /** Row id (shown nowhere; kept for tracing). */
  id: z.number().int().nullish(),
  /** Brand name the row is for; empty or null = any brand. */
  brand: z.string().nullish(),
  /** Lowest price of the range (inclusive); null = no lower bound. */
  priceFrom: DecimalValueSchema,
  /** Highest price of the range (inclusive); null = no upper bound. */
  priceTo: DecimalValueSchema,
  /** Margin percent (markup on the current price). */
  marginal: DecimalValueSchema,
  /** Estonian margin percent. */
  marginalEt: DecimalValueSchema,
  /** Prepayment percent. */
  prepaymentPercent: DecimalValueSchema,
});
/** A margin row as the engine reads it. */
export type Marginal = z.input<typeof MarginalSchema>;

/** The category mapping fields pricing reads. */
export const PricingCategorySchema = z.object({
  /** VAT percent; null = use the default VAT setting. */
  vat: DecimalValueSchema,
  /** Estonian VAT percent; null = use the default VAT setting. */
  vatEt: DecimalValueSchema,
  /** Transport fee in euros added by transport changes. */
  transportAddToPrice: DecimalValueSchema,
  /** Price change kind: fixed (€) or percent; empty = none. */
  priceChangeType: z.enum(['fixed', 'percent', '']).nullish(),
  /** Price change amount (€ or %). */
  priceChangeAmount: DecimalValueSchema,
  /** Margin rows, in the order they are matched. */
  marginals: z.array(MarginalSchema).nullish(),
});
/** A category mapping as the engine reads it. */
export type PricingCategory = z.input<typeof PricingCategorySchema>;

/** Global settings pricing reads (setting `vat_percent` → `vatPercent`). */
export const PricingSettingsSchema = z.object({
  /** Default VAT percent, used when the category has none. */
  vatPercent: DecimalValueSchema,
});
/** Settings as the engine reads them. */
export type PricingSettings = z.input<typeof PricingSettingsSchema>;
