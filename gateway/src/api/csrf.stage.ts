import type { IncomingMessage } from 'node:http';
import { CSRF_HEADER } from '@feedhub/contracts';
import type { BrowserState } from '../browser-state';
import { UNSAFE_METHODS, anonymousCsrfToken, tokensMatch } from '../csrf';
import type { GatewayRuntime } from '../runtime';
import { GatewayError, type ApiCall } from './call';
import { originAllowed } from './origin';

/** The CSRF token this browser must send: its session's, else the HMAC of its anonymous cookie. */
export function expectedCsrfToken(rt: GatewayRuntime, state: BrowserState): string {
  return state.session?.csrfToken ?? anonymousCsrfToken(rt.config.GATEWAY_SECRET, state.anonymousId);
}

/**
 * Whether the browser marked the request as coming from another site: Sec-Fetch-Site says so, or it
 * sent an Origin that is not ours (origin.ts). Services get the answer signed (`crossSite`): their
 * state-changing GETs refuse it as this stage refuses an unsafe method.
 */
export function isCrossSite(rt: GatewayRuntime, req: IncomingMessage): boolean {
  return req.headers['sec-fetch-site'] === 'cross-site' || !originAllowed(req, rt.config);
}

/**
 * CSRF stage: POST/PUT/PATCH/DELETE must carry the token and must not come from another site
 * (isCrossSite); otherwise 419.
 */
export function checkCsrf(rt: GatewayRuntime, call: ApiCall, state: BrowserState): void {
  const { req } = call;
  if (!UNSAFE_METHODS.has(req.method ?? 'GET')) return;
  const given = req.headers[CSRF_HEADER.toLowerCase()];
  if (
    isCrossSite(rt, req) ||
    !tokensMatch(expectedCsrfToken(rt, state), Array.isArray(given) ? given[0] : given)
  ) {
    throw new GatewayError('csrf_token_mismatch');
  }
}
