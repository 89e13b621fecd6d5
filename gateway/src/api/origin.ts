import type { IncomingMessage } from 'node:http';
import { fromTrustedProxy } from '../client-ip';
import type { GatewayConfig } from '../config';

/**
 * The origin this request was made to ("ours"). Host: the Host header, which a browser always
 * sends as the address it is talking to and a page on another site cannot change. Scheme: https
 * under COOKIE_SECURE (the app is https-only then); otherwise the right-most X-Forwarded-Proto when
 * the socket peer is a trusted proxy (the one our own proxy set: TLS ends there), else http.
 * Null when there is no usable Host.
 */
export function ownOrigin(req: IncomingMessage, config: GatewayConfig): string | null {
  const host = req.headers.host;
  if (!host) return null;
  let scheme = 'http';
  if (config.COOKIE_SECURE) scheme = 'https';
  else if (fromTrustedProxy(req, config.TRUSTED_PROXIES)) {
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')
      .pop()
      ?.trim()
      .toLowerCase();
    if (proto === 'https' || proto === 'http') scheme = proto;
  }
  // A name or an IP with an optional port, nothing else (no user info, no path).
  if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether an unsafe request's Origin allows it: no Origin header is allowed (older browsers and
 * non-browser clients send none; the CSRF token decides); otherwise it must be exactly ours.
 * `Origin: null` (sandboxed frames, `data:` pages, some redirects) is never ours.
 */
export function originAllowed(req: IncomingMessage, config: GatewayConfig): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const ours = ownOrigin(req, config);
  if (!ours || origin === 'null') return false;
  try {
    return new URL(origin).origin === ours && !/[/?#]/.test(origin.replace(/^[a-z]+:\/\//i, ''));
  } catch {
    return false;
  }
}
