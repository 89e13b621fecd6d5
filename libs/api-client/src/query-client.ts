import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { FieldErrors } from '@feedhub/contracts';
import { ApiError } from './api-error';

/** What a query or mutation may say about its toasts. */
export interface FeedbackMeta extends Record<string, unknown> {
  /** Failure statuses the screen shows itself (e.g. 409 asks a second confirmation): no red toast. */
  quietStatuses?: number[];
  /** No green toast on success (the screen says it otherwise). */
  quietSuccess?: boolean;
  /** No form shows this call's field messages (a delete): a 422's toast says them instead of the general line. */
  fieldsInToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FeedbackMeta;
    mutationMeta: FeedbackMeta;
  }
}

/** How the page shows feedback (the shell passes @feedhub/ui's toasts). */
export interface Feedback {
  /** Green toast. */
  success(message: string): void;
  /** Red toast. */
  error(message: string): void;
}

/** Statuses the API client's hooks already react to (401 logout, 403 toast and home, 419 reload). */
const HANDLED_BY_CLIENT = [401, 403, 419];

/** Whether a failure gets the red toast. */
function toasts(error: unknown, meta: FeedbackMeta | undefined): boolean {
  if (!(error instanceof ApiError)) return true;
  return !HANDLED_BY_CLIENT.includes(error.status) && !meta?.quietStatuses?.includes(error.status);
}

/** What a failed write's red toast says: the server's message, or its field messages where no form shows them. */
function toastText(error: Error, meta: FeedbackMeta | undefined): string {
  if (!(meta?.fieldsInToast && error instanceof ApiError && error.status === 422)) return error.message;
  const fields = Object.values(error.errors).flat();
  return fields.length ? fields.join(' ') : error.message;
}

/**
 * The app's QueryClient with SPEC §8's feedback in one place: any failed call shows the red toast
 * with the server's message, a write whose answer carries a message shows the green toast. No
 * retries (a failed page shows its Retry), no refetch on focus.
 */
export function createQueryClient(feedback: Feedback): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (toasts(error, query.meta)) feedback.error(error.message);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (toasts(error, mutation.meta)) feedback.error(toastText(error, mutation.meta));
      },
      onSuccess: (data, _variables, _context, mutation) => {
        const message = (data as { message?: unknown } | undefined)?.message;
        if (!mutation.meta?.quietSuccess && typeof message === 'string' && message) feedback.success(message);
      },
    }),
  });
}

/**
 * The field messages of a failed save (422) in the interface's language now, for the form; undefined for
 * any other outcome. A screen that re-renders on a language switch hands its form the new wording.
 */
export function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  return error instanceof ApiError && error.status === 422 ? error.fieldErrors() : undefined;
}
