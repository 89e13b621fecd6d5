import { z } from 'zod';
import { BodyIdSchema, requiredInteger } from './fields';
import { IdSchema, listQuerySchema } from './http';

/**
 * Zero-amount rules (SPEC §3 Zero-amount rule, §7 Zero amounts): a brand and a category of one
 * partner whose products are not sold (exported with amount 0).
 */

export const PartnerZeroAmountListQuerySchema = listQuerySchema({ partnerId: IdSchema.optional() }, [
  'brandName',
  'categoryName',
  'id',
]);
export type PartnerZeroAmountListQuery = z.infer<typeof PartnerZeroAmountListQuerySchema>;

export const PartnerZeroAmountRowSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  /** The brand option's id: its index among the options of the partner's attribute `brand`. */
  brand: z.number().int().nullable(),
  brandName: z.string(),
  categoryId: z.number().int(),
  /** The category as a person reads it: its path ("Ersatzteile › iPhone 12 › Akku"), else its name. */
  categoryName: z.string(),
});
export type PartnerZeroAmountRow = z.infer<typeof PartnerZeroAmountRowSchema>;

/** POST /api/partner-zero-amounts/save: a brand option id and a category of the partner. */
export const PartnerZeroAmountSaveSchema = z
  .object({
    /** Required: an empty brand is not option 0. */
    brand: requiredInteger(0, 1_000_000),
    categoryId: BodyIdSchema,
    partnerId: BodyIdSchema,
  })
  .strict();
export type PartnerZeroAmountSaveInput = z.infer<typeof PartnerZeroAmountSaveSchema>;
