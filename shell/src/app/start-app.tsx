import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCAL_STORAGE_LOCALE_KEY, TOAST_DURATION_MS } from '@feedhub/contracts';
import { isLocale } from '@feedhub/i18n';
import { createApiClient, registerApiClient } from '@feedhub/api-client';
import { toastError } from '@feedhub/ui';
import { App } from '../App';
import { authState, localLogout, logout } from '../auth/auth-store';
import { initI18n } from '../i18n';
import { goTo } from '../navigation';

/** Starts the app for a logged-in user: API client, i18n, providers, router and remotes. */
export async function startApp(root: Root): Promise<void> {
  // One API client for the shell and every remote, with SPEC §8's reactions.
  registerApiClient(
    createApiClient({
      onUnauthorized: () => (authState().user ? void logout() : localLogout()),
      onForbidden: (message) => {
        toastError(message);
        goTo('/');
      },
      onExpired: () => window.location.reload(),
      locale: () => i18next.language || DEFAULT_LOCALE,
    }),
  );

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  // The language picked on the login screen wins over the stored user's default.
  const picked = localStorage.getItem(LOCAL_STORAGE_LOCALE_KEY);
  await initI18n(isLocale(picked) ? picked : (authState().user?.locale ?? DEFAULT_LOCALE));
  document.documentElement.lang = i18next.language;
  root.render(
    <StrictMode>
      <MantineProvider>
        <ModalsProvider>
          <Notifications position="top-center" autoClose={TOAST_DURATION_MS} />
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
