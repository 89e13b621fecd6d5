import { useMutation } from '@tanstack/react-query';
import i18next from 'i18next';
import { z } from 'zod';
import {
  CSRF_HEADER,
  DEFAULT_LOCALE,
  ErrorEnvelopeSchema,
  NEW_CATEGORIES_FILE_NAME,
  type NewCategoriesQuery,
} from '@feedhub/contracts';
import { ApiError, apiClient, csrfToken, withQuery } from '@feedhub/api-client';

/** The new-categories CSV (SPEC §7). */
const PATH = '/api/partner-categories/new-categories';
/** Statuses the shared client reacts to itself (401 logout, 403 toast and home, 419 reload). */
const CLIENT_HANDLED = [401, 403, 419];

/** The file name of a Content-Disposition header, else SPEC §9's new_categories.csv. */
export function attachmentName(header: string | null): string {
  const match = header?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : NEW_CATEGORIES_FILE_NAME;
}

/**
 * GET /api/partner-categories/new-categories?date=&partnerId=: the CSV as a file. The shared API
 * client reads JSON only, so this fetch sends the same headers itself (XHR, CSRF, language). A
 * failure becomes the client's ApiError (422 carries `errors.date`); for 401, 403 and 419 the call
 * goes once more through the shared client so its reactions (logout, toast and home, reload) apply.
 */
export async function fetchNewCategories(
  query: NewCategoriesQuery,
): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch(withQuery(PATH, query), {
    headers: {
      Accept: 'text/csv, application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': i18next.language || DEFAULT_LOCALE,
      [CSRF_HEADER]: csrfToken(),
    },
    credentials: 'same-origin',
  });
  if (res.ok)
    return { blob: await res.blob(), fileName: attachmentName(res.headers.get('Content-Disposition')) };
  if (CLIENT_HANDLED.includes(res.status)) await apiClient().get(PATH, z.unknown(), query);
  const envelope = ErrorEnvelopeSchema.safeParse(await res.json().catch(() => null));
  throw envelope.success
    ? new ApiError(res.status, envelope.data.key, envelope.data.message, envelope.data.errors)
    : new ApiError(res.status, 'internal_error', res.statusText || `HTTP ${res.status}`);
}

/** Hands a file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export: downloads the CSV of the categories first seen on or after the date (red toast on failure). */
export function useExportNewCategories() {
  return useMutation({
    mutationFn: fetchNewCategories,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
}
