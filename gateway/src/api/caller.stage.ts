import { signCaller } from '@feedhub/service-kit';
import type { BrowserState } from '../browser-state';
import { anonymousCsrfToken } from '../csrf';
import type { GatewayRuntime } from '../runtime';
import type { ApiCall } from './call';

/** Sign-caller stage: the identity header the services verify (user, IP, language), HMAC-signed. */
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
    iat: Date.now(),
  });
}
