import type { IcecatAnswer } from './answer';
import type { IcecatSheet } from './sheet';

/** What one lookup came to. Never thrown: every HTTP answer is one of these. */
export type IcecatLookup =
  /** Icecat sent the product's sheet. */
  | { kind: 'found'; sheet: IcecatSheet }
  /** No such product for this key (or a key Icecat rejects as malformed). */
  | { kind: 'not_found'; message: string | null }
  /** The product exists but only Full Icecat (or another vertical) may read it. */
  | { kind: 'restricted'; message: string | null }
  /** Wrong user name, token or app key, or a source IP Icecat does not accept. */
  | { kind: 'unauthorized'; message: string | null }
  /** 429: slow down; `retryAfterMs` from Retry-After (seconds or an HTTP date), null without one. */
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  /** 5xx, network error or timeout (`status` null when no answer came). */
  | { kind: 'unavailable'; status: number | null; message: string }
  /** An answer we cannot use: not JSON, no sheet in a success, a request Icecat refused as malformed. */
  | { kind: 'invalid'; message: string };

/** The outcome kinds. */
export type IcecatLookupKind = IcecatLookup['kind'];

/** Longest Retry-After honoured; beyond it the job is better off failing and running later. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** Retry-After in ms (delta-seconds or an HTTP date, RFC 9110 §10.2.3), capped; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: () => number = Date.now): number | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Math.min(Number(raw) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(raw);
  if (Number.isNaN(at)) return null;
  return Math.min(Math.max(0, at - now()), MAX_RETRY_AFTER_MS);
}

// Icecat's JSON error numbers (`StatusCode`), from iceclog.com "Which JSON and XML error messages can I
// get using Icecat?": 1 user/lang missing, 2 unknown lang, 3 unknown user, 4 malformed product
// identifier, 5 IP not whitelisted, 6 no private key, 7 app_key/user mismatch, 8 product not present,
// 9 Full Icecat content needs an app_key/token, 10 unknown app_key, 12 product outside the subscribed vertical.
const NOT_FOUND_CODES = new Set([4, 8]);
const RESTRICTED_CODES = new Set([9, 12]);
const UNAUTHORIZED_CODES = new Set([3, 5, 6, 7, 10]);
const BAD_REQUEST_CODES = new Set([1, 2]);
/** Words of a restriction when an answer has no error number (older answers: 403 "…Full Icecat subscription…", 404 "…brand restrictions…"). */
const RESTRICTED_WORDS = /full icecat|brand restriction|vertical/i;

/** The first 200 characters of a body, on one line, for a message. */
const snippet = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 200);

/** The outcome of an answer that carries no sheet (HTTP status first for 5xx, then Icecat's error number, words, status). */
export function classifyFailure(status: number, answer: IcecatAnswer | null, body: string): IcecatLookup {
  const message = answer?.Message ?? answer?.message ?? null;
  if (status >= 500)
    return { kind: 'unavailable', status, message: message ?? (snippet(body) || `HTTP ${status}`) };
  const code = answer?.StatusCode ?? answer?.statusCode;
  if (code !== undefined) {
    if (NOT_FOUND_CODES.has(code)) return { kind: 'not_found', message };
    if (RESTRICTED_CODES.has(code)) return { kind: 'restricted', message };
    if (UNAUTHORIZED_CODES.has(code)) return { kind: 'unauthorized', message };
    if (BAD_REQUEST_CODES.has(code))
      return { kind: 'invalid', message: `Icecat refused the request (${code}): ${message ?? 'no message'}` };
  }
  if (message !== null && RESTRICTED_WORDS.test(message)) return { kind: 'restricted', message };
  // A 200 may still carry an error in its body's `Code`.
  const effective = status < 300 && answer?.Code !== undefined ? answer.Code : status;
  if (effective === 404) return { kind: 'not_found', message };
  if (effective === 401 || effective === 403) return { kind: 'unauthorized', message };
  if (answer === null)
    return {
      kind: 'invalid',
      message: `HTTP ${status}, not a JSON object: ${snippet(body) || '(empty body)'}`,
    };
  if (status < 300) return { kind: 'invalid', message: message ?? 'a success without a product sheet' };
  return { kind: 'invalid', message: `HTTP ${status}: ${message ?? snippet(body)}` };
}
