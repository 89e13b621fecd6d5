import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { DEFAULT_LOCALE, TOAST_DURATION_MS } from '@feedhub/contracts';
import { createApiClient, registerApiClient } from '@feedhub/api-client';
import { toastError } from '@feedhub/ui';
import { App } from './App';
import { authState, localLogout, logout } from './auth/auth-store';
import { initI18n } from './i18n';
import { goTo } from './navigation';

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

void initI18n(authState().user?.locale ?? DEFAULT_LOCALE).then(() => {
  document.documentElement.lang = i18next.language;
  createRoot(document.getElementById('root') as HTMLElement).render(
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
});
