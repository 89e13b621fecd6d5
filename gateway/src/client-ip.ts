import type { IncomingMessage } from 'node:http';
import { anyRangeContains, parseClientAddress, type IpRange } from '@feedhub/contracts';

/**
 * The client's IP: the socket address, unless that is a trusted proxy; then X-Forwarded-For is
 * walked from the right, skipping trusted hops, and the first untrusted address is the client.
 * A forged left-most entry is never believed (STACK trap 8). IPv4-mapped IPv6 becomes IPv4.
 */
export function clientIp(req: IncomingMessage, trusted: readonly IpRange[]): string {
  const socketAddr = normalise(req.socket.remoteAddress ?? '');
  if (!isTrusted(socketAddr, trusted)) return socketAddr;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalise(hops[i]);
    if (!parseClientAddress(hop)) return socketAddr; // garbage in the chain: trust only the socket
    if (!anyRangeContains(trusted, hop)) return hop;
  }
  return hops.length ? normalise(hops[0]) : socketAddr;
}

/** Whether the request's socket peer is one of the trusted proxies (so its forwarding headers count). */
export function fromTrustedProxy(req: IncomingMessage, trusted: readonly IpRange[]): boolean {
  return isTrusted(normalise(req.socket.remoteAddress ?? ''), trusted);
}

const isTrusted = (addr: string, trusted: readonly IpRange[]): boolean =>
  trusted.length > 0 && anyRangeContains(trusted, addr);

/** Canonical text of an address (`::ffff:1.2.3.4` → `1.2.3.4`); unparsable text is returned as is. */
function normalise(text: string): string {
  return parseClientAddress(text)?.toString() ?? text;
}
