import dns from 'node:dns';
import net from 'node:net';
import {
  isConnectableAddress,
  isForbiddenHostName,
  normaliseHost,
  parseNetworkList,
} from '@feedhub/contracts';

/** Every address a host name resolves to (as the HTTP client's lookup would see them). */
export type ResolveHost = (host: string) => Promise<string[]>;

/** How long a save waits for DNS before it leaves the judgement to the connect-time check. */
const RESOLVE_TIMEOUT_MS = 3_000;

/** The system resolver (getaddrinfo: /etc/hosts included), every address of the name. */
export const systemResolve: ResolveHost = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Resolves within the timeout; undefined when the name does not resolve (now). */
async function resolveInTime(resolve: ResolveHost, host: string): Promise<string[] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((done) => {
    timer = setTimeout(() => done(undefined), RESOLVE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolve(host).catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The host of an outgoing URL the platform must not connect to, or null when it may (SSRF, for
 * URL-valued settings such as `pim_url`). The host is read as the WHATWG URL parser reads it, so an
 * IPv4 literal in any notation (`2130706433`, `0251.0376.0251.0376`, `0xa9fea9fe`) is the dotted
 * address it means; `[::ffff:169.254.169.254]` is judged by the IPv4 address it embeds. Refused:
 * `localhost` and cloud metadata names, and any address that is not public unless it lies in
 * `allowedNetworks` (FEED_ALLOWED_NETWORKS). A name is resolved now and refused if any of its
 * addresses is; a name that does not resolve at save time is let through, since only the client
 * that connects can judge the address it really reaches (it must check again then).
 */
export async function forbiddenHostOf(
  url: string,
  allowedNetworks: readonly string[],
  resolve: ResolveHost = systemResolve,
): Promise<string | null> {
  const hostname = new URL(url).hostname;
  const host = normaliseHost(hostname);
  if (isForbiddenHostName(host)) return hostname;
  const allowed = parseNetworkList(allowedNetworks).ranges;
  if (net.isIP(host)) return isConnectableAddress(host, allowed) ? null : hostname;
  const addresses = await resolveInTime(resolve, host);
  if (!addresses?.length) return null;
  return addresses.every((address) => isConnectableAddress(address, allowed)) ? null : hostname;
}
