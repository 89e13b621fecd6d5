import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { FeedError, isFeedError } from './errors';
import { DEFAULT_FEED_LIMITS, type FeedLimits, type FeedWarning } from './limits';
import type { CommonParams } from './params';
import type { FeedRecord } from './record';
import type { AdapterEvent } from './adapters/adapter';
import { feedAdapter, isFeedClassName, type FeedClassName } from './adapters/registry';
import { feedClassMismatch, guessFeedText, headDecides } from './guess-class';
import { feedParamProblems, problemIssues, type FeedParamProblem } from './param-problems';
import { CodeSet } from './code-set';
import { buildRecord, RecordMemo, type NormalizeOptions } from './normalize/build-record';
import { stockVocabulary } from './normalize/identifiers';
import { decodeStream, FEED_ENCODINGS, type FeedEncoding } from './source/decode';
import { openFeedSource, type FeedSourceOptions } from './source/open-source';

/** What reading a feed yields: canonical records and warnings about what it skipped, in feed order. */
export type FeedEvent = { type: 'record'; record: FeedRecord } | { type: 'warning'; warning: FeedWarning };

/** A feed to read: the partner's className and params, and where to read it from. */
export interface ReadFeedOptions {
  className: string;
  params: unknown;
  /** Overrides params.url (a file path in the CLI and tests, when the source allows files). */
  location?: string;
  source?: FeedSourceOptions;
  limits?: Partial<FeedLimits>;
  signal?: AbortSignal;
}

/**
 * Result of validating params for a class: parsed params, or what is wrong with them as zod custom issues
 * (paths relative to params; `message` a validation key of `feedsMessages`, `params` its placeholders).
 */
export type FeedParamsResult =
  | { success: true; className: string; params: CommonParams }
  | { success: false; issues: z.core.$ZodIssue[]; problems: FeedParamProblem[] };

/**
 * Validates a partner's params for its class. What is wrong comes as problems a person can act on (what to
 * put in which param: `feed_need_code_column`, `feed_param_unknown` with the closest known key, …), also
 * as zod custom issues for a service's field messages (`rulesOfIssues`).
 */
export function validateFeedParams(className: string, params: unknown): FeedParamsResult {
  if (!isFeedClassName(className)) throw new FeedError('feed_unknown_class', { className });
  const schema = feedAdapter(className).schema;
  const input = params ?? {};
  const result = schema.safeParse(input);
  if (result.success) return { success: true, className, params: result.data };
  const problems = feedParamProblems(className, schema, result.error.issues, input);
  return { success: false, issues: problemIssues(problems), problems };
}

/** The FeedError of params that fail validation: the first problem, its key as `reason`, its placeholders. */
function invalidParams(problems: readonly FeedParamProblem[], more: Record<string, string> = {}): FeedError {
  const problem = problems[0];
  return new FeedError('feed_invalid_params', {
    ...problem.params,
    ...more,
    field: problem.path.map(String).join('.') || 'params',
    reason: problem.key,
  });
}

/** A string param as given, when validation had nothing to say about it (to reach the feed despite other problems). */
function rawParam(raw: unknown, name: string, problems: readonly FeedParamProblem[]): string | undefined {
  if (raw === null || typeof raw !== 'object' || problems.some((p) => p.path[0] === name)) return undefined;
  const value = (raw as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/** Reads decoded text until its first characters tell its format (headDecides), and gives the whole text back. */
async function peekHead(text: AsyncIterable<string>): Promise<{ head: string; text: AsyncIterable<string> }> {
  const iterator = text[Symbol.asyncIterator]();
  const chunks: string[] = [];
  let head = '';
  let done = false;
  while (!headDecides(head)) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    head += next.value;
  }
  const replay = async function* () {
    yield* chunks;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  };
  return { head, text: replay() };
}

function normalizeOptions(params: CommonParams): NormalizeOptions {
  return {
    decimalSeparator: params.decimalSeparator,
    categorySeparator: params.categorySeparator,
    defaultBrand: params.defaultBrand?.trim() || null,
    inStockAmount: params.inStockAmount,
    stockWords: stockVocabulary(params.inStockAmount, params.stockWords ?? {}),
    extractUnits: params.extractUnits,
    trim: params.trim,
    listSeparator: params.listSeparator ?? null,
  };
}

/**
 * Reads already-opened feed bytes as canonical records, in batches (one per chunk the adapter read):
 * decodes, parses with the class's adapter, normalises, drops repeated codes (a warning each). Throws
 * FeedError when the feed cannot be read to its end: whatever was yielded before is then incomplete and
 * must not be treated as the whole feed. Batches suit a consumer that writes in batches (the import job).
 */
export async function* readFeedBatches(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  className: string,
  rawParams: unknown,
  options: { limits?: Partial<FeedLimits>; signal?: AbortSignal } = {},
): AsyncGenerator<FeedEvent[]> {
  const checked = validateFeedParams(className, rawParams);
  if (!checked.success)
    return await refuseParams(bytes, className as FeedClassName, rawParams, checked.problems);
  const params = checked.params;
  const adapter = feedAdapter(className as FeedClassName);
  const limits = { ...DEFAULT_FEED_LIMITS, ...options.limits };
  const normalize = normalizeOptions(params);
  // A class that cannot read this feed (JSON read as XML, a wrong preset) is said before the adapter tries.
  const peeked = await peekHead(decodeStream(bytes, params.encoding));
  const mismatch = feedClassMismatch(className as FeedClassName, peeked.head);
  if (mismatch) throw mismatch;
  // Holds a temp file once the feed has many codes: closed however reading ends.
  const seen = new CodeSet();
  try {
    yield* readRecords(
      adapter.read(peeked.text, params, { limits, signal: options.signal }),
      normalize,
      seen,
    );
  } finally {
    seen.close();
  }
}

/** The adapter's batches as records: normalised, repeated codes dropped (a warning each). */
async function* readRecords(
  batches: AsyncIterable<AdapterEvent[]>,
  normalize: NormalizeOptions,
  seen: CodeSet,
): AsyncGenerator<FeedEvent[]> {
  const memo = new RecordMemo();
  let ordinal = 0;
  for await (const batch of batches) {
    const out: FeedEvent[] = [];
    for (const event of batch) {
      if (event.kind === 'warning') {
        out.push({ type: 'warning', warning: event.warning });
        continue;
      }
      const built = buildRecord(event.item, normalize, memo);
      for (const warning of built.warnings) out.push({ type: 'warning', warning });
      const record = built.record;
      if (!record) continue;
      // Not normalised: the adapter gives them ready (BMEcat attachments that are not pictures).
      if (event.item.documents) record.documents = event.item.documents;
      const first = seen.addOrGet(record.code, record.position.index ?? ++ordinal);
      if (first !== 0) {
        out.push({
          type: 'warning',
          warning: {
            key: 'feed_duplicate_code',
            field: 'code',
            params: { code: record.code, first },
            position: record.position,
          },
        });
        continue;
      }
      out.push({ type: 'record', record });
    }
    if (out.length) yield out;
  }
}

/**
 * Params that fail validation, with the feed's bytes at hand: when the feed's first characters show the
 * class cannot read it anyway, that is the error (fix the class first: params belong to a class);
 * otherwise the params' first problem, with the preset that reads the feed without a mapping when the
 * class is the generic `xml` and the root names one (BMEcat, Google Merchant).
 */
async function refuseParams(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  className: FeedClassName,
  rawParams: unknown,
  problems: FeedParamProblem[],
): Promise<never> {
  const given = rawParam(rawParams, 'encoding', problems);
  const encoding: FeedEncoding = (FEED_ENCODINGS as readonly string[]).includes(given ?? '')
    ? (given as FeedEncoding)
    : 'auto';
  let head: string;
  try {
    head = (await peekHead(decodeStream(bytes, encoding))).head;
  } catch (error) {
    if (isFeedError(error)) throw invalidParams(problems);
    throw error;
  }
  const mismatch = feedClassMismatch(className, head);
  if (mismatch) throw mismatch;
  const guess = guessFeedText(head);
  const preset = className === 'xml' && guess.className !== 'xml' && guess.root !== null;
  throw invalidParams(problems, preset ? { fits: guess.className, root: guess.root! } : {});
}

/** readFeedBatches one event at a time. */
export async function* readFeedBytes(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  className: string,
  rawParams: unknown,
  options: { limits?: Partial<FeedLimits>; signal?: AbortSignal } = {},
): AsyncGenerator<FeedEvent> {
  for await (const batch of readFeedBatches(bytes, className, rawParams, options)) yield* batch;
}

/**
 * Opens the feed (http(s), or a file where allowed) and reads it: see readFeedBytes. Params that fail
 * validation throw feed_invalid_params, but when the feed can still be reached (`location`, or a `url` that
 * is fine) its first bytes are read first, to say so when the class does not fit the feed at all.
 */
export async function* readFeed(options: ReadFeedOptions): AsyncGenerator<FeedEvent> {
  const checked = validateFeedParams(options.className, options.params);
  const problems = checked.success ? [] : checked.problems;
  const params: Partial<CommonParams> = checked.success
    ? checked.params
    : {
        url: rawParam(options.params, 'url', problems),
        user: rawParam(options.params, 'user', problems),
        password: rawParam(options.params, 'password', problems),
      };
  const location = options.location ?? params.url;
  if (!location) {
    if (!checked.success) throw invalidParams(problems);
    throw new FeedError('feed_invalid_params', { field: 'url', reason: 'feed_need_url' });
  }
  let source: Awaited<ReturnType<typeof openFeedSource>>;
  try {
    source = await openFeedSource(
      location,
      { user: params.user, password: params.password },
      { ...options.source, signal: options.signal ?? options.source?.signal },
    );
  } catch (error) {
    // The feed cannot be reached: the params' own problem is what to fix first.
    if (!checked.success && isFeedError(error) && error.key !== 'feed_aborted') throw invalidParams(problems);
    throw error;
  }
  try {
    yield* readFeedBytes(source.stream, options.className, options.params, options);
  } finally {
    // Stops the download when the consumer stops early (a preview limit, an error).
    (source.stream as Partial<Pick<Readable, 'destroy'>>).destroy?.();
  }
}
