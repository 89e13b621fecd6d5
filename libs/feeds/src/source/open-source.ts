import fs from 'node:fs';
import path from 'node:path';
import { Readable, pipeline, type Transform } from 'node:stream';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { IpRange } from '@feedhub/contracts';
import { FeedError, isFeedError } from '../errors';
import { parseAllowedNetworks } from './address-guard';
import { guardedRequest, type GuardedResponse } from './guarded-http';
import { formatDuration, formatRate, StreamGuard, type DownloadPace, type PaceBreach } from './stream-guard';

/** Opening a supplier feed (HTTP(S) URL or, where allowed, a local file) as a decompressed byte stream. */

export interface FeedSourceOptions {
  /** Local paths and file: URLs are refused unless true (CLI, tests, demo partner). */
  allowFiles?: boolean;
  /** IPs / CIDRs / ranges (parseIpRange syntax) that the private-address refusal lets through, e.g. ['127.0.0.1']. */
  allowedNetworks?: readonly string[];
  /** Connect + response headers, ms (default 30_000). */
  timeoutMs?: number;
  /** No body bytes for this long → feed_timeout (default 60_000). */
  idleTimeoutMs?: number;
  /** Limit on bytes after decompression (default 4 GiB) → feed_too_large. */
  maxBytes?: number;
  /** default 5 → feed_too_many_redirects */
  maxRedirects?: number;
  /**
   * Lowest average body rate in bytes/s over `rateWindowMs` of reading (time spent waiting for the
   * feed, not our own work) → feed_too_slow. Default 0: no floor (the import sets it from a setting).
   */
  minBytesPerSecond?: number;
  /** The span that rate is averaged over, ms (default 60_000). */
  rateWindowMs?: number;
  /** Longest download, ms from the request to the body's end → feed_too_long. Default: none. */
  maxDurationMs?: number;
  signal?: AbortSignal;
}

export interface FeedCredentials {
  user?: string | null;
  password?: string | null;
}

export interface FeedSource {
  /** Decompressed body as Buffer chunks. Errors during reading are FeedError (feed_timeout, feed_too_large, feed_truncated, feed_network, feed_aborted). */
  stream: NodeJS.ReadableStream & AsyncIterable<Buffer>;
  /** The URL without credentials, or the file path, for logs. */
  description: string;
  contentType: string | null;
  /** HTTP status (200) or null for files. */
  status: number | null;
  /** Bytes delivered so far (after decompression). */
  bytesRead(): number;
  /**
   * The bytes the body will deliver, when known in advance (progress as a percentage): a file's size,
   * or an HTTP response's Content-Length when it has no Content-Encoding. Null when unknown or when
   * the body turns out to be compressed (the size then counts other bytes than bytesRead).
   */
  size(): number | null;
}

/** Options with defaults applied and the allow-list parsed. */
interface Settings {
  allowFiles: boolean;
  allowed: IpRange[];
  timeoutMs: number;
  idleTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  pace: DownloadPace;
  /** When the download started (performance.now()). */
  startedAt: number;
  signal?: AbortSignal;
}

/** What the body stream is built from. */
interface RawBody {
  raw: Readable;
  stages: Stage[];
  description: string;
  contentType: string | null;
  status: number | null;
  /** Bytes of the raw body when known (file size, Content-Length). */
  size: number | null;
}

/** One step of body decoding: bytes in, bytes out, lazily. */
type Stage = (source: AsyncIterable<Buffer>) => AsyncIterable<Buffer>;

type Target = { kind: 'file'; path: string } | { kind: 'http'; url: URL };

const USER_AGENT = 'Feedhub/0.1 (+feed import)';
/** Codes of a body that ended early (UND_ERR_SOCKET: undici's "other side closed" mid-body). */
const TRUNCATION_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'Z_BUF_ERROR',
  'UND_ERR_SOCKET',
]);
/** A URL scheme of two characters or more (a single letter is a Windows drive). */
const SCHEME = /^[a-z][a-z\d+.-]+:/i;
const GIB = 1024 ** 3;

/** Opens a feed location as a lazily read, size- and time-limited, decompressed byte stream. */
export async function openFeedSource(
  location: string,
  credentials: FeedCredentials | undefined,
  options: FeedSourceOptions = {},
): Promise<FeedSource> {
  const settings = resolveSettings(options);
  throwIfAborted(settings.signal);
  const target = parseLocation(location, settings.allowFiles);
  const body =
    target.kind === 'file' ? await openFile(target.path) : await openHttp(target.url, credentials, settings);
  return toFeedSource(body, settings);
}

/** Applies defaults. */
function resolveSettings(options: FeedSourceOptions): Settings {
  return {
    allowFiles: options.allowFiles ?? false,
    allowed: parseAllowedNetworks(options.allowedNetworks),
    timeoutMs: options.timeoutMs ?? 30_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
    maxBytes: options.maxBytes ?? 4 * GIB,
    maxRedirects: options.maxRedirects ?? 5,
    pace: {
      minBytesPerSecond: options.minBytesPerSecond ?? 0,
      windowMs: options.rateWindowMs ?? 60_000,
      maxDurationMs: options.maxDurationMs ?? null,
    },
    startedAt: performance.now(),
    signal: options.signal,
  };
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new FeedError('feed_aborted');
}

// ---------------------------------------------------------------------------------------------
// Location

/** Classifies a location: an http(s) URL, or (with allowFiles) a file URL or path. */
function parseLocation(location: string, allowFiles: boolean): Target {
  const text = location.trim();
  if (!text) throw new FeedError('feed_url_invalid', { url: '' });
  if (!SCHEME.test(text)) {
    if (!allowFiles) throw new FeedError('feed_file_forbidden', { path: text });
    return { kind: 'file', path: path.resolve(text) };
  }
  const url = parseUrl(text);
  if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'http', url };
  if (url.protocol !== 'file:')
    throw new FeedError('feed_url_protocol', { protocol: url.protocol.slice(0, -1) });
  if (!allowFiles) throw new FeedError('feed_file_forbidden', { path: text });
  return { kind: 'file', path: filePath(url) };
}

/** Parses a URL (relative to `base` if given); failures are feed_url_invalid without the credentials. */
function parseUrl(text: string, base?: URL): URL {
  try {
    return new URL(text, base);
  } catch (error) {
    throw new FeedError('feed_url_invalid', { url: text.replace(/\/\/[^/@]*@/, '//***@') }, undefined, {
      cause: error,
    });
  }
}

/** The local path of a file: URL (file://host/… is not local). */
function filePath(url: URL): string {
  try {
    return fileURLToPath(url);
  } catch (error) {
    throw new FeedError('feed_url_invalid', { url: url.href }, undefined, { cause: error });
  }
}

/** The URL as logged: without user and password. */
function describe(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  return copy.href;
}

// ---------------------------------------------------------------------------------------------
// Files

/** Opens a regular file for reading. */
async function openFile(file: string): Promise<RawBody> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, 'r');
  } catch (error) {
    throw fileError(error, file);
  }
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    throw new FeedError('feed_file_not_found', { path: file });
  }
  return {
    raw: handle.createReadStream(),
    stages: [],
    description: file,
    contentType: null,
    status: null,
    size: stat.size,
  };
}

/** A missing file is feed_file_not_found; other open errors keep their code. */
function fileError(error: unknown, file: string): FeedError {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') {
    return new FeedError('feed_file_not_found', { path: file }, undefined, { cause: error });
  }
  return networkError(error);
}

// ---------------------------------------------------------------------------------------------
// HTTP

/**
 * Requests the URL through the guarded client (guarded-http.ts: every connection's address checked,
 * redirects followed by our code, credentials to the first origin only); resolves with the final 2xx
 * response. The connect + headers timeout covers the redirects too.
 */
async function openHttp(
  url: URL,
  credentials: FeedCredentials | undefined,
  settings: Settings,
): Promise<RawBody> {
  const auth = authorization(credentials, url);
  const opening = new AbortController();
  const timer = setTimeout(
    () => opening.abort(new FeedError('feed_timeout', { seconds: settings.timeoutMs / 1000 })),
    settings.timeoutMs,
  );
  const onAbort = () => opening.abort(new FeedError('feed_aborted'));
  settings.signal?.addEventListener('abort', onAbort, { once: true });
  let res: GuardedResponse;
  try {
    res = await guardedRequest(url, {
      allowedNetworks: settings.allowed,
      headers: requestHeaders(auth),
      signal: opening.signal,
      maxRedirects: settings.maxRedirects,
    });
  } catch (error) {
    throw networkError(opening.signal.aborted ? opening.signal.reason : error);
  } finally {
    clearTimeout(timer);
    settings.signal?.removeEventListener('abort', onAbort);
  }
  try {
    return responseBody(res, describe(res.url));
  } catch (error) {
    res.body.on('error', () => undefined).destroy();
    throw error;
  }
}

/** `Basic …` from the explicit credentials, else from the URL's user info; null without a user. */
function authorization(credentials: FeedCredentials | undefined, url: URL): string | null {
  const explicit = Boolean(credentials?.user);
  const user = explicit ? String(credentials?.user) : decode(url.username);
  const password = explicit ? (credentials?.password ?? '') : decode(url.password);
  return user ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : null;
}

/** Percent-decodes URL user info, leaving malformed escapes as they are. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function requestHeaders(auth: string | null): Record<string, string> {
  return {
    'User-Agent': USER_AGENT,
    Accept: '*/*',
    'Accept-Encoding': 'gzip, deflate, br',
    ...(auth ? { Authorization: auth } : {}),
  };
}

/** Accepts a 2xx response and picks the decoders for its Content-Encoding. */
function responseBody(res: GuardedResponse, description: string): RawBody {
  const status = res.statusCode;
  if (status < 200 || status > 299) throw new FeedError('feed_http_status', { status, url: description });
  const stages = contentDecoders(header(res, 'content-encoding'));
  return {
    raw: res.body,
    stages,
    description,
    contentType: header(res, 'content-type') ?? null,
    status,
    size: stages.length ? null : contentLength(header(res, 'content-length')),
  };
}

/** A response header as one string (repeated ones joined as HTTP would). */
function header(res: GuardedResponse, name: string): string | undefined {
  const value = res.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A Content-Length header's byte count, or null when absent or not a plain number. */
function contentLength(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** Decoders for a Content-Encoding list, in decoding order (the last applied encoding first). */
function contentDecoders(header: string | undefined): Stage[] {
  const codings = (header ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity' && coding !== 'none');
  return codings.reverse().map(decoderFor);
}

function decoderFor(coding: string): Stage {
  switch (coding) {
    case 'gzip':
    case 'x-gzip':
      return (source) => through(source, zlib.createGunzip());
    case 'deflate':
      // "deflate" should be zlib-wrapped, but some servers send raw deflate: tell by the header bytes.
      return (source) =>
        sniffed(source, (head) => (isZlibHeader(head) ? zlib.createInflate() : zlib.createInflateRaw()));
    case 'br':
      return (source) => through(source, zlib.createBrotliDecompress());
    default:
      throw new FeedError('feed_network', { reason: `unsupported Content-Encoding: ${coding}` });
  }
}

/** Errors before the body: FeedErrors as they are, anything else feed_network with its code. */
function networkError(error: unknown): FeedError {
  if (isFeedError(error)) return error;
  const err = error as NodeJS.ErrnoException;
  return new FeedError('feed_network', { reason: err.code ?? err.message }, undefined, { cause: error });
}

// ---------------------------------------------------------------------------------------------
// Body decoding

/** Pipes an iterable through a transform (with backpressure) and yields its output; errors surface here. */
async function* through(source: AsyncIterable<Buffer>, transform: Transform): AsyncGenerator<Buffer> {
  pipeline(Readable.from(source, { objectMode: false }), transform, () => {});
  for await (const chunk of transform) yield chunk as Buffer;
}

/** Reads the first bytes, lets `choose` pick a decoder for them (null: none) and yields the decoded body. */
async function* sniffed(
  source: AsyncIterable<Buffer>,
  choose: (head: Buffer) => Transform | null,
  size = 2,
): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const { value, done } = await iterator.next();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  if (!length) return;
  const head = Buffer.concat(chunks);
  const rest = prepend(head, iterator);
  const decoder = choose(head);
  yield* decoder ? through(rest, decoder) : rest;
}

/** The head, then the rest of the iterator. */
async function* prepend(head: Buffer, iterator: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield head;
  for (;;) {
    const { value, done } = await iterator.next();
    if (done) return;
    yield value;
  }
}

/** Whether two bytes are a zlib (RFC 1950) header. */
function isZlibHeader(head: Buffer): boolean {
  return head.length >= 2 && (head[0] & 0x0f) === 8 && ((head[0] << 8) | head[1]) % 31 === 0;
}

/** A `.gz` body (gzip magic 1f 8b) is gunzipped whatever the Content-Encoding said; `onGunzip` is told. */
const gunzipIfMagic =
  (onGunzip: () => void): Stage =>
  (source) =>
    sniffed(source, (head) => {
      if (head[0] !== 0x1f || head[1] !== 0x8b) return null;
      onGunzip();
      return zlib.createGunzip();
    });

// ---------------------------------------------------------------------------------------------
// The returned stream

/** Wraps the raw body in its decoders and the limits, as a Readable whose errors are FeedErrors. */
function toFeedSource(body: RawBody, settings: Settings): FeedSource {
  const { raw } = body;
  const { signal, pace } = settings;
  let bytes = 0;
  let size = body.size;
  const onAbort = () => raw.destroy(new FeedError('feed_aborted'));
  const decoded = [...body.stages, gunzipIfMagic(() => (size = null))].reduce<AsyncIterable<Buffer>>(
    (source, stage) => stage(source),
    raw as AsyncIterable<Buffer>,
  );
  const guard = new StreamGuard(pace, settings.startedAt);
  const limits: Limits = {
    maxBytes: settings.maxBytes,
    idleTimeoutMs: settings.idleTimeoutMs,
    onIdle: () => raw.destroy(new FeedError('feed_timeout', { seconds: settings.idleTimeoutMs / 1000 })),
    count: (n) => (bytes += n),
    guard,
    pace,
  };
  // The ceiling also when nothing arrives (a chunk checks it too).
  const deadline =
    pace.maxDurationMs === null
      ? undefined
      : setTimeout(
          () =>
            raw.destroy(
              paceError({ reason: 'too_long', elapsedMs: performance.now() - settings.startedAt }, pace),
            ),
          Math.max(0, pace.maxDurationMs - (performance.now() - settings.startedAt)) + 1,
        ).unref();
  // Errors reach the reader through the iteration; this only keeps an error raised before reading starts
  // (abort, a reset socket) from being an unhandled 'error' event.
  raw.on('error', () => undefined);
  const stream = Readable.from(limited(decoded, limits), { objectMode: false });
  stream.once('close', () => {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', onAbort);
    raw.destroy();
  });
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    stream,
    description: body.description,
    contentType: body.contentType,
    status: body.status,
    bytesRead: () => bytes,
    size: () => size,
  };
}

interface Limits {
  maxBytes: number;
  idleTimeoutMs: number;
  /** Called when no chunk arrived for idleTimeoutMs while the consumer was waiting. */
  onIdle(): void;
  /** Adds delivered bytes, returns the total. */
  count(n: number): number;
  /** The rate floor and the ceiling, told of every chunk. */
  guard: StreamGuard;
  pace: DownloadPace;
}

/**
 * Counts and forwards chunks. The idle timer and the guard's reading clock only run while the
 * consumer is waiting for data (not while it digests a chunk), and every error leaves as a FeedError.
 */
async function* limited(source: AsyncIterable<Buffer>, limits: Limits): AsyncGenerator<Buffer> {
  let delivered = 0;
  let timer = setTimeout(limits.onIdle, limits.idleTimeoutMs);
  let waitingSince = performance.now();
  try {
    for await (const chunk of source) {
      clearTimeout(timer);
      const now = performance.now();
      const breach = limits.guard.chunk(chunk.length, now - waitingSince, now);
      if (breach) throw paceError(breach, limits.pace);
      if (delivered + chunk.length > limits.maxBytes) {
        throw new FeedError('feed_too_large', { limit: formatBytes(limits.maxBytes) });
      }
      delivered = limits.count(chunk.length);
      yield chunk;
      waitingSince = performance.now();
      timer = setTimeout(limits.onIdle, limits.idleTimeoutMs);
    }
  } catch (error) {
    throw bodyError(error, delivered);
  } finally {
    clearTimeout(timer);
  }
}

/** A download that broke the pace: feed_too_slow with the rate measured, or feed_too_long with its length. */
function paceError(breach: PaceBreach, pace: DownloadPace): FeedError {
  return breach.reason === 'too_slow'
    ? new FeedError('feed_too_slow', {
        rate: formatRate(breach.bytesPerSecond),
        window: formatDuration(breach.windowMs),
        floor: formatRate(pace.minBytesPerSecond),
      })
    : new FeedError('feed_too_long', {
        elapsed: formatDuration(breach.elapsedMs),
        limit: formatDuration(pace.maxDurationMs ?? 0),
      });
}

/** Errors while reading: an early end is feed_truncated, anything else not yet a FeedError is feed_network. */
function bodyError(error: unknown, bytes: number): FeedError {
  if (isFeedError(error)) return error;
  const err = error as NodeJS.ErrnoException;
  if (TRUNCATION_CODES.has(err.code ?? '') || err.message === 'aborted') {
    return new FeedError(
      'feed_truncated',
      { reason: `the connection closed after ${formatBytes(bytes)}`, bytes },
      { offset: bytes },
      { cause: error },
    );
  }
  return networkError(error);
}

/** `4 GiB`, `1 MiB`, `512 KiB` for exact multiples, else `123 bytes`. */
function formatBytes(n: number): string {
  for (const [unit, size] of [
    ['GiB', GIB],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ] as const) {
    if (n >= size && n % size === 0) return `${n / size} ${unit}`;
  }
  return `${n} bytes`;
}
