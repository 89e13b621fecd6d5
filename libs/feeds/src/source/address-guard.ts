import dns from 'node:dns';
import net from 'node:net';
import {
  isConnectableAddress,
  isForbiddenHostName,
  normaliseHost,
  parseIpRange,
  type IpRange,
} from '@feedhub/contracts';
import { FeedError } from '../errors';

/**
 * SSRF rules for feed downloads: which hosts and addresses they may connect to. The rules themselves
 * are `@feedhub/contracts`' (isConnectableAddress, isForbiddenHostName), shared with identity's
 * URL-valued settings; this file turns them into FeedErrors and a guarded DNS lookup.
 */
export { isPublicAddress, normaliseHost } from '@feedhub/contracts';

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

/** Accepts a list of strings or parsed ranges. */
export function toRanges(allowed: readonly string[] | readonly IpRange[]): readonly IpRange[] {
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
  if (isConnectableAddress(address, toRanges(allowedNetworks))) return;
  throw new FeedError('feed_url_forbidden', { host });
}

/**
 * Checks a URL hostname before connecting: `localhost`, `*.localhost` and cloud metadata names are
 * refused by name, IP literals by address. Names are checked again on resolution by guardedLookup.
 */
export function assertHostAllowed(
  hostname: string,
  allowedNetworks: readonly string[] | readonly IpRange[] = [],
): void {
  if (isForbiddenHostName(hostname)) throw new FeedError('feed_url_forbidden', { host: hostname });
  const host = normaliseHost(hostname);
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
