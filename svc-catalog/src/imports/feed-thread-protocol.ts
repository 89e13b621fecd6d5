import { z } from 'zod';
import { LINE_MAPPER_NAMES } from './line-mappers';

/**
 * What the import's main thread and its feed thread (feed-thread.ts) say to each other. The thread
 * downloads, parses and maps the feed into COPY text; the main thread only streams that text into
 * the database and merges it. Blocks cross as transferred ArrayBuffers (no copy).
 */

/** What the thread reads and how (sent in its start message). */
export const FeedThreadInputSchema = z.object({
  location: z.string(),
  user: z.string().nullable(),
  password: z.string().nullable(),
  allowFiles: z.boolean(),
  allowedNetworks: z.array(z.string()),
  /** The download's rate floor and ceiling (DownloadPace of @feedhub/feeds). */
  pace: z.object({
    minBytesPerSecond: z.number().min(0),
    windowMs: z.number().positive(),
    maxDurationMs: z.number().positive().nullable(),
  }),
  className: z.string(),
  params: z.record(z.string(), z.unknown()),
  mapper: z.enum(LINE_MAPPER_NAMES),
  /** A block is sent once its text reaches this many bytes (0: only at a chunk's end). */
  blockBytes: z.number().int().min(0),
  /** Rows after which the current block ends a chunk (the main thread merges it). */
  chunkRows: z.number().int().positive(),
  /** Bytes of blocks the thread may send ahead of the main thread's acknowledgements. */
  aheadBytes: z.number().int().positive(),
  /** A batch with no block that ends no chunk (only records read and warnings) is sent at most this often. */
  progressMs: z.number().int().min(0),
  /**
   * The products mapper leaves each line's content hash for the main thread to write
   * (fillContentHashes): on PostgreSQL the main thread is nearly idle while this one is the run's
   * slowest part (the md5 is a tenth of its time on an XML feed). Not on PGlite: it is that main thread's database.
   */
  hashOnMain: z.boolean(),
});
export type FeedThreadInput = z.infer<typeof FeedThreadInputSchema>;

const PositionSchema = z.object({
  index: z.number().optional(),
  line: z.number().optional(),
  column: z.number().optional(),
  offset: z.number().optional(),
});

const WarningSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  position: PositionSchema,
  field: z.string().optional(),
  /** Set when the mapper skipped the record (a feed warning says itself whether it skips). */
  skipping: z.boolean().optional(),
});
export type ThreadWarning = z.infer<typeof WarningSchema>;

/** Thread → main. */
export const FeedThreadMessageSchema = z.discriminatedUnion('type', [
  z.object({
    /** One batch of the feed: its counts, its warnings and the blocks of COPY text it completed. */
    type: z.literal('batch'),
    read: z.number().int().min(0),
    bytesRead: z.number().min(0),
    bytesTotal: z.number().min(0).nullable(),
    warnings: z.array(WarningSchema),
    blocks: z.array(z.object({ buffer: z.instanceof(ArrayBuffer), length: z.number().int().min(0) })),
    /** Rows and rows in stock in those blocks. */
    rows: z.number().int().min(0),
    inStock: z.number().int().min(0),
    /** The blocks close a chunk: merge now. */
    endsChunk: z.boolean(),
  }),
  /**
   * The feed was read to its end (every block was sent before), with the attributes and brands its
   * records carried (the products mapper collects them: seen-attributes.ts; the others send none).
   */
  z.object({
    type: z.literal('end'),
    attributes: z
      .array(z.object({ code: z.string(), name: z.string(), type: z.string(), options: z.array(z.string()) }))
      .default([]),
  }),
  /** The feed failed: a FeedError (key, params, position) or anything else (message). */
  z.object({
    type: z.literal('failed'),
    name: z.string(),
    message: z.string(),
    key: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    position: PositionSchema.optional(),
  }),
]);
export type FeedThreadMessage = z.infer<typeof FeedThreadMessageSchema>;

/**
 * Main → thread, first: the run's input. A thread may be started ahead of its run (prestartFeedThread),
 * its modules loaded, and only learn what to read here.
 */
export const FeedThreadStartSchema = z.object({ type: z.literal('start'), input: FeedThreadInputSchema });
export type FeedThreadStart = z.infer<typeof FeedThreadStartSchema>;

/** Main → thread, after the start. */
export const FeedThreadControlSchema = z.discriminatedUnion('type', [
  /** These bytes of blocks are in the database's queue: the thread may read further. */
  z.object({ type: z.literal('ack'), bytes: z.number().int().min(0) }),
  /**
   * These blocks' buffers were written to the database: the thread fills them again (a fresh buffer
   * costs its page faults when first written: 14 % of the thread's time on a 200k XML feed, measured).
   */
  z.object({ type: z.literal('recycle'), buffers: z.array(z.instanceof(ArrayBuffer)) }),
]);
export type FeedThreadControl = z.infer<typeof FeedThreadControlSchema>;
