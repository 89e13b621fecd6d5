import { assertHostAllowed, guardedLookup } from '@feedhub/feeds';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * The fetch the Akeneo adapter connects with: every connection resolves its host through the feed
 * downloads' SSRF guard (guardedLookup), so `pim_url` reaches only public addresses or the
 * FEED_ALLOWED_NETWORKS, checked on the address actually connected to (identity's save-time check lets
 * a name that does not resolve yet through, and DNS may change after). Undici's own fetch with its
 * Agent: Node's built-in fetch takes no lookup.
 */
export function guardedFetch(allowedNetworks: readonly string[]): typeof fetch {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(allowedNetworks) } });
  // The two fetches differ only in their types' details (undici's Request/Response classes).
  return (async (input: string | URL, init?: RequestInit) => {
    // An address written in the URL is connected to without a lookup: judged here.
    const host = new URL(String(input)).hostname;
    try {
      assertHostAllowed(host, allowedNetworks);
    } catch {
      // The adapter words a failed connection by its code: this one names the host and the rule.
      throw Object.assign(new Error(`${host} is not a public address (FEED_ALLOWED_NETWORKS)`), {
        code: `${host} is not a public address nor in FEED_ALLOWED_NETWORKS`,
      });
    }
    return undiciFetch(input, { ...(init as object), dispatcher });
  }) as unknown as typeof fetch;
}
