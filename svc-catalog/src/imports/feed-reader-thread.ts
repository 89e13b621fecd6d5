import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { FeedError, type FeedErrorKey } from '@feedhub/feeds';
import {
  FeedThreadMessageSchema,
  type FeedThreadControl,
  type FeedThreadInput,
  type FeedThreadMessage,
  type FeedThreadStart,
} from './feed-thread-protocol';
import type { SeenAttribute } from './seen-attributes';

/** A batch message of the feed thread. */
export type FeedThreadBatch = Extract<FeedThreadMessage, { type: 'batch' }>;

/** The feed thread of one run, seen from the main thread. */
export interface FeedThread {
  /** The feed's batches in order; ends when the feed was read to its end, throws the feed's failure. */
  batches(): AsyncGenerator<FeedThreadBatch>;
  /** The attributes the feed's records carried (products mapper), once the batches ended. */
  seenAttributes(): SeenAttribute[];
  /** These bytes of blocks are in the database's queue: the thread may read further. */
  ack(bytes: number): void;
  /** These blocks were written to the database: their buffers go back to the thread (transferred). */
  recycle(buffers: ArrayBuffer[]): void;
  /** Ends the thread (at once: a download in progress is dropped). */
  stop(): Promise<void>;
}

/**
 * The thread's script. Built services run feed-thread.js; under jest the sources are TypeScript, so
 * the thread first loads the hook that compiles them as jest does (tools/jest/register-ts.js).
 */
function threadScript(): { script: string; eval: boolean } {
  const file = join(__dirname, `feed-thread${extname(__filename)}`);
  if (extname(__filename) !== '.ts') return { script: file, eval: false };
  const hook = join(__dirname, '..', '..', '..', 'tools', 'jest', 'register-ts.js');
  return { script: `require(${JSON.stringify(hook)}); require(${JSON.stringify(file)});`, eval: true };
}

/** The error the thread reported, as the job runtime knows it (a FeedError ends the job with its key). */
function failureOf(message: Extract<FeedThreadMessage, { type: 'failed' }>): Error {
  if (message.name === 'FeedError' && message.key)
    return new FeedError(message.key as FeedErrorKey, message.params ?? {}, message.position);
  const error = new Error(message.message);
  error.name = message.name;
  return error;
}

function newThread(): Worker {
  const { script, eval: isEval } = threadScript();
  return new Worker(script, { eval: isEval });
}

/**
 * A feed thread started ahead of its run (FEED_THREAD_PRESTART), its modules loaded, waiting for its
 * start message: the next run takes it instead of starting one (a thread's start, mostly loading
 * @feedhub/feeds, zod and undici, took 0.45–0.65 s before its first batch: a tenth of a 200k CSV
 * import; measured). Unreferenced: it never keeps the process alive.
 */
let spare: Worker | null = null;

/** Starts the spare thread unless there is one. */
export function prestartFeedThread(): void {
  if (spare) return;
  const worker = newThread();
  worker.unref();
  // One that fails or ends while it waits is dropped: the next run starts a thread of its own.
  const drop = () => {
    if (spare === worker) spare = null;
  };
  worker.once('error', drop);
  worker.once('exit', drop);
  spare = worker;
}

/** Ends the spare thread (the service stops). */
export async function stopSpareFeedThread(): Promise<void> {
  const worker = spare;
  spare = null;
  await worker?.terminate();
}

/**
 * Starts the feed thread of a run (the spare one when there is one); an abort of `signal` ends it (the
 * batches then throw). `prestartNext`: once it ends, a spare is started for the next run.
 */
export function startFeedThread(
  input: FeedThreadInput,
  signal?: AbortSignal,
  { prestartNext = false } = {},
): FeedThread {
  const worker = spare ?? newThread();
  spare = null;
  worker.removeAllListeners();
  worker.ref();
  worker.postMessage({ type: 'start', input } satisfies FeedThreadStart);
  /** Messages not yet taken, and the taker waiting for the next one. */
  const inbox: (FeedThreadMessage | Error)[] = [];
  let waiting: (() => void) | null = null;
  const deliver = (item: FeedThreadMessage | Error) => {
    inbox.push(item);
    waiting?.();
    waiting = null;
  };
  worker.on('message', (raw: unknown) => {
    const parsed = FeedThreadMessageSchema.safeParse(raw);
    deliver(parsed.success ? parsed.data : new Error(`feed thread: ${parsed.error.message}`));
  });
  worker.on('error', (error: Error) => deliver(error));
  worker.on('exit', (code) => deliver(new Error(`the feed thread ended early (exit code ${code})`)));
  let stopped = false;
  let attributes: SeenAttribute[] = [];
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    worker.removeAllListeners('exit');
    deliver(new Error('the feed thread was stopped'));
    await worker.terminate();
    if (prestartNext) prestartFeedThread();
  };
  signal?.addEventListener('abort', () => void stop(), { once: true });

  return {
    async *batches() {
      for (;;) {
        while (!inbox.length) await new Promise<void>((resolve) => (waiting = resolve));
        const item = inbox.shift()!;
        if (item instanceof Error) throw item;
        if (item.type === 'end') {
          attributes = item.attributes;
          return;
        }
        if (item.type === 'failed') throw failureOf(item);
        yield item;
      }
    },
    seenAttributes: () => attributes,
    ack(bytes) {
      if (!stopped) worker.postMessage({ type: 'ack', bytes } satisfies FeedThreadControl);
    },
    recycle(buffers) {
      if (!stopped) worker.postMessage({ type: 'recycle', buffers } satisfies FeedThreadControl, buffers);
    },
    stop,
  };
}
