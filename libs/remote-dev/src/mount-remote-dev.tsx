import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import 'mantine-datatable/styles.css';
import { useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Anchor,
  AppShell,
  Button,
  Container,
  Group,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { APP_ROUTES, AuthUserSchema, DEFAULT_LOCALE, dataEnvelope } from '@feedhub/contracts';
import { i18nextOptions } from '@feedhub/i18n';
import {
  ApiError,
  apiClient,
  createApiClient,
  createQueryClient,
  registerApiClient,
  setCsrfToken,
} from '@feedhub/api-client';
import { Toasts, feedhubTheme, toastError, toastSuccess } from '@feedhub/ui';

/** What a remote's standalone page shows: its name and its exposed screen component. */
export interface RemoteDevOptions {
  /** The remote's Module Federation name, e.g. `mfe_settings`: its routes come from APP_ROUTES. */
  remote: string;
  /** The exposed module's component: renders the screen of a route name. */
  Screen: ComponentType<{ route: string }>;
}

/** Reads the CSRF token the gateway writes into its page for this browser (proxied as /__gateway/). */
async function gatewayToken(): Promise<string> {
  const html = await (await fetch('/__gateway/', { credentials: 'same-origin' })).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
}

/** A plain login form for the dev page (the real one lives in the shell). */
function DevLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('ui');
  const [username, setUsername] = useState('admin');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await apiClient().post('/api/auth/login', dataEnvelope(AuthUserSchema), {
        username,
        password,
      });
      setCsrfToken(data.csrfToken);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Paper withBorder p="lg" maw={420} mx="auto" mt="xl">
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <Title order={3}>{t('login.title')}</Title>
          {error && <Text c="red">{error}</Text>}
          <TextInput
            label={t('login.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
          />
          <PasswordInput
            label={t('login.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit">{t('login.submit')}</Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The dev page: links to this remote's screens and the screens themselves. */
function DevApp({ loggedIn, remote, Screen }: RemoteDevOptions & { loggedIn: boolean }) {
  const { t } = useTranslation('ui');
  const routes = APP_ROUTES.filter((r) => r.remote === remote);
  const [ready, setReady] = useState(loggedIn);
  if (!ready) return <DevLogin onDone={() => setReady(true)} />;
  return (
    <AppShell header={{ height: 48 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" gap="lg" wrap="nowrap" style={{ overflowX: 'auto', whiteSpace: 'nowrap' }}>
          <Text fw={700}>{remote}</Text>
          {routes.map((r) => (
            <Anchor key={r.name} component={Link} to={r.path} size="sm">
              {r.name}
            </Anchor>
          ))}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl">
          <Routes>
            {routes.map((r) => (
              <Route key={r.name} path={r.path} element={<Screen route={r.name} />} />
            ))}
            <Route path="*" element={<Text>{t('errors.notFound')}</Text>} />
          </Routes>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * Mounts a remote's standalone dev page (`webpack serve`): API client, i18n, providers, then a login
 * if the gateway has no session, then the remote's screens by route.
 */
export async function mountRemoteDev(element: HTMLElement, options: RemoteDevOptions): Promise<void> {
  registerApiClient(
    createApiClient({
      onUnauthorized: () => undefined,
      onForbidden: toastError,
      onExpired: () => window.location.reload(),
      locale: () => i18next.language || DEFAULT_LOCALE,
    }),
  );
  await i18next.use(initReactI18next).init(i18nextOptions(DEFAULT_LOCALE));
  setCsrfToken(await gatewayToken());
  const loggedIn = await apiClient()
    .get('/api/auth/me', dataEnvelope(AuthUserSchema.partial()))
    .then(
      () => true,
      (error: unknown) => !(error instanceof ApiError && error.status === 401),
    );
  const queryClient = createQueryClient({ success: toastSuccess, error: toastError });
  createRoot(element).render(
    <MantineProvider theme={feedhubTheme}>
      <ModalsProvider>
        <Toasts />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <DevApp loggedIn={loggedIn} {...options} />
          </BrowserRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
}
