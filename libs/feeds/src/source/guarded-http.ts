import type { Socket } from 'node:net';
import type { IpRange } from '@feedhub/contracts';
import {
  Agent,
  buildConnector,
  fetch as undiciFetch,
  request as undiciRequest,
  type Dispatcher,
} from 'undici';
import { FeedError, isFeedError } from '../errors';
import { assertAddressAllowed, assertHostAllowed, guardedLookup, toRanges } from './address-guard';
import { redirectedRequest, redirectTarget, type OutgoingRequest } from './redirect-policy';

/**
 * The one HTTP client of the platform's outgoing requests: feed downloads, the PIM (Akeneo) and Icecat.
 *
 * - Every connection, whatever led to it, is checked where it is made (guardedAgent): a forbidden name
 *   (`localhost`, metadata hosts) or IP literal is refused before connecting, a name is judged by every
 *   address it resolves to (guardedLookup), and the peer's address is checked once more after connecting.
 * - Redirects are followed by our own code (redirect-policy.ts), at most `maxRedirects` hops, each a new
 *   request through the same agent; credentials and bodies never go to another origin.
 *
 * Refusals are FeedErrors (feed_url_forbidden naming the host, feed_too_many_redirects, feed_url_protocol)
 * or RedirectRefused; guardedFetch turns them into the `code` the adapters word a failed call by.
 */

export const DEFAULT_MAX_REDIRECTS = 5;

/** An undici Agent that connects only to public addresses or to the allowed networks. */
export function guardedAgent(
  allowedNetworks: readonly string[] | readonly IpRange[] = [],
  options: { connectTimeoutMs?: number } = {},
): Agent {
  const allowed = toRanges(allowedNetworks);
  const connect = buildConnector({ lookup: guardedLookup(allowed), timeout: options.connectTimeoutMs });
  return new Agent({
    connect: (target, callback) => {
      try {
        // IP literals are connected to without a lookup: judged here (names are judged on resolution).
        assertHostAllowed(target.hostname, allowed);
      } catch (refusal) {
        return callback(refusal as Error, null);
      }
      connect(target, (...result) => {
        if (result[0]) return callback(result[0], null);
        const socket: Socket = result[1];
        try {
          assertAddressAllowed(socket.remoteAddress ?? '', allowed, target.hostname);
        } catch (refusal) {
          socket.destroy();
          return callback(refusal as Error, null);
        }
        callback(null, socket);
      });
    },
  });
}

/** Agents by allow-list: one per configuration, its connections reused across calls. */
const agents = new Map<string, Agent>();

function sharedAgent(allowedNetworks: readonly string[] | readonly IpRange[]): Agent {
  const ranges = toRanges(allowedNetworks);
  const key = ranges.map((range) => range.canonical).join(',');
  let agent = agents.get(key);
  if (!agent) {
    agent = guardedAgent(ranges);
    agents.set(key, agent);
  }
  return agent;
}

/** What following redirects needs of one hop's answer. */
interface HopAnswer<R> {
  response: R;
  status: number;
  location: string | null;
  /** Drops the answer's body (a redirect's or a refused one's). */
  discard(): Promise<void>;
}

/**
 * Sends `first`, then every redirect's request, until an answer that is not a redirect: that answer
 * and the URL that gave it. More than `maxRedirects` hops: feed_too_many_redirects. A target that is a
 * refused IP literal or name is refused before anything else is judged (the clearest reason; the
 * agent would refuse to connect to it anyway).
 */
async function follow<R>(
  first: OutgoingRequest,
  rules: { maxRedirects: number; allowed: readonly IpRange[] },
  send: (request: OutgoingRequest) => Promise<HopAnswer<R>>,
): Promise<{ response: R; url: URL }> {
  const { maxRedirects, allowed } = rules;
  let current = first;
  for (let hop = 0; ; hop++) {
    const answer = await send(current);
    let next: OutgoingRequest | null = null;
    try {
      const target = redirectTarget(answer.status, answer.location, current.url);
      if (target) {
        assertHostAllowed(target.hostname, allowed);
        if (hop >= maxRedirects) throw new FeedError('feed_too_many_redirects', { max: maxRedirects });
        next = redirectedRequest(current, answer.status, target);
      }
    } catch (error) {
      await answer.discard();
      throw error;
    }
    if (!next) return { response: answer.response, url: current.url };
    await answer.discard();
    current = next;
  }
}

/** The URL as sent: user info never goes on the wire (credentials are headers). */
function withoutUserInfo(url: URL): URL {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Streaming requests (feed downloads)

export interface GuardedRequestOptions {
  allowedNetworks?: readonly string[] | readonly IpRange[];
  method?: string;
  headers?: Record<string, string>;
  /** Aborts connecting, waiting and, after the answer, its body; the signal's reason is the error. */
  signal?: AbortSignal;
  maxRedirects?: number;
}

export interface GuardedResponse {
  /** The URL that gave this answer (after redirects). */
  url: URL;
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
}

/** A request (no body) whose answer's body is a Node stream, read lazily with backpressure. */
export async function guardedRequest(
  url: URL,
  options: GuardedRequestOptions = {},
): Promise<GuardedResponse> {
  const allowed = toRanges(options.allowedNetworks ?? []);
  const dispatcher = sharedAgent(allowed);
  const first: OutgoingRequest = {
    url: withoutUserInfo(url),
    method: options.method ?? 'GET',
    headers: lowerCased(options.headers ?? {}),
    body: null,
  };
  const rules = { maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS, allowed };
  const { response, url: final } = await follow(first, rules, async (hop) => {
    const answer = await undiciRequest(hop.url, {
      dispatcher,
      method: hop.method as Dispatcher.HttpMethod,
      headers: hop.headers,
      signal: options.signal,
    });
    const location = answer.headers.location;
    return {
      response: answer,
      status: answer.statusCode,
      location: typeof location === 'string' ? location : null,
      discard: () => answer.body.dump().catch(() => undefined),
    };
  });
  return { url: final, statusCode: response.statusCode, headers: response.headers, body: response.body };
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

// ---------------------------------------------------------------------------------------------
// fetch (the PIM and Icecat adapters)

/**
 * A fetch for the adapters that take one (Akeneo, Icecat): undici's fetch on the guarded agent, with
 * redirects followed by `follow`. A refusal rejects with an Error whose `code` and message say what was
 * refused (`127.0.0.1 is not a public address nor in FEED_ALLOWED_NETWORKS`): the adapters word a failed
 * call by that code. The caller's abort and timeouts reject as undici's fetch does.
 */
export function guardedFetch(
  allowedNetworks: readonly string[] | readonly IpRange[],
  options: { maxRedirects?: number } = {},
): typeof fetch {
  const allowed = toRanges(allowedNetworks);
  const dispatcher = sharedAgent(allowed);
  const rules = { maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS, allowed };
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    if (typeof input === 'object' && !(input instanceof URL))
      throw new TypeError('guardedFetch takes a URL, not a Request');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const first: OutgoingRequest = {
      url: new URL(String(input)),
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      body: (init.body ?? null) as OutgoingRequest['body'],
    };
    try {
      const { response } = await follow(first, rules, async (hop) => {
        const answer = await undiciFetch(hop.url, {
          method: hop.method,
          headers: hop.headers,
          body: hop.body,
          signal: init.signal,
          redirect: 'manual',
          dispatcher,
        } as Parameters<typeof undiciFetch>[1]);
        return {
          response: answer,
          status: answer.status,
          location: answer.headers.get('location'),
          discard: async () => void (await answer.body?.cancel().catch(() => undefined)),
        };
      });
      return response;
    } catch (error) {
      throw refusalForAdapters(error);
    }
  }) as unknown as typeof fetch;
}

/** A refusal as an Error with a worded `code`; anything else (network errors, aborts) as it is. */
function refusalForAdapters(error: unknown): unknown {
  const refusal = findRefusal(error);
  if (!refusal) return error;
  // `refused`: the adapters do not retry a refusal (the same address is refused every time).
  if (!isFeedError(refusal)) return Object.assign(refusal, { refused: true });
  const reason = refusalWords(refusal);
  return Object.assign(new Error(reason, { cause: error }), { code: reason, refused: true });
}

/** The FeedError or RedirectRefused in an error or its causes (undici's fetch wraps the connector's error). */
function findRefusal(error: unknown): Error | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (isFeedError(current) || current.name === 'RedirectRefused') return current;
    current = current.cause;
  }
  return null;
}

function refusalWords(error: FeedError): string {
  const { key, params } = error;
  if (key === 'feed_url_forbidden')
    return `${params.host} is not a public address nor in FEED_ALLOWED_NETWORKS`;
  if (key === 'feed_too_many_redirects') return `more than ${params.max} redirects`;
  if (key === 'feed_url_protocol') return `a redirect to a ${params.protocol}: address; not followed`;
  if (key === 'feed_url_invalid') return `a redirect to an invalid address (${params.url})`;
  return error.message;
}
