import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';

/** The export test (SPEC §2 route `exportTest`). */
export const exportTestPath = '/export/test';

/** A key of the lookup as the URL holds it: trimmed text, empty is absent. */
const text = z
  .string()
  .max(255)
  .transform((value) => value.trim() || undefined)
  .optional()
  .catch(undefined);

/**
 * Its URL state: the lookup searched (`partner` id, `sku`, `code`, `id`), so Back and a shared link
 * show the same product. The server checks them (a bad one is its 422 under the field); here they
 * are only trimmed, and empty ones left out.
 */
export const ExportTestSearchSchema = z.object({ partner: text, sku: text, code: text, id: text });
/** The lookup searched. */
export type ExportTestSearch = z.infer<typeof ExportTestSearchSchema>;

/** The lookup's keys, in the order of the form. */
export const EXPORT_TEST_KEYS = ['partner', 'sku', 'code', 'id'] as const;

/** Search params of a lookup (empty keys left out). */
export function exportTestParams(search: ExportTestSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of EXPORT_TEST_KEYS) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** Whether a lookup names anything (nothing searched yet: the screen says what to do). */
export const hasLookup = (search: ExportTestSearch) => EXPORT_TEST_KEYS.some((key) => search[key]);

/** The export test's URL state with react-router: a Search pushes a history entry. */
export function useExportTestSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => ExportTestSearchSchema.parse(Object.fromEntries(params)), [params]);
  const setSearch = useCallback(
    (next: ExportTestSearch) => setParams(exportTestParams(ExportTestSearchSchema.parse(next))),
    [setParams],
  );
  return { search, setSearch };
}
