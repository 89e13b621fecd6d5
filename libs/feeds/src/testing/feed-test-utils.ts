// Helpers shared by the feeds tests: reading demo, bad and generated feeds to the end (or to their
// FeedError), without ever hanging a test, and a local HTTP server for URL sources.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_FEEDS, demoFeedPath } from '../demo-feeds';
import { isFeedError, type FeedError } from '../errors';
import type { FeedLimits, FeedWarning } from '../limits';
import { readFeed, readFeedBytes, type FeedEvent } from '../read-feed';
import { FeedRecordSchema, type FeedRecord } from '../record';

/** What one read gave: records and warnings in feed order, and the FeedError that ended it (if any). */
export interface FeedRun {
  records: FeedRecord[];
  warnings: FeedWarning[];
  events: FeedEvent[];
  error: FeedError | null;
}

const RECORD_SHAPE = FeedRecordSchema.shape;
/** The keys every canonical record has, in the order adapters emit them (the schema's order). */
export const CANONICAL_KEYS = (Object.keys(RECORD_SHAPE) as (keyof typeof RECORD_SHAPE)[]).filter(
  (key) => !RECORD_SHAPE[key].safeParse(undefined).success,
);
/** Keys a record has only when it has something to say (`documents`), after the others. */
export const OPTIONAL_RECORD_KEYS = Object.keys(RECORD_SHAPE).filter(
  (key) => !CANONICAL_KEYS.includes(key as never),
);

/** How long a test waits for a read before calling it a hang (the feeds in the tests are small). */
const READ_TIMEOUT_MS = 2_000;

/**
 * Reads events to the end. A FeedError ends the run and is returned in `error`; any other error (a crash,
 * a TypeError) rejects, and so does a read that does not finish within `timeoutMs` (a hang: e.g. after a
 * stream error nobody listened to, which jest reports as an unhandled error of the test).
 */
export async function collect(
  events: AsyncIterable<FeedEvent>,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<FeedRun> {
  const run: FeedRun = { records: [], warnings: [], events: [], error: null };
  const reading = (async () => {
    try {
      for await (const event of events) {
        run.events.push(event);
        if (event.type === 'record') run.records.push(event.record);
        else run.warnings.push(event.warning);
      }
    } catch (error) {
      if (!isFeedError(error)) throw error;
      run.error = error;
    }
    return run;
  })();
  return within(reading, timeoutMs, () => `${run.events.length} events so far`);
}

/** The promise's result, or a rejection when it has not settled within `timeoutMs` (a hang). */
export async function within<T>(
  promise: Promise<T>,
  timeoutMs = READ_TIMEOUT_MS,
  progress: () => string = () => '',
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`the feed read neither ended nor failed within ${timeoutMs} ms (hang) ${progress()}`),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([promise, hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The demo feed entry of a file name (throws for an unknown file: a test typo). */
export function demoFeed(file: string): (typeof DEMO_FEEDS)[number] {
  const entry = DEMO_FEEDS.find((feed) => feed.file === file);
  if (!entry) throw new Error(`${file} is not a demo feed`);
  return entry;
}

/** The params of a demo feed (its `*.params.json`, or {} for presets that need none). */
export function demoParams(file: string): Record<string, unknown> {
  const { paramsFile } = demoFeed(file);
  if (paramsFile === null) return {};
  return JSON.parse(readFileSync(demoFeedPath(paramsFile), 'utf8')) as Record<string, unknown>;
}

/** Reads a fixture file (demo or `bad/…`) from disk with the given class and params. */
export function readFixture(
  file: string,
  className: string,
  params: unknown,
  limits?: Partial<FeedLimits>,
): Promise<FeedRun> {
  return collect(
    readFeed({ className, params, location: demoFeedPath(file), source: { allowFiles: true }, limits }),
  );
}

/** Reads a demo feed with its own class and params file; `params` are merged over the file's. */
export function readDemo(file: string, params: Record<string, unknown> = {}): Promise<FeedRun> {
  return readFixture(file, demoFeed(file).className, { ...demoParams(file), ...params });
}

/** Feed bytes as chunks of `size` bytes (splitting multi-byte characters and markup on purpose). */
export async function* chunked(content: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < content.length; at += size) yield content.subarray(at, at + size);
}

/** Reads feed content given in the test (text as UTF-8, or raw bytes), in chunks of `chunkSize` bytes. */
export function readContent(
  className: string,
  params: unknown,
  content: string | Buffer,
  options: { limits?: Partial<FeedLimits>; chunkSize?: number } = {},
): Promise<FeedRun> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return collect(
    readFeedBytes(chunked(bytes, options.chunkSize ?? 64 * 1024), className, params, {
      limits: options.limits,
    }),
  );
}

/** The fixture's bytes. */
export function fixtureBytes(file: string): Buffer {
  return readFileSync(demoFeedPath(file));
}

/** The record with a code (fails the test with the codes there are when it is missing). */
export function recordOf(run: FeedRun, code: string): FeedRecord {
  const record = run.records.find((r) => r.code === code);
  if (!record) throw new Error(`no record ${code}; records: ${run.records.map((r) => r.code).join(', ')}`);
  return record;
}

/** Codes of the records, in feed order. */
export const codesOf = (run: FeedRun): string[] => run.records.map((r) => r.code);

/** Warnings as key + position (+ params), the form tests compare. */
export const warningSummary = (run: FeedRun) =>
  run.warnings.map((w) => ({ key: w.key, params: w.params, position: w.position }));

/** Checks that every record has exactly the canonical fields (and optional ones only when set) and passes the schema. */
export function expectCanonical(records: FeedRecord[]): void {
  for (const record of records) {
    const optional = OPTIONAL_RECORD_KEYS.filter((key) => key in record);
    expect(Object.keys(record)).toEqual([...CANONICAL_KEYS, ...optional]);
    expect(FeedRecordSchema.parse(record)).toEqual(record);
  }
}

/** A local HTTP server for a test: its base URL, the paths it was asked for, and close(). */
export interface TestServer {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** Starts an HTTP server on 127.0.0.1 with a random port. */
export async function startServer(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<TestServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
