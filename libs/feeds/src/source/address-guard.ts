import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { parseIpRange, rangeContains, type IpRange } from '@feedhub/contracts';
import { FeedError } from '../errors';

/** SSRF rules: which hosts and addresses a feed download may connect to. */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** IPv6 range() names whose embedded IPv4 address decides. */
const EMBEDDING_IPV6 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

/** Parses the allow-list (parseIpRange syntax); an invalid entry is a configuration error. */
export function parseAllowedNetworks(list: readonly string[] = []): IpRange[] {
  return list.map((entry) => {
    const range = parseIpRange(entry);
    if (!range)
      throw new FeedError('feed_invalid_params', {
        field: 'allowedNetworks',
        reason: `"${entry}" is not an IP address or CIDR range`,
      });
    return range;
  });
}

/** An IPv4 address from two 16-bit IPv6 parts. */
function ipv4FromParts(high: number, low: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The IPv4 addresses an IPv6 address of a transition range stands for ([] if it has none we can read). */
function embeddedIpv4(addr: ipaddr.IPv6, range: string): ipaddr.IPv4[] {
  const p = addr.parts;
  switch (range) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [ipv4FromParts(p[6], p[7])];
    case 'rfc6052':
      // Only the well-known 64:ff9b::/96 prefix has the address in the last 32 bits; 64:ff9b:1::/48 is local-use.
      return p[2] === 0 && p[3] === 0 && p[4] === 0 && p[5] === 0 ? [ipv4FromParts(p[6], p[7])] : [];
    case '6to4':
      return [ipv4FromParts(p[1], p[2])];
    case 'teredo':
      // Server address in bits 32-63, client address inverted in the last 32 bits.
      return [ipv4FromParts(p[2], p[3]), ipv4FromParts(~p[6] & 0xffff, ~p[7] & 0xffff)];
    default:
      return [];
  }
}

/** Whether an IPv6 address is IPv4-compatible (::a.b.c.d, deprecated; :: and ::1 have their own names). */
function isIpv4Compatible(addr: ipaddr.IPv6): boolean {
  return addr.parts.slice(0, 6).every((part) => part === 0);
}

/** Whether an address is public: not loopback, private, link-local, CGNAT, multicast, reserved, or a form embedding one. */
export function isPublicAddress(addr: Address): boolean {
  // Only ipaddr.js 'unicast' is public: every other range() name is internal or special.
  const range = addr.range();
  if (addr.kind() === 'ipv4') return range === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  if (EMBEDDING_IPV6.has(range)) {
    const embedded = embeddedIpv4(v6, range);
    return embedded.length > 0 && embedded.every(isPublicAddress);
  }
  return range === 'unicast' && !isIpv4Compatible(v6);
}

/** Whether an address lies inside the allow-list (an IPv4-mapped IPv6 address also matches its IPv4 form). */
function isAllowListed(addr: Address, allowed: readonly IpRange[]): boolean {
  const forms: Address[] = [addr];
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    forms.push((addr as ipaddr.IPv6).toIPv4Address());
  }
  return forms.some((form) => allowed.some((range) => rangeContains(range, form)));
}

/** Accepts a list of strings or parsed ranges. */
function toRanges(allowed: readonly string[] | readonly IpRange[]): readonly IpRange[] {
  return allowed.map((entry) => (typeof entry === 'string' ? parseAllowedNetworks([entry])[0] : entry));
}

/**
 * Throws FeedError('feed_url_forbidden', {host}) unless the address is public or inside the allow-list.
 * Unparsable addresses are refused. `host` names the host in the error (default: the address).
 */
export function assertAddressAllowed(
  address: string,
  allowedNetworks: readonly string[] | readonly IpRange[] = [],
  host: string = address,
): void {
  const allowed = toRanges(allowedNetworks);
  const text = address.replace(/^\[(.*)\]$/, '$1');
  const addr = ipaddr.isValid(text) ? ipaddr.parse(text) : null;
  if (addr && (isPublicAddress(addr) || isAllowListed(addr, allowed))) return;
  throw new FeedError('feed_url_forbidden', { host });
}

/** A URL hostname without IPv6 brackets and trailing dots, lower-cased. */
export function normaliseHost(hostname: string): string {
  return hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/**
 * Checks a URL hostname before connecting: `localhost` and `*.localhost` are refused by name,
 * IP literals by address. Names are checked again on resolution by guardedLookup.
 */
export function assertHostAllowed(
  hostname: string,
  allowedNetworks: readonly string[] | readonly IpRange[] = [],
): void {
  const host = normaliseHost(hostname);
  if (!host || host === 'localhost' || host.endsWith('.localhost')) {
    throw new FeedError('feed_url_forbidden', { host: hostname });
  }
  if (net.isIP(host)) assertAddressAllowed(host, allowedNetworks, hostname);
}

/**
 * A `lookup` for http.request / net.connect: resolves every address of the host and refuses the
 * connection if ANY of them is forbidden, so the address actually connected to is the one checked
 * (no DNS rebinding between check and connect).
 */
export function guardedLookup(
  allowedNetworks: readonly string[] | readonly IpRange[] = [],
): net.LookupFunction {
  const allowed = toRanges(allowedNetworks);
  return (hostname, options, callback) => {
    dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      try {
        if (!addresses.length) throw new FeedError('feed_url_forbidden', { host: hostname });
        for (const { address } of addresses) assertAddressAllowed(address, allowed, hostname);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
