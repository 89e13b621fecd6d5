import { parseAnswer } from './answer';
import { classifyFailure, retryAfterMs, type IcecatLookup } from './outcome';
import { sheetFromAnswer } from './sheet';

/** How to reach Icecat. */
export interface IcecatConfig {
  /** The live JSON endpoint, e.g. https://live.icecat.biz/api. */
  url: string;
  /** Icecat user name (Open or Full Icecat account). */
  username: string;
  /** Full Icecat API access token, sent as the `Api-Token` header. */
  apiToken?: string;
  /** Full Icecat content access token, sent as the `Content-Token` header (media of Full Icecat sheets). */
  contentToken?: string;
}

/** What identifies the product: its GTIN, or its brand and manufacturer part number. */
export type IcecatKey = { gtin: string } | { brand: string; productCode: string };

/** Per-call options. */
export interface LookupOptions {
  /** Icecat language code of the sheet ("en", "et", "de"). */
  language: string;
  /** Stops the call; its reason is thrown (the caller's own abort is not an Icecat answer). */
  signal?: AbortSignal;
  /** Whole-call timeout in ms, body included (default 20 s); a timeout answers `unavailable`. */
  timeoutMs?: number;
  /** The fetch to use (tests inject one; default: global fetch). */
  fetch?: typeof fetch;
  /** Clock for HTTP-date Retry-After values (default Date.now). */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** The request URL: URLSearchParams encodes brands with `&`, `+`, spaces and non-ASCII letters. */
export function lookupUrl(config: IcecatConfig, key: IcecatKey, language: string): string {
  const url = new URL(config.url);
  url.searchParams.set('UserName', config.username);
  url.searchParams.set('Language', language);
  if ('gtin' in key) url.searchParams.set('GTIN', key.gtin.trim());
  else {
    url.searchParams.set('Brand', key.brand.trim());
    url.searchParams.set('ProductCode', key.productCode.trim());
  }
  return url.href;
}

/** The request headers: JSON, and the tokens that are configured. */
export function lookupHeaders(config: IcecatConfig): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (config.apiToken) headers['Api-Token'] = config.apiToken;
  if (config.contentToken) headers['Content-Token'] = config.contentToken;
  return headers;
}

/** A network error's code (ECONNREFUSED, ECONNRESET…) or its message. */
function networkMessage(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Looks one product up. Every HTTP answer, network error and timeout becomes an outcome; only the
 * caller's own abort (its `signal`) throws.
 */
export async function lookupSheet(
  config: IcecatConfig,
  key: IcecatKey,
  options: LookupOptions,
): Promise<IcecatLookup> {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let status: number;
  let headers: Headers;
  let body: string;
  try {
    const response = await fetchImpl(lookupUrl(config, key, options.language), {
      headers: lookupHeaders(config),
      signal,
    });
    status = response.status;
    headers = response.headers;
    body = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    const message = timeout.aborted ? `no answer within ${timeoutMs} ms` : networkMessage(error);
    return { kind: 'unavailable', status: null, message };
  }
  if (status === 429)
    return { kind: 'rate_limited', retryAfterMs: retryAfterMs(headers.get('retry-after'), options.now) };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  const answer = json === undefined ? null : parseAnswer(json);
  if (status >= 200 && status < 300 && answer?.data !== undefined) {
    const sheet = sheetFromAnswer(answer, options.language);
    if (sheet) return { kind: 'found', sheet };
  }
  return classifyFailure(status, answer, body);
}
