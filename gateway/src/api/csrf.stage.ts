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
 * CSRF stage: POST/PUT/PATCH/DELETE must carry the token, must not be marked cross-site by
 * Sec-Fetch-Site, and an Origin header, when sent, must be ours (origin.ts); otherwise 419.
 */
export function checkCsrf(rt: GatewayRuntime, call: ApiCall, state: BrowserState): void {
  const { req } = call;
  if (!UNSAFE_METHODS.has(req.method ?? 'GET')) return;
  const given = req.headers[CSRF_HEADER.toLowerCase()];
  if (
    req.headers['sec-fetch-site'] === 'cross-site' ||
    !originAllowed(req, rt.config) ||
    !tokensMatch(expectedCsrfToken(rt, state), Array.isArray(given) ? given[0] : given)
  ) {
    throw new GatewayError('csrf_token_mismatch');
  }
}
