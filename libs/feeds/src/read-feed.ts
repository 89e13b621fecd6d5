import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { FeedError } from './errors';
import { DEFAULT_FEED_LIMITS, type FeedLimits, type FeedWarning } from './limits';
import type { CommonParams } from './params';
import type { FeedRecord } from './record';
import { feedAdapter, isFeedClassName } from './adapters/registry';
import { CodeSet } from './code-set';
import { buildRecord, RecordMemo, type NormalizeOptions } from './normalize/build-record';
import { stockVocabulary } from './normalize/identifiers';
import { decodeStream } from './source/decode';
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

/** Result of validating params for a class: parsed params, or the zod issues (paths relative to params). */
export type FeedParamsResult =
  { success: true; className: string; params: CommonParams } | { success: false; issues: z.core.$ZodIssue[] };

/** Validates a partner's params for its class; message keys are validation keys (`feed_path`, `feed_url`…). */
export function validateFeedParams(className: string, params: unknown): FeedParamsResult {
  if (!isFeedClassName(className)) throw new FeedError('feed_unknown_class', { className });
  const result = feedAdapter(className).schema.safeParse(params ?? {});
  return result.success
    ? { success: true, className, params: result.data }
    : { success: false, issues: result.error.issues };
}

/** Params as parsed, or a FeedError naming the first bad field. */
function parseParams(className: string, params: unknown): CommonParams {
  const result = validateFeedParams(className, params);
  if (result.success) return result.params;
  const issue = result.issues[0];
  // `reason` is the issue's message: one of our validation keys (feed_path…, translated by feedMessage) or
  // zod's own text; `detail` is what the key's text says more (the path syntax problem).
  const detail =
    'params' in issue && issue.params ? (issue.params as { reason?: unknown }).reason : undefined;
  throw new FeedError('feed_invalid_params', {
    field: issue.path.join('.') || 'params',
    reason: issue.message,
    ...(typeof detail === 'string' ? { detail } : {}),
  });
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
  const params = parseParams(className, rawParams);
  const adapter = feedAdapter(className as Parameters<typeof feedAdapter>[0]);
  const limits = { ...DEFAULT_FEED_LIMITS, ...options.limits };
  const normalize = normalizeOptions(params);
  const memo = new RecordMemo();
  const seen = new CodeSet();
  let ordinal = 0;
  const text = decodeStream(bytes, params.encoding);
  for await (const batch of adapter.read(text, params, { limits, signal: options.signal })) {
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

/** readFeedBatches one event at a time. */
export async function* readFeedBytes(
  bytes: AsyncIterable<Buffer | Uint8Array>,
  className: string,
  rawParams: unknown,
  options: { limits?: Partial<FeedLimits>; signal?: AbortSignal } = {},
): AsyncGenerator<FeedEvent> {
  for await (const batch of readFeedBatches(bytes, className, rawParams, options)) yield* batch;
}

/** Opens the feed (http(s), or a file where allowed) and reads it: see readFeedBytes. */
export async function* readFeed(options: ReadFeedOptions): AsyncGenerator<FeedEvent> {
  const params = parseParams(options.className, options.params);
  const location = options.location ?? params.url;
  if (!location) throw new FeedError('feed_invalid_params', { field: 'url', reason: 'required' });
  const source = await openFeedSource(
    location,
    { user: params.user, password: params.password },
    { ...options.source, signal: options.signal ?? options.source?.signal },
  );
  try {
    yield* readFeedBytes(source.stream, options.className, options.params, options);
  } finally {
    // Stops the download when the consumer stops early (a preview limit, an error).
    (source.stream as Partial<Pick<Readable, 'destroy'>>).destroy?.();
  }
}
