import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random id for the anonymous cookie. */
export const newAnonymousId = (): string => randomBytes(24).toString('base64url');

/** The pre-login CSRF token of a browser: an HMAC of its anonymous cookie. */
export function anonymousCsrfToken(secret: string, anonymousId: string): string {
  return createHmac('sha256', secret).update(`csrf:${anonymousId}`).digest('base64url');
}

/** Constant-time comparison of two tokens. */
export function tokensMatch(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Methods that must carry the CSRF token. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
