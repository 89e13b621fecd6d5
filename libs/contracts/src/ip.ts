import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** A parsed IP rule: an inclusive range of addresses of one family. */
export interface IpRange {
  /** Address family. */
  kind: 'ipv4' | 'ipv6';
  /** First address, as bytes. */
  from: number[];
  /** Last address, as bytes. */
  to: number[];
  /** Canonical text: `1.2.3.4`, `10.0.0.0/8`, `2001:db8::/32`, `10.0.0.1-10.0.0.9`. */
  canonical: string;
}

const IPV4_STRICT = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Parses one address strictly: dotted-quad IPv4 without leading zeros (ipaddr.js would read
 * `010.0.0.1` as octal while PostgreSQL reads decimal) or IPv6 without a zone id.
 */
export function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (IPV4_STRICT.test(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':') || text.includes('%')) return null;
  if (!ipaddr.IPv6.isValid(text)) return null;
  return ipaddr.IPv6.parse(text);
}

/** Compares two byte arrays of equal length. */
function compareBytes(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address clients are matched as. */
function unmapped(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
    ? (addr as ipaddr.IPv6).toIPv4Address()
    : addr;
}

/** The range an address stands for (one address). */
function single(addr: ipaddr.IPv4 | ipaddr.IPv6): IpRange {
  const bytes = addr.toByteArray();
  return { kind: addr.kind(), from: bytes, to: bytes, canonical: addr.toString() };
}

/** Parses a whitelist entry: a single address, CIDR (`10.0.0.0/8`) or range (`from-to`). Null if invalid. */
export function parseIpRange(input: string): IpRange | null {
  const text = input.trim();
  if (!text || text.length > 100) return null;
  if (text.includes('/')) {
    const [addrText, prefixText, ...rest] = text.split('/');
    // No leading zeros (`/08`): one spelling per prefix, as for the address itself.
    if (rest.length || !/^(0|[1-9]\d{0,2})$/.test(prefixText)) return null;
    const parsed = parseAddress(addrText);
    if (!parsed) return null;
    let prefix = Number(prefixText);
    // `::ffff:10.0.0.0/104` is the IPv4 network 10.0.0.0/8: clients are matched as IPv4.
    const mapped = parsed !== unmapped(parsed) && prefix >= 96 && prefix <= 128;
    const addr = mapped ? unmapped(parsed) : parsed;
    if (mapped) prefix -= 96;
    const bits = addr.kind() === 'ipv4' ? 32 : 128;
    if (prefix > bits) return null;
    const network = ipaddr.parse(
      addr.kind() === 'ipv4'
        ? ipaddr.IPv4.networkAddressFromCIDR(`${addr.toString()}/${prefix}`).toString()
        : ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/${prefix}`).toString(),
    );
    const broadcast =
      addr.kind() === 'ipv4'
        ? ipaddr.IPv4.broadcastAddressFromCIDR(`${addr.toString()}/${prefix}`)
        : ipaddr.IPv6.broadcastAddressFromCIDR(`${addr.toString()}/${prefix}`);
    return {
      kind: addr.kind(),
      from: network.toByteArray(),
      to: broadcast.toByteArray(),
      canonical: prefix === bits ? network.toString() : `${network.toString()}/${prefix}`,
    };
  }
  if (text.includes('-')) {
    const parts = text.split('-').map((p) => p.trim());
    if (parts.length !== 2) return null;
    const first = parseAddress(parts[0]);
    const last = parseAddress(parts[1]);
    const a = first && unmapped(first);
    const b = last && unmapped(last);
    if (!a || !b || a.kind() !== b.kind()) return null;
    const from = a.toByteArray();
    const to = b.toByteArray();
    const order = compareBytes(from, to);
    if (order > 0) return null;
    if (order === 0) return single(a);
    return { kind: a.kind(), from, to, canonical: `${a.toString()}-${b.toString()}` };
  }
  const addr = parseAddress(text);
  return addr ? single(unmapped(addr)) : null;
}

/**
 * Whether a rule admits every address of its family (`0.0.0.0/0`, `::/0`, the full range): such a
 * rule switches the whitelist off, so saving it needs an explicit confirmation (DESIGN §3).
 */
export function admitsEveryAddress(range: IpRange): boolean {
  return range.from.every((b) => b === 0) && range.to.every((b) => b === 255);
}

/** Normalises a client address: IPv4-mapped IPv6 (`::ffff:10.0.0.1`) becomes IPv4. */
export function parseClientAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(text)) return null;
  const addr = ipaddr.parse(text);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr;
}

/** Whether a client address falls inside a rule. */
export function rangeContains(range: IpRange, client: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (client.kind() !== range.kind) return false;
  const bytes = client.toByteArray();
  return compareBytes(bytes, range.from) >= 0 && compareBytes(bytes, range.to) <= 0;
}

/** Whether a client address matches any rule (an empty list matches nothing). */
export function anyRangeContains(ranges: readonly IpRange[], clientIp: string): boolean {
  const client = parseClientAddress(clientIp);
  return client !== null && ranges.some((r) => rangeContains(r, client));
}

/*
 * Outgoing connections (SSRF): which addresses the platform may connect to when an address comes
 * from a user (a feed URL, a PIM URL in settings). One check for every caller: the feed downloads
 * (`@feedhub/feeds`, at connect time) and identity's URL-valued settings (at save time).
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** IPv6 range() names whose embedded IPv4 address decides. */
const EMBEDDING_IPV6 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

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

/**
 * Whether an address is public: not loopback, private, link-local (169.254.0.0/16 and fe80::/10,
 * where cloud metadata answers), unique-local (fd00:ec2::254), CGNAT, multicast, reserved, or a
 * form embedding one (`::ffff:169.254.169.254`, NAT64, 6to4, Teredo).
 */
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
export function isAllowListed(addr: Address, allowed: readonly IpRange[]): boolean {
  const forms: Address[] = [addr];
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    forms.push((addr as ipaddr.IPv6).toIPv4Address());
  }
  return forms.some((form) => allowed.some((range) => rangeContains(range, form)));
}

/**
 * Whether the platform may connect to this address: public, or inside the operator's allow-list
 * (`FEED_ALLOWED_NETWORKS`). Anything that does not parse as an address is refused.
 */
export function isConnectableAddress(address: string, allowed: readonly IpRange[] = []): boolean {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(text)) return false;
  const addr = ipaddr.parse(text);
  return isPublicAddress(addr) || isAllowListed(addr, allowed);
}

/** A URL hostname without IPv6 brackets and trailing dots, lower-cased. */
export function normaliseHost(hostname: string): string {
  return hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** Host names of cloud instance-metadata services (they answer on link-local addresses inside the cloud). */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
  'metadata.tencentyun.com',
]);

/**
 * Host names refused by name whatever they resolve to: empty, `localhost` and `*.localhost`, and
 * cloud metadata services (`metadata.google.internal`…). Other names are judged by their addresses.
 */
export function isForbiddenHostName(hostname: string): boolean {
  const host = normaliseHost(hostname);
  return !host || host === 'localhost' || host.endsWith('.localhost') || METADATA_HOSTS.has(host);
}

/** Parses an allow-list of IPs, CIDRs or ranges; the entries that do not parse are returned in `bad`. */
export function parseNetworkList(entries: readonly string[]): { ranges: IpRange[]; bad: string[] } {
  const ranges: IpRange[] = [];
  const bad: string[] = [];
  for (const entry of entries) {
    const range = parseIpRange(entry);
    if (range) ranges.push(range);
    else bad.push(entry);
  }
  return { ranges, bad };
}

/**
 * `FEED_ALLOWED_NETWORKS` as a service reads it: comma-separated IPs, CIDRs or ranges
 * (`127.0.0.1, 10.0.0.0/8, 192.0.2.1-192.0.2.9`) that outgoing connections may reach although they
 * are private; empty: none. A bad entry is a configuration error (the service does not start).
 */
export const AllowedNetworksSchema = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const { bad } = parseNetworkList(entries);
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address, CIDR or range: ${bad.map((entry) => `"${entry}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
