import ipaddr from 'ipaddr.js';

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
