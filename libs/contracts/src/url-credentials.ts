/**
 * User names and passwords written into URLs (`http://user:pass@host/`): the URL settings refuse
 * them, and every text that shows or logs a URL (job logs, notices, error messages) goes through
 * `redactUrlCredentials`, so one stored before the check, or a partner's feed URL, never shows its
 * password.
 */

/** The userinfo part of each URL in a text: from `scheme://` to the authority's last `@`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#\\]*@/i;

/** What a URL's user name and password read as once redacted. */
export const URL_CREDENTIALS_MASK = '***';

/** Whether a URL carries a user name or password (`http://user:pass@host/`, `http://user@host/`, `http://@host/`). */
export function hasUserinfo(url: string): boolean {
  if (URL_USERINFO.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/** The text with the user name and password of every URL in it replaced by `***`. */
export function redactUrlCredentials(text: string): string {
  return text.replace(new RegExp(URL_USERINFO.source, 'gi'), `$1${URL_CREDENTIALS_MASK}@`);
}

/** A URL's scheme and userinfo at the start of a text. */
const LEADING_USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^\s/?#\\]*)@/i;

/** The user name and password part of a URL as written (`user:pass`), or null when it has none. */
export function urlUserinfo(url: string): string | null {
  return LEADING_USERINFO.exec(url)?.[2] ?? null;
}

/** The URL with its userinfo replaced by `userinfo` (null: removed); a URL without one is returned as is. */
export function replaceUrlUserinfo(url: string, userinfo: string | null): string {
  return url.replace(LEADING_USERINFO, (_all, scheme: string) =>
    userinfo === null ? scheme : `${scheme}${userinfo}@`,
  );
}
