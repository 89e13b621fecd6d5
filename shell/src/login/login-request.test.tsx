import { CSRF_HEADER, LOCAL_STORAGE_USER_KEY } from '@feedhub/contracts/constants';
import { requestLogin } from './login-request';

/** A login answer whose user keeps Estonian. */
const answer = () =>
  ({
    ok: true,
    status: 200,
    statusText: 'OK',
    json: async () => ({
      data: { id: 1, username: 'maria', locale: 'et', csrfToken: 't' },
      message: 'Sisse logitud',
    }),
  }) as Response;

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 'pre-login-token';
  document.head.appendChild(meta);
});

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  localStorage.clear();
});

const storedLocale = () => JSON.parse(localStorage.getItem(LOCAL_STORAGE_USER_KEY)!).locale as string;

test("the app starts in the login answer's language (kept on the user), whatever this browser showed", async () => {
  globalThis.fetch = jest.fn(async () => answer()) as typeof fetch;
  expect(await requestLogin('maria', 'password-123', 'en')).toBeNull();
  expect(storedLocale()).toBe('et');
});

test('a language picked on the login screen wins for the session that login opens, and is kept on the user', async () => {
  const fetchMock = jest.fn(async () => answer());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  expect(await requestLogin('maria', 'password-123', 'en', true)).toBeNull();
  expect(storedLocale()).toBe('en');
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  expect(calls.map(([url]) => url)).toEqual(['/api/auth/login', '/api/auth/locale']);
  const [, save] = calls[1];
  expect(JSON.parse(save.body as string)).toEqual({ locale: 'en' });
  // The new session's token: the login answer's, not the page's pre-login one.
  expect((save.headers as Record<string, string>)[CSRF_HEADER]).toBe('t');
});

test('a picked language the user keeps already is not saved again', async () => {
  const fetchMock = jest.fn(async () => answer());
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  expect(await requestLogin('maria', 'password-123', 'et', true)).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
