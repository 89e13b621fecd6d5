import { z } from 'zod';
import { wholeNumber } from './fields';

/**
 * The import guard (docs/imports.md "The import guard"): before an importProducts, updatePrices or
 * updateAmounts run merges, it is compared with the catalogue; a run that would zero too many in-stock
 * products or move too many prices too far is held for review instead of merged.
 */

/** A partner's limits when none are saved: 50 % of in-stock products to zero; 20 % of prices moving ×5 or more. */
export const GUARD_DEFAULTS = { stockPercent: 50, pricePercent: 20, priceFactor: 5 } as const;
/** Examples a held run keeps of each kind of change. */
export const HELD_EXAMPLES_PER_KIND = 50;
/** Days a held run waits for a decision before it is discarded, when the setting is absent. */
export const HELD_RETENTION_DAYS_DEFAULT = 14;

/** What a held run would change, by kind. */
export const HELD_CHANGE_KINDS = ['toZero', 'priceUp', 'priceDown', 'new', 'gone'] as const;
/** A kind of change. */
export type HeldChangeKind = (typeof HELD_CHANGE_KINDS)[number];
/** Why a run was held: too many products to zero, too many prices moving too far. */
export const HOLD_REASONS = ['stock', 'price'] as const;

/** Absent, null or '': not given (a new partner gets the default, an edited one keeps its value). */
const notGiven = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A percentage limit on the partner form: 0–100, 0 switches the check off. */
const percentLimit = () => z.preprocess(notGiven, wholeNumber().pipe(z.number().min(0).max(100)).optional());

/** The guard's fields of a partner save (absent: the partner's own, GUARD_DEFAULTS for a new one). */
export const PartnerGuardInputShape = {
  /** Hold a run when more than this % of the partner's in-stock products would drop to 0 (0: off). */
  guardStockPercent: percentLimit(),
  /** Hold a run when more than this % of the partner's priced products would move by the factor (0: off). */
  guardPricePercent: percentLimit(),
  /** The price move that counts: new ≥ old × factor, or new ≤ old ÷ factor. */
  guardPriceFactor: z.preprocess(notGiven, wholeNumber().pipe(z.number().min(2).max(1000)).optional()),
};

/** The guard's fields of a partner as read. */
export const PartnerGuardShape = {
  guardStockPercent: z.number().int(),
  guardPricePercent: z.number().int(),
  guardPriceFactor: z.number().int(),
};

/** Counts of what a held run would change. */
export const HeldCountsSchema = z.object({
  /** In-stock products whose stock would drop to 0 (gone from the feed included, for importProducts). */
  toZero: z.number().int().nonnegative(),
  /** Prices that would move up by the factor or more. */
  priceUp: z.number().int().nonnegative(),
  /** Prices that would move down by the factor or more. */
  priceDown: z.number().int().nonnegative(),
  /** Products new to the catalogue. */
  new: z.number().int().nonnegative(),
  /** Products of the catalogue the feed no longer has (importProducts). */
  gone: z.number().int().nonnegative(),
});
/** Counts of a held run. */
export type HeldCounts = z.infer<typeof HeldCountsSchema>;

/** One example of a change: the product, the field and its values before and after. */
export const HeldExampleSchema = z.object({
  kind: z.enum(HELD_CHANGE_KINDS),
  /** The catalogue product (null for a new one). */
  productId: z.number().int().nullable(),
  code: z.string(),
  name: z.string().nullable(),
  /** The field that changes (null for new and gone products). */
  field: z.enum(['amount', 'price']).nullable(),
  old: z.string().nullable(),
  new: z.string().nullable(),
});
/** An example of a held run's changes. */
export type HeldExample = z.infer<typeof HeldExampleSchema>;

/** What a held run would change and why it was held (stored with the job; the diff screen shows it). */
export const HeldDiffSchema = z.object({
  counts: HeldCountsSchema,
  /** Up to HELD_EXAMPLES_PER_KIND of each kind. */
  examples: z.array(HeldExampleSchema).max(HELD_EXAMPLES_PER_KIND * HELD_CHANGE_KINDS.length),
  /** What the percentages were taken of: the partner's in-stock products, and its priced products the feed prices. */
  base: z.object({ inStock: z.number().int().nonnegative(), priced: z.number().int().nonnegative() }),
  /** Which limits were passed. */
  reasons: z.array(z.enum(HOLD_REASONS)).min(1),
  /** The partner's limits the run was judged by. */
  limits: z.object({
    stockPercent: z.number().int(),
    pricePercent: z.number().int(),
    priceFactor: z.number().int(),
  }),
});
/** A held run's diff. */
export type HeldDiff = z.infer<typeof HeldDiffSchema>;

/** GET /api/partner-job/held/{id} answer. */
export const HeldJobSchema = HeldDiffSchema.extend({
  jobId: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string().nullable(),
  methodName: z.string(),
  /** The method in the caller's language. */
  methodTrans: z.string(),
  /** When the run was held. */
  heldAt: z.string(),
});
/** A held job as the diff screen reads it. */
export type HeldJob = z.infer<typeof HeldJobSchema>;
