import { z } from 'zod';
import { JobDesktopSearchSchema, useJobDesktopSearch } from '@feedhub/api-client';

/** The partner desktop (SPEC §2 route `partnerDesktop`). */
export const partnerDesktopPath = '/partners/desktop';

/**
 * Its URL state: the partner searched (`partnerId`), the held import whose diff is open (`held`), and
 * as every job desktop the pages of the error and done tables and the open log.
 */
export const PartnerDesktopSearchSchema = JobDesktopSearchSchema.extend({
  partnerId: z.coerce.number().int().positive().optional().catch(undefined),
  held: z.coerce.number().int().positive().optional().catch(undefined),
});
/** The partner desktop's URL values. */
export type PartnerDesktopSearch = z.infer<typeof PartnerDesktopSearchSchema>;

/**
 * The desktop's URL state: Search and paging push a history entry (Back returns to the previous
 * partner or page); opening and closing a log or a held import's diff replace it (a reload reopens it).
 */
export function usePartnerDesktopSearch() {
  const state = useJobDesktopSearch(PartnerDesktopSearchSchema);
  return {
    ...state,
    /** Shows the jobs of one partner, or of all with undefined (from the first pages). */
    setPartner: (partnerId: number | undefined) => state.update({ partnerId, errorPage: 1, donePage: 1 }),
    /** Opens a held import's diff. */
    openHeld: (held: number) => state.update({ held }, { replace: true }),
    /** Closes the diff. */
    closeHeld: () => state.update({ held: undefined }, { replace: true }),
  };
}
