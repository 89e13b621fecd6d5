import type { IncomingMessage } from 'node:http';
import type { ResolvedSession } from '@feedhub/contracts';
import { readCookie, serializeCookie } from './cookies';
import { newAnonymousId } from './csrf';
import type { GatewayRuntime } from './runtime';

/** The browser's state as the gateway sees it: session (if alive) and anonymous id. */
export interface BrowserState {
  /** The live session, if any. */
  session: ResolvedSession | null;
  /** The browser sent a session cookie that has ended. */
  expired: boolean;
  /** The anonymous cookie's id (pre-login CSRF token). */
  anonymousId: string;
  /** Set-Cookie values to send back (a new anonymous id, a cleared session). */
  setCookies: string[];
}

/** Reads the session and anonymous cookies; an unknown or expired session cookie is cleared. */
export async function readBrowserState(rt: GatewayRuntime, req: IncomingMessage): Promise<BrowserState> {
  const { config, cookieNames, sessions } = rt;
  const setCookies: string[] = [];
  let anonymousId = readCookie(req, cookieNames.anonymous);
  if (!anonymousId || !/^[A-Za-z0-9_-]{20,64}$/.test(anonymousId)) {
    anonymousId = newAnonymousId();
    setCookies.push(serializeCookie(cookieNames.anonymous, anonymousId, config.COOKIE_SECURE));
  }
  const token = readCookie(req, cookieNames.session);
  if (!token) return { session: null, expired: false, anonymousId, setCookies };
  const reply = await sessions.resolve(token);
  if (reply.status === 'active') return { session: reply.session, expired: false, anonymousId, setCookies };
  setCookies.push(serializeCookie(cookieNames.session, '', config.COOKIE_SECURE, 0));
  return { session: null, expired: reply.status === 'expired', anonymousId, setCookies };
}

/** A fresh anonymous browser (the session lookup failed): new anonymous cookie, no session. */
export function freshBrowserState(rt: GatewayRuntime): BrowserState {
  const anonymousId = newAnonymousId();
  return {
    session: null,
    expired: false,
    anonymousId,
    setCookies: [serializeCookie(rt.cookieNames.anonymous, anonymousId, rt.config.COOKIE_SECURE)],
  };
}
