import {
  SESSION_HANDOFF_CLEAR,
  SESSION_HANDOFF_HEADER,
  formatSessionHandoff,
  sessionCookieName,
} from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';

/**
 * Hands a new session token to the gateway in a private response header; the gateway strips it and
 * writes the session cookie (it is the only writer of Set-Cookie: one serializer, one set of
 * attributes, and `Secure` decided where https is known).
 */
export function handSessionToGateway(ctx: RequestContext, token: string, maxAgeSeconds: number): void {
  ctx.http.set(SESSION_HANDOFF_HEADER, formatSessionHandoff(token, maxAgeSeconds));
}

/** Asks the gateway to clear the session cookie. */
export function endSessionAtGateway(ctx: RequestContext): void {
  ctx.http.set(SESSION_HANDOFF_HEADER, SESSION_HANDOFF_CLEAR);
}

/** The session token the browser sent, if any. */
export function sessionTokenOf(ctx: RequestContext, secure: boolean): string | undefined {
  return ctx.http.cookies.get(sessionCookieName(secure)) || undefined;
}
