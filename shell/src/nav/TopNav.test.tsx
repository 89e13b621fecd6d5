import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { LOCAL_STORAGE_LOCALE_KEY, LOCAL_STORAGE_USER_KEY, type AuthUser } from '@feedhub/contracts';
import { createApiClient, createQueryClient, registerApiClient } from '@feedhub/api-client';
import { renderUi } from '@feedhub/ui/testing';

const user: AuthUser = {
  id: 7,
  username: 'maria',
  firstName: 'Maria',
  lastName: 'Tamm',
  email: 'maria@example.com',
  locale: 'en',
  csrfToken: 'token-1',
  permissions: ['partners'],
  allPermissions: ['partners'],
};

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 'session-token';
  document.head.appendChild(meta);
});

afterEach(async () => {
  await i18next.changeLanguage('en');
  localStorage.clear();
});

test('switching the language applies it at once and keeps it on the user at the server, quietly', async () => {
  // The auth store reads the stored user when it loads: store it first, then load the bar.
  localStorage.setItem(LOCAL_STORAGE_USER_KEY, JSON.stringify(user));
  const { TopNav } = await import('./TopNav');
  const fetchImpl = jest.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        json: async () => ({ data: { locale: 'et' }, message: 'Keel salvestatud' }),
      }) as Response,
  );
  registerApiClient(
    createApiClient(
      {
        onUnauthorized: jest.fn(),
        onForbidden: jest.fn(),
        onExpired: jest.fn(),
        locale: () => i18next.language,
      },
      fetchImpl,
    ),
  );
  const feedback = { success: jest.fn(), error: jest.fn() };
  renderUi(
    <QueryClientProvider client={createQueryClient(feedback)}>
      <MemoryRouter>
        <TopNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );

  await act(async () => fireEvent.click(screen.getByText('Eesti')));

  expect(i18next.language).toBe('et');
  await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
  const [path, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
  expect(path).toBe('/api/auth/locale');
  expect(init.method).toBe('POST');
  expect(init.headers).toMatchObject({ 'X-CSRF-TOKEN': 'session-token' });
  expect(JSON.parse(init.body as string)).toEqual({ locale: 'et' });
  // This browser remembers it too: the app after a reload, the login screen after logout.
  expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_USER_KEY)!).locale).toBe('et');
  expect(localStorage.getItem(LOCAL_STORAGE_LOCALE_KEY)).toBe('et');
  expect(feedback.success).not.toHaveBeenCalled();
  expect(feedback.error).not.toHaveBeenCalled();
});
