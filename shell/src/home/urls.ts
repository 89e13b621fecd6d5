import { z } from 'zod';
import { useUrlState, type UrlCodec } from '@feedhub/api-client';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_DIRECTIONS } from '@feedhub/contracts';

const page = z.coerce.number().int().min(1).max(1_000_000).catch(1);

/**
 * The home desktop's URL state (SPEC §2 Home desktop): the partner searched (`partner`), the
 * partners table's page, size and sort direction (by name), the error notices' page (`notices`) and
 * the job whose log is open (`log`). Bad values fall back to the defaults.
 */
export const HomeSearchSchema = z.object({
  partner: z.coerce.number().int().positive().optional().catch(undefined),
  page,
  perPage: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
  dir: z.enum(SORT_DIRECTIONS).catch('asc'),
  notices: page,
  log: z.coerce.number().int().positive().optional().catch(undefined),
});
/** The home desktop's URL values. */
export type HomeSearch = z.infer<typeof HomeSearchSchema>;

const DEFAULTS = HomeSearchSchema.parse({});

/** Search params of these values (the defaults left out: short, stable links). */
export function homeParams(search: HomeSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === DEFAULTS[key as keyof HomeSearch]) continue;
    params.set(key, String(value));
  }
  return params;
}

const homeSearchCodec: UrlCodec<HomeSearch> = {
  parse: (params) => HomeSearchSchema.parse(Object.fromEntries(params)),
  toParams: homeParams,
};

/** The home desktop's URL state: Search and paging push a history entry; the log replaces it. */
export function useHomeSearch() {
  const { search, update } = useUrlState<HomeSearch>(homeSearchCodec);
  return {
    /** Current values. */
    search,
    /** Shows one partner's row, or every partner's with undefined. */
    setPartner: (partner: number | undefined) => update({ partner, page: 1 }),
    /** Goes to a page of the partners table. */
    setPage: (n: number) => update({ page: n }),
    /** Changes the partners table's page size. */
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
    /** Sorts the partners by name, this way. */
    setDir: (dir: HomeSearch['dir']) => update({ dir, page: 1 }),
    /** Goes to a page of the error notices. */
    setNoticePage: (n: number) => update({ notices: n }),
    /** Opens a job's log. */
    openLog: (id: number) => update({ log: id }, { replace: true }),
    /** Closes the log. */
    closeLog: () => update({ log: undefined }, { replace: true }),
  };
}
