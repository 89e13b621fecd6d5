import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LOCAL_STORAGE_USER_KEY } from '@feedhub/contracts';
import { registerApiClient, type ApiClient, type Query } from '@feedhub/api-client';
import { renderUi } from '@feedhub/ui/testing';

/** A request the fake API answered. */
export interface FakeCall {
  /** HTTP method. */
  method: 'get' | 'post' | 'delete';
  /** Path without the query. */
  path: string;
  /** Query (GET, DELETE) or body (POST). */
  payload: unknown;
}

/** Answers by method and path: a value (the JSON answer) or a function of the payload; throw for failures. */
export type FakeRoutes = Record<string, unknown | ((payload: unknown) => unknown)>;

/**
 * A fake of the shell's API client for screen tests: answers `'get /api/…'` keys from `routes` (parsed
 * by the caller's schema, as the real client does) and records every call.
 */
export function fakeApi(routes: FakeRoutes): { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const answer = (method: FakeCall['method'], path: string, payload: unknown) => {
    calls.push({ method, path, payload });
    const key = `${method} ${path}`;
    if (!(key in routes)) throw new Error(`No fake answer for ${key}`);
    const route = routes[key];
    return typeof route === 'function' ? (route as (p: unknown) => unknown)(payload) : route;
  };
  const client: ApiClient = {
    get: async (path, schema, query?: Query) => schema.parse(answer('get', path, query)),
    post: async (path, schema, body) => schema.parse(answer('post', path, body)),
    del: async (path, schema, query?: Query) => schema.parse(answer('delete', path, query)),
  };
  registerApiClient(client);
  return { calls };
}

/** Stores a logged-in user holding these of the listed permissions (as the shell stores it, SPEC §3). */
export function loginWith(held: string[], listed: string[]): void {
  localStorage.setItem(LOCAL_STORAGE_USER_KEY, JSON.stringify({ permissions: held, allPermissions: listed }));
}

/** Renders inside Mantine's providers and a fresh QueryClient (no retries, as the shell's). */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
