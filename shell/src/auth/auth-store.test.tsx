import { LOCAL_STORAGE_LOCALE_KEY, LOCAL_STORAGE_USER_KEY } from '@feedhub/contracts';

/** The auth store as a fresh page load sees it (it reads the stored user when it loads). */
async function loadStore() {
  jest.resetModules();
  return import('./auth-store');
}

afterEach(() => localStorage.clear());

test("the app starts in the stored user's language (the login answer's), not in one this browser kept before", async () => {
  localStorage.setItem(LOCAL_STORAGE_LOCALE_KEY, 'en');
  localStorage.setItem(
    LOCAL_STORAGE_USER_KEY,
    JSON.stringify({
      id: 1,
      username: 'maria',
      firstName: 'Maria',
      lastName: 'Tamm',
      email: 'maria@example.com',
      locale: 'et',
      csrfToken: 't',
      permissions: [],
      allPermissions: [],
    }),
  );
  const { startLocale } = await loadStore();
  expect(startLocale()).toBe('et');
  // and the login screen greets in it after logout
  expect(localStorage.getItem(LOCAL_STORAGE_LOCALE_KEY)).toBe('et');
});

test('nobody stored: English', async () => {
  const { startLocale } = await loadStore();
  expect(startLocale()).toBe('en');
});
