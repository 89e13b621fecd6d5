import { useSyncExternalStore } from 'react';
import {
  AuthUserSchema,
  DEFAULT_LOCALE,
  LOCAL_STORAGE_LOCALE_KEY,
  LOCAL_STORAGE_USER_KEY,
  LocaleSaveSchema,
  LogoutOutputSchema,
  dataEnvelope,
  type AuthUser,
  type FieldErrors,
  type Locale,
} from '@feedhub/contracts';
import { apiClient, setCsrfToken } from '@feedhub/api-client';

/** The authentication state of SPEC §3–4. */
export interface AuthState {
  /** null at start (success with a stored user), loading during a call, then success or error. */
  status: null | 'loading' | 'success' | 'error';
  /** Message of the last failure (the login banner). */
  error: string | null;
  /** Field messages of the last failure. */
  validation: FieldErrors;
  /** The logged-in user. */
  user: AuthUser | null;
}

/** The stored user, if it parses; an unreadable one is removed (the login screen shows instead). */
function storedUser(): AuthUser | null {
  try {
    const raw = localStorage.getItem(LOCAL_STORAGE_USER_KEY);
    return raw ? AuthUserSchema.parse(JSON.parse(raw)) : null;
  } catch {
    localStorage.removeItem(LOCAL_STORAGE_USER_KEY);
    return null;
  }
}

let state: AuthState = (() => {
  const user = storedUser();
  return { status: user ? 'success' : null, error: null, validation: {}, user };
})();
const listeners = new Set<() => void>();

function set(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** Current state (for code outside React). */
export const authState = (): AuthState => state;

/** The state, for components. */
export function useAuth(): AuthState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => state,
  );
}

const LogoutAnswer = dataEnvelope(LogoutOutputSchema);

/**
 * Where the browser goes once the user is gone: the page it is on (after a 401 the login shows
 * there, and logging in again reloads that same page) unless a logout asked for another.
 */
let leaveTo: string | undefined;

/** The address to load when the user is gone (see App). */
export const addressAfterLogout = (): string => leaveTo ?? window.location.href;

/**
 * Logs out on the server, then forgets the user. `to` is where the browser goes next: the Log out
 * button goes home; a 401 (session gone) stays on the page so the user comes back to it.
 */
export async function logout(to?: string): Promise<void> {
  leaveTo = to;
  set({ status: 'loading' });
  try {
    const { data } = await apiClient().post('/api/auth/logout', LogoutAnswer, {});
    setCsrfToken(data.csrfToken);
    localStorage.removeItem(LOCAL_STORAGE_USER_KEY);
    set({ status: 'success', user: null, error: null, validation: {} });
  } catch (error) {
    set({ status: 'error', error: error instanceof Error ? error.message : String(error) });
  }
}

/** Forgets the user without asking the server (after a 401 with nobody stored). */
export function localLogout(): void {
  localStorage.removeItem(LOCAL_STORAGE_USER_KEY);
  set({ user: null, status: null, error: null, validation: {} });
}

/**
 * Remembers a new interface language in this browser at once: on the stored user (the app starts
 * in it after a reload) and for the login screen (it greets in it after logout).
 */
export function rememberLocale(locale: Locale): void {
  if (!state.user) return;
  localStorage.setItem(LOCAL_STORAGE_LOCALE_KEY, locale);
  const user = { ...state.user, locale };
  localStorage.setItem(LOCAL_STORAGE_USER_KEY, JSON.stringify(user));
  set({ user });
}

/**
 * The language the app starts in: the stored user's — the login answer's (SPEC §7: kept on the
 * user, so it follows them to any browser), or the one picked on the login screen for that login,
 * or the last switch in this browser. The login screen greets in it after logout.
 */
export function startLocale(): Locale {
  const locale = state.user?.locale ?? DEFAULT_LOCALE;
  localStorage.setItem(LOCAL_STORAGE_LOCALE_KEY, locale);
  return locale;
}

const LocaleAnswer = dataEnvelope(LocaleSaveSchema);

/** Keeps the language on the user at the server, so the next login, in any browser, answers it. */
export async function storeLocale(locale: Locale): Promise<void> {
  await apiClient().post('/api/auth/locale', LocaleAnswer, { locale });
}
