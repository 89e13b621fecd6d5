import { signCaller } from '@feedhub/service-kit';
import type { BrowserState } from '../browser-state';
import { anonymousCsrfToken } from '../csrf';
import type { GatewayRuntime } from '../runtime';
import type { ApiCall } from './call';
import { isCrossSite } from './csrf.stage';

/**
 * Sign-caller stage: the identity header the services verify (user, IP, language, whether the
 * request came from another site), HMAC-signed.
 */
export function signedCaller(rt: GatewayRuntime, call: ApiCall, state: BrowserState): string {
  const { session } = state;
  return signCaller(rt.config.GATEWAY_SECRET, {
    user: session
      ? {
          id: session.userId,
          username: session.username,
          permissions: session.permissions,
          sessionId: session.sessionId,
        }
      : null,
    ip: call.ip,
    locale: call.locale,
    anonymousCsrfToken: anonymousCsrfToken(rt.config.GATEWAY_SECRET, state.anonymousId),
    crossSite: isCrossSite(rt, call.req),
    iat: Date.now(),
  });
}
