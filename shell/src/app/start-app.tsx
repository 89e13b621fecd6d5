import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import './app.css';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { DEFAULT_LOCALE, TOAST_DURATION_MS } from '@feedhub/contracts';
import { createApiClient, createQueryClient, registerApiClient } from '@feedhub/api-client';
import { toastError, toastSuccess } from '@feedhub/ui';
import { App } from '../App';
import { authState, localLogout, logout, startLocale } from '../auth/auth-store';
import { initI18n } from '../i18n';
import { goTo } from '../navigation';

/**
 * Width of the toasts: at 1440 px a centred `lg` modal (620 px) ends at 1030 px and an `xl` one
 * (780 px) at 1110 px; toasts 300 px wide with a 16 px margin start at 1124 px.
 */
const TOAST_WIDTH = 300;

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
      <MantineProvider>
        <ModalsProvider>
          {/* Top right, below the header (app.css) and narrow: a toast never covers a modal's title or buttons (UI.md). */}
          <Notifications
            position="top-right"
            autoClose={TOAST_DURATION_MS}
            containerWidth={TOAST_WIDTH}
            limit={4}
          />
          <QueryClientProvider client={queryClient}>
            <App />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </StrictMode>,
  );
}
