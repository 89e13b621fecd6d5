import { anonymousCookieName, sessionCookieName } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';

/**
 * Writes the session cookie (httpOnly, SameSite=Lax, Path=/, no Domain; Secure and `__Host-` under
 * https). Written by hand: behind the gateway the request is plain http, where Koa refuses Secure.
 */
export function setSessionCookie(
  ctx: RequestContext,
  secure: boolean,
  token: string,
  maxAgeSeconds: number,
): void {
  const parts = [
    `${sessionCookieName(secure)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) parts.push('Secure');
  ctx.http.append('Set-Cookie', parts.join('; '));
}

/** Clears the session cookie. */
export function clearSessionCookie(ctx: RequestContext, secure: boolean): void {
  setSessionCookie(ctx, secure, '', 0);
}

/** The session token the browser sent, if any. */
export function sessionTokenOf(ctx: RequestContext, secure: boolean): string | undefined {
  return ctx.http.cookies.get(sessionCookieName(secure)) || undefined;
}

/** The anonymous cookie name (for symmetry with the gateway). */
export const anonymousCookie = anonymousCookieName;
