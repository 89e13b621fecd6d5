import { useMemo } from 'react';
import { z } from 'zod';
import { DESKTOP_PAGE_SIZE } from '@feedhub/contracts';
import { useUrlState } from './url-state';

/** Page sizes of a job desktop's done and error tables (SPEC §9's sizes the server serves there: at most 100). */
export const DESKTOP_PAGE_SIZES = [25, 50, 100] as const;

/** The finished-job tables that page. */
export type PagedSection = 'error' | 'done';

const page = z.coerce.number().int().min(1).max(100_000).catch(1);

/**
 * What every job desktop keeps in its URL: the pages of the error and done tables (`errorPage`,
 * `donePage`, `perPage`) and the job whose log is open (`log`). Bad values fall back to the defaults,
 * so a hand-edited or stale link never breaks the screen. A desktop adds its own keys with `.extend`.
 */
export const JobDesktopSearchSchema = z.object({
  errorPage: page,
  donePage: page,
  perPage: z.coerce
    .number()
    .refine((n) => (DESKTOP_PAGE_SIZES as readonly number[]).includes(n))
    .catch(DESKTOP_PAGE_SIZE),
  log: z.coerce.number().int().positive().optional().catch(undefined),
});
/** A job desktop's URL values. */
export type JobDesktopSearch = z.infer<typeof JobDesktopSearchSchema>;

/** Search params of a desktop's values (absent and default ones left out: short, stable links). */
export function jobDesktopParams(search: JobDesktopSearch & Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  // The desktop's own keys (what it shows: a partner) before the pages and the log.
  const base = Object.keys(JobDesktopSearchSchema.shape);
  const entries = Object.entries(search);
  const ordered = [
    ...entries.filter(([key]) => !base.includes(key)),
    ...entries.filter(([key]) => base.includes(key)),
  ];
  for (const [key, value] of ordered) {
    if (value === undefined || value === null || value === '') continue;
    if ((key === 'errorPage' || key === 'donePage') && value === 1) continue;
    if (key === 'perPage' && value === DESKTOP_PAGE_SIZE) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * A job desktop's URL state with react-router: paging (and the desktop's own keys, through `update`)
 * pushes a history entry (Back returns to the previous page); opening and closing a log replace it (a
 * reload reopens the log).
 */
export function useJobDesktopSearch<S extends z.ZodType<JobDesktopSearch & Record<string, unknown>>>(
  schema: S,
) {
  const codec = useMemo(
    () => ({
      parse: (params: URLSearchParams) => schema.parse(Object.fromEntries(params)) as z.infer<S>,
      toParams: jobDesktopParams,
    }),
    [schema],
  );
  const { search, update } = useUrlState<z.infer<S>>(codec);
  return {
    /** Current values. */
    search,
    /** Changes some values (a desktop's own keys). */
    update,
    /** Goes to a page of the error or done table. */
    setPage: (section: PagedSection, n: number) =>
      update((section === 'error' ? { errorPage: n } : { donePage: n }) as Partial<z.infer<S>>),
    /** Changes the page size of both tables (back to their first pages). */
    setPerPage: (perPage: number) => update({ perPage, errorPage: 1, donePage: 1 } as Partial<z.infer<S>>),
    /** Opens a job's log. */
    openLog: (id: number) => update({ log: id } as Partial<z.infer<S>>, { replace: true }),
    /** Closes the log. */
    closeLog: () => update({ log: undefined } as Partial<z.infer<S>>, { replace: true }),
  };
}
