import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LOCAL_STORAGE_USER_KEY } from '@feedhub/contracts';
import { feedhubTheme } from './theme';

/**
 * Test helper for component tests (jsdom; `@feedhub/ui/testing`, not part of the package's main
 * entry): renders inside Mantine's providers, as the shell does.
 */
export function renderUi(ui: ReactNode) {
  return render(
    <MantineProvider theme={feedhubTheme}>
      <ModalsProvider>{ui}</ModalsProvider>
    </MantineProvider>,
  );
}

/** Renders inside Mantine's providers and a fresh QueryClient (no retries, as the shell's). */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, ...renderUi(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** Stores a logged-in user holding these permissions of the ones listed as known (as the shell stores it, SPEC §3/§6; useCan reads it). */
export function loginWith(granted: string[], known: string[]): void {
  localStorage.setItem(
    LOCAL_STORAGE_USER_KEY,
    JSON.stringify({
      id: 1,
      username: 'tester',
      firstName: 'T',
      lastName: 'Ester',
      email: 't@example.com',
      locale: 'en',
      csrfToken: 'token',
      permissions: granted,
      allPermissions: known,
    }),
  );
}
