import type { IncomingMessage } from 'node:http';
import { parseSessionHandoff } from '@feedhub/contracts';

/** Reads one cookie from the request. */
export function readCookie(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}

/** RFC 6265 cookie-name (a token) and cookie-octets. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * The one Set-Cookie writer of Feedhub (services hand cookies to the gateway instead of writing
 * them): `name=value; Path=/; HttpOnly; SameSite=Lax[; Max-Age=n][; Secure]`, never a Domain.
 * Refuses a name or value a cookie cannot carry, and a `__Host-` cookie without Secure.
 */
export function serializeCookie(
  name: string,
  value: string,
  secure: boolean,
  maxAgeSeconds?: number,
): string {
  if (!NAME.test(name) || !VALUE.test(value)) throw new Error(`not a cookie: ${name}`);
  if (name.startsWith('__Host-') && !secure) throw new Error('a __Host- cookie must be Secure');
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) {
    if (!Number.isSafeInteger(maxAgeSeconds) || maxAgeSeconds < 0)
      throw new Error('Max-Age is a whole number');
    parts.push(`Max-Age=${maxAgeSeconds}`);
  }
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The name of the cookie a Set-Cookie value sets. */
export const cookieNameOf = (setCookie: string): string => setCookie.slice(0, setCookie.indexOf('='));

/**
 * The session cookie for identity's SESSION_HANDOFF_HEADER value (a token and its lifetime, or
 * empty to clear it); null when the value is malformed, which is then ignored.
 */
export function sessionCookieFromHandoff(value: string, name: string, secure: boolean): string | null {
  const handoff = parseSessionHandoff(value);
  if (!handoff) return null;
  return handoff.token === null
    ? serializeCookie(name, '', secure, 0)
    : serializeCookie(name, handoff.token, secure, handoff.maxAgeSeconds);
}
