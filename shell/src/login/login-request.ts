import { CSRF_HEADER, CSRF_META_PLACEHOLDER, LOCAL_STORAGE_USER_KEY } from '@feedhub/contracts/constants';

/** What a failed login shows: the banner message and the field messages. */
export interface LoginFailure {
  /** Banner text. */
  message: string;
  /** Field messages by field name. */
  errors: Record<string, string[]>;
}

/** The logged-in user as it is stored for the app (validated by the app's schema when it loads). */
type StoredUser = Record<string, unknown> & { username: string; csrfToken: string };

/** Whether a login answer has the fields the app needs. */
function isUser(value: unknown): value is StoredUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredUser).username === 'string' &&
    typeof (value as StoredUser).csrfToken === 'string'
  );
}

/**
 * The language picked on the login screen goes on the user too (POST /api/auth/locale with the new
 * session's token), so the next login, in any browser, answers it. Best effort: the session already
 * shows it, and a failure only means the next login starts in the old one.
 */
async function keepLocaleOnUser(locale: string, csrfToken: string): Promise<void> {
  await fetch('/api/auth/locale', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': locale,
      [CSRF_HEADER]: csrfToken,
    },
    body: JSON.stringify({ locale }),
  }).catch(() => undefined);
}

/**
 * POST /api/auth/login the way the API client would (XHR header, CSRF token from the meta tag,
 * language), without loading the client: this runs before the app. Success stores the user, whose
 * `locale` (kept on the user) the app starts in — unless the user picked a language on this login
 * screen (`picked`), which then wins for the session it opens and is kept on the user. Returns
 * null on success, else what to show.
 */
export async function requestLogin(
  username: string,
  password: string,
  locale: string,
  picked = false,
): Promise<LoginFailure | null> {
  const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
  if (!token || token === CSRF_META_PLACEHOLDER) console.error('CSRF token meta tag is missing');
  const res = await fetch('/api/auth/login', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': locale,
      [CSRF_HEADER]: token,
    },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json().catch(() => null)) as {
    data?: unknown;
    message?: unknown;
    errors?: unknown;
  } | null;
  if (res.ok && isUser(body?.data)) {
    localStorage.setItem(
      LOCAL_STORAGE_USER_KEY,
      JSON.stringify(picked ? { ...body.data, locale } : body.data),
    );
    if (picked && body.data.locale !== locale) await keepLocaleOnUser(locale, body.data.csrfToken);
    return null;
  }
  if (res.status === 419) window.location.reload(); // token expired: the page brings a fresh one
  localStorage.removeItem(LOCAL_STORAGE_USER_KEY);
  const errors =
    typeof body?.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string[]>) : {};
  return {
    message: typeof body?.message === 'string' ? body.message : res.statusText || `HTTP ${res.status}`,
    errors,
  };
}
