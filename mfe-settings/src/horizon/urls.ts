import { z } from 'zod';
import { useUrlState, type UrlCodec } from '@feedhub/api-client';
import { DEFAULT_PAGE_SIZE, HORIZON_DASHBOARD_PATH, PAGE_SIZES } from '@feedhub/contracts';

/** The queue dashboard (route `horizon`). */
export const horizonPath = HORIZON_DASHBOARD_PATH;

/**
 * Its URL state: the failed jobs' page and size, and the job whose log is open (`log`). Bad values
 * fall back to the defaults.
 */
export const HorizonSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  perPage: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
  log: z.coerce.number().int().positive().optional().catch(undefined),
});
/** The dashboard's URL values. */
export type HorizonSearch = z.infer<typeof HorizonSearchSchema>;

/** Search params of these values (the defaults left out). */
export function horizonParams(search: HorizonSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page > 1) params.set('page', String(search.page));
  if (search.perPage !== DEFAULT_PAGE_SIZE) params.set('perPage', String(search.perPage));
  if (search.log) params.set('log', String(search.log));
  return params;
}

const horizonSearchCodec: UrlCodec<HorizonSearch> = {
  parse: (params) => HorizonSearchSchema.parse(Object.fromEntries(params)),
  toParams: horizonParams,
};

/** The dashboard's URL state: paging pushes a history entry, the log replaces it. */
export function useHorizonSearch() {
  const { search, update } = useUrlState<HorizonSearch>(horizonSearchCodec);
  return {
    /** Current values. */
    search,
    /** Goes to a page of the failed jobs. */
    setPage: (page: number) => update({ page }),
    /** Changes their page size (back to page 1). */
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
    /** Opens a partner job's log. */
    openLog: (id: number) => update({ log: id }, { replace: true }),
    /** Closes the log. */
    closeLog: () => update({ log: undefined }, { replace: true }),
  };
}
