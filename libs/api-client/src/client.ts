import type { z } from 'zod';
import { CSRF_HEADER, ErrorEnvelopeSchema } from '@feedhub/contracts';
import { ApiError } from './api-error';
import { csrfToken } from './csrf';
import { stringifyQuery, type Query } from './query-string';

export type { Query };

/** What the shell plugs in: SPEC §8's reactions and the current language. */
export interface ApiClientHooks {
  /** 401: server logout when a user is stored, else local logout. */
  onUnauthorized(): void;
  /** 403: danger toast with the permission-denied message, then home. */
  onForbidden(message: string): void;
  /** 419: the CSRF token or session expired: reload the page. */
  onExpired(): void;
  /** Language of the interface (sent as Accept-Language). */
  locale(): string;
}

/** The typed fetch wrapper every screen uses. */
export interface ApiClient {
  /** GET, the answer parsed by `schema`. */
  get<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.infer<S>>;
  /** POST JSON, the answer parsed by `schema`. */
  post<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<z.infer<S>>;
  /** DELETE, the answer parsed by `schema`. */
  del<S extends z.ZodType>(path: string, schema: S, query?: Query): Promise<z.infer<S>>;
}

/** Builds a URL with a qs-style query. */
export function withQuery(path: string, query?: Query): string {
  const text = query ? stringifyQuery(query) : '';
  return text ? `${path}?${text}` : path;
}

/**
 * One client, one interceptor (SPEC §7–8): every request carries the XHR header, the CSRF token and
 * the language; 401/403/419 go to the hooks; any other failure throws an ApiError with the
 * envelope's message and field errors for the caller's toast and form.
 */
export function createApiClient(
  hooks: ApiClientHooks,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ApiClient {
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': hooks.locale(),
      [CSRF_HEADER]: csrfToken(),
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetchImpl(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload: unknown = await res.json().catch(() => null);
    if (res.ok) return schema.parse(payload);
    const envelope = ErrorEnvelopeSchema.safeParse(payload);
    const error = envelope.success
      ? new ApiError(
          res.status,
          envelope.data.key,
          envelope.data.message,
          envelope.data.errors,
          envelope.data.rules,
          hooks.locale,
        )
      : new ApiError(res.status, 'internal_error', res.statusText || `HTTP ${res.status}`);
    if (res.status === 401) hooks.onUnauthorized();
    else if (res.status === 403) hooks.onForbidden(error.message);
    else if (res.status === 419) hooks.onExpired();
    throw error;
  }
  return {
    get: (path, schema, query) => call('GET', withQuery(path, query), schema),
    post: (path, schema, body = {}) => call('POST', path, schema, body),
    del: (path, schema, query) => call('DELETE', withQuery(path, query), schema),
  };
}
