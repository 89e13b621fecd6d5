import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';

/** The partner desktop (SPEC §2 route `partnerDesktop`). */
export const partnerDesktopPath = '/partners/desktop';

/**
 * Its URL state: the partner searched (`partnerId`) and the job whose log is open (`log`). Bad values
 * fall back to none, so a hand-edited or stale link never breaks the screen.
 */
export const PartnerDesktopSearchSchema = z.object({
  partnerId: z.coerce.number().int().positive().optional().catch(undefined),
  log: z.coerce.number().int().positive().optional().catch(undefined),
});
/** The partner desktop's URL values. */
export type PartnerDesktopSearch = z.infer<typeof PartnerDesktopSearchSchema>;

/** Search params of these values (absent ones left out: short, stable links). */
export function partnerDesktopParams(search: PartnerDesktopSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.partnerId) params.set('partnerId', String(search.partnerId));
  if (search.log) params.set('log', String(search.log));
  return params;
}

/**
 * The desktop's URL state with react-router: Search pushes a history entry (Back returns to the
 * previous partner); opening and closing a log replace it (a reload reopens the log).
 */
export function usePartnerDesktopSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => PartnerDesktopSearchSchema.parse(Object.fromEntries(params)), [params]);
  const update = useCallback(
    (patch: Partial<PartnerDesktopSearch>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) =>
          partnerDesktopParams({
            ...PartnerDesktopSearchSchema.parse(Object.fromEntries(current)),
            ...patch,
          }),
        options,
      ),
    [setParams],
  );
  return {
    /** Current values. */
    search,
    /** Shows the jobs of one partner, or of all with undefined. */
    setPartner: (partnerId: number | undefined) => update({ partnerId }),
    /** Opens a job's log. */
    openLog: (id: number) => update({ log: id }, { replace: true }),
    /** Closes the log. */
    closeLog: () => update({ log: undefined }, { replace: true }),
  };
}
