import { FeedError } from '../errors';

/**
 * How the platform's outgoing requests follow redirects (feed downloads, the PIM, Icecat): by our own
 * code, one hop at a time, so every hop is judged. On a hop to another origin no credential and no
 * body goes along. Pure: guarded-http.ts sends the hops.
 */

/** One request as sent on one hop. Header names are lower case. */
export interface OutgoingRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  /** Null: no body. A ReadableStream cannot be sent twice (a same-origin 307/308 of it is refused). */
  body: string | Uint8Array | URLSearchParams | ReadableStream | null;
}

/** A redirect the client will not follow; `code` is what the PIM and Icecat adapters word a failed call by. */
export class RedirectRefused extends Error {
  readonly code: string;
  constructor(reason: string) {
    super(reason);
    this.name = 'RedirectRefused';
    this.code = reason;
  }
}

export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * The headers that may follow a redirect to another origin: none of them carries a credential
 * (Authorization, Cookie, Icecat's Api-Token and Content-Token, a proxy's headers… all stay behind).
 */
const CROSS_ORIGIN_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'user-agent',
]);

/** Headers that describe the body: dropped with it. */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-location',
];

/**
 * Where a redirect answer leads, or null when the answer is not a redirect (or has no Location).
 * Only http(s) targets are followed: feed_url_protocol; an unparsable Location: feed_url_invalid.
 */
export function redirectTarget(
  status: number,
  location: string | null | undefined,
  current: URL,
): URL | null {
  if (!REDIRECT_STATUSES.has(status) || !location) return null;
  let next: URL;
  try {
    next = new URL(location, current);
  } catch (error) {
    throw new FeedError('feed_url_invalid', { url: location.replace(/\/\/[^/@]*@/, '//***@') }, undefined, {
      cause: error,
    });
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new FeedError('feed_url_protocol', { protocol: next.protocol.slice(0, -1) });
  }
  // User info in a Location is never sent as such (credentials go in headers, and only to the origin).
  next.username = '';
  next.password = '';
  return next;
}

/**
 * The request to send to a redirect's target, as browsers do it: 303 (and 301/302 of a POST) turn into
 * a GET without body; 307/308 keep method and body. To another origin only the harmless headers go
 * along, and a request that would still carry a body is refused (RedirectRefused), never re-sent.
 */
export function redirectedRequest(previous: OutgoingRequest, status: number, target: URL): OutgoingRequest {
  const toGet =
    status === 303
      ? previous.method !== 'GET' && previous.method !== 'HEAD'
      : (status === 301 || status === 302) && previous.method === 'POST';
  let headers = { ...previous.headers };
  let body = previous.body;
  let method = previous.method;
  if (toGet) {
    method = 'GET';
    body = null;
    for (const name of BODY_HEADERS) delete headers[name];
  }
  const crossOrigin = target.origin !== previous.url.origin;
  if (body !== null && crossOrigin) {
    throw new RedirectRefused(
      `a ${status} redirect of ${method} to another origin (${target.host}) would re-send the request body there; not followed`,
    );
  }
  if (body instanceof ReadableStream) {
    throw new RedirectRefused(
      `a ${status} redirect of ${method} cannot re-send a streamed body; not followed`,
    );
  }
  if (crossOrigin) {
    headers = Object.fromEntries(Object.entries(headers).filter(([name]) => CROSS_ORIGIN_HEADERS.has(name)));
  }
  return { url: target, method, headers, body };
}
