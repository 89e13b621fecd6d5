import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient, createQueryClient, registerApiClient } from '@feedhub/api-client';

/** A request the fake server received. */
export interface FakeRequest {
  /** Method. */
  method: string;
  /** Path without the query. */
  path: string;
  /** Query parameters. */
  query: URLSearchParams;
  /** Parsed JSON body of a POST. */
  body: unknown;
}

/** A fake answer: status and JSON body. */
export interface FakeAnswer {
  /** HTTP status (200 when left out). */
  status?: number;
  /** JSON body. */
  body: unknown;
}

/**
 * Screens against a fake server, for tests of pages and modals that read their own data: the shared
 * API client (the real one, over a fake fetch), a QueryClient with spy toasts, Mantine, a router.
 */
export function fakeServer(answer: (request: FakeRequest) => FakeAnswer | undefined) {
  // The client sends the page's CSRF token (a missing tag is logged).
  if (!document.querySelector('meta[name="csrf-token"]')) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'test-token';
    document.head.appendChild(meta);
  }
  const requests: FakeRequest[] = [];
  const feedback = { success: jest.fn(), error: jest.fn() };
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const reply = answer(request) ?? { status: 404, body: { key: 'page_not_found', message: 'Not found' } };
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      json: async () => reply.body,
    } as Response;
  };
  const hooks = {
    onUnauthorized: jest.fn(),
    onForbidden: jest.fn(),
    onExpired: jest.fn(),
    // the interface's language, as the shell's hook reads it
    locale: () => i18next.language || 'en',
  };
  registerApiClient(createApiClient(hooks, fetchImpl));
  const queryClient = createQueryClient(feedback);
  /** Renders a screen at a path (`/partners/3/categories`) under a route pattern. */
  const renderAt = (ui: ReactNode, { path = '/', route = '/' }: { path?: string; route?: string } = {}) =>
    render(
      <MantineProvider>
        <ModalsProvider>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={ui} />
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>,
    );
  return { requests, feedback, hooks, queryClient, renderAt };
}

export { loginWith } from '@feedhub/ui/testing';
