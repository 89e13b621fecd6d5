import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { DEFAULT_LOCALE } from '@feedhub/contracts';
import { createApiClient, createQueryClient, registerApiClient } from '@feedhub/api-client';
import { Toasts, feedhubTheme, toastError, toastSuccess } from '@feedhub/ui';
import { App } from '../App';
import { authState, localLogout, logout, startLocale } from '../auth/auth-store';
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

  // SPEC §8's toasts for every query and mutation of the shell and the remotes, in one place.
  const queryClient = createQueryClient({ success: toastSuccess, error: toastError });
  await initI18n(startLocale());
  // Texts the server translates (permission and setting descriptions, messages) follow the language.
  i18next.on('languageChanged', () => void queryClient.invalidateQueries());
  root.render(
    <StrictMode>
      <MantineProvider theme={feedhubTheme}>
        <ModalsProvider>
          {/* Top centre under the navigation bar; modals open below them (UI.md). */}
          <Toasts />
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
