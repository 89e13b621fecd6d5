import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { DESKTOP_PAGE_SIZE } from '@feedhub/contracts';

/** The export desktop (SPEC §2 route `exportDesktop`). */
export const exportDesktopPath = '/export';

/** Page sizes of the desktop's done and error tables (SPEC §9's sizes the server serves there: at most 100). */
export const DESKTOP_PAGE_SIZES = [25, 50, 100] as const;

const page = z.coerce.number().int().min(1).max(100_000).catch(1);

/**
 * Its URL state: the pages of the error and done tables (`errorPage`, `donePage`, `perPage`) and the
 * job whose log is open (`log`). Bad values fall back to the defaults, so a hand-edited or stale link
 * never breaks the screen.
 */
export const ExportDesktopSearchSchema = z.object({
  errorPage: page,
  donePage: page,
  perPage: z.coerce
    .number()
    .refine((n) => (DESKTOP_PAGE_SIZES as readonly number[]).includes(n))
    .catch(DESKTOP_PAGE_SIZE),
  log: z.coerce.number().int().positive().optional().catch(undefined),
});
/** The export desktop's URL values. */
export type ExportDesktopSearch = z.infer<typeof ExportDesktopSearchSchema>;

/** Search params of these values (default ones left out: short, stable links). */
export function exportDesktopParams(search: ExportDesktopSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.errorPage > 1) params.set('errorPage', String(search.errorPage));
  if (search.donePage > 1) params.set('donePage', String(search.donePage));
  if (search.perPage !== DESKTOP_PAGE_SIZE) params.set('perPage', String(search.perPage));
  if (search.log) params.set('log', String(search.log));
  return params;
}

/** The finished-job tables that page. */
export type PagedSection = 'error' | 'done';

/**
 * The desktop's URL state with react-router: paging pushes a history entry (Back returns to the
 * previous page); opening and closing a log replace it (a reload reopens the log).
 */
export function useExportDesktopSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => ExportDesktopSearchSchema.parse(Object.fromEntries(params)), [params]);
  const update = useCallback(
    (patch: Partial<ExportDesktopSearch>, options: { replace?: boolean } = {}) =>
      setParams(
        (current) =>
          exportDesktopParams({ ...ExportDesktopSearchSchema.parse(Object.fromEntries(current)), ...patch }),
        options,
      ),
    [setParams],
  );
  return {
    /** Current values. */
    search,
    /** Goes to a page of the error or done table. */
    setPage: (section: PagedSection, n: number) =>
      update(section === 'error' ? { errorPage: n } : { donePage: n }),
    /** Changes the page size of both tables (back to their first pages). */
    setPerPage: (perPage: number) => update({ perPage, errorPage: 1, donePage: 1 }),
    /** Opens a job's log. */
    openLog: (id: number) => update({ log: id }, { replace: true }),
    /** Closes the log. */
    closeLog: () => update({ log: undefined }, { replace: true }),
  };
}
