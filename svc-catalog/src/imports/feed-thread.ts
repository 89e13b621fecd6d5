import { parentPort } from 'node:worker_threads';
import { isFeedError, openFeedSource, readFeedBatches } from '@feedhub/feeds';
import {
  FeedThreadControlSchema,
  FeedThreadStartSchema,
  type FeedThreadInput,
  type FeedThreadMessage,
  type ThreadWarning,
} from './feed-thread-protocol';
import { paceOptions } from './download-pace';
import { LINE_MAPPERS } from './line-mappers';
import { AttributeCollector } from './seen-attributes';

/**
 * The feed thread of a staged import (started by feed-reader-thread.ts): downloads the feed, parses
 * it, maps every record to its COPY line and writes the lines as UTF-8 straight into 1 MiB buffers,
 * which it hands to the main thread. Parsing and mapping are most of an import's CPU; here they run
 * beside the database work and the service's API instead of on the same thread.
 */

/** Size of the buffers lines are written into. */
const PART_BYTES = 1 << 20;
/** Written buffers the main thread gave back, kept to fill again (at most this many: 32 MiB). */
const MAX_SPARE_PARTS = 32;
/** Warnings held back at most before they are sent anyway. */
const MAX_HELD_WARNINGS = 1_000;

type Block = { buffer: ArrayBuffer; length: number };

function post(message: FeedThreadMessage, transfer: ArrayBuffer[] = []): void {
  parentPort!.postMessage(message, transfer);
}

/**
 * Bytes sent and not yet acknowledged (the thread waits while they exceed `aheadBytes`), and the
 * buffers given back to fill again.
 */
function flowControl(aheadBytes: number) {
  let unacked = 0;
  let wake: (() => void) | null = null;
  const spare: ArrayBuffer[] = [];
  parentPort!.on('message', (raw: unknown) => {
    const control = FeedThreadControlSchema.parse(raw);
    if (control.type === 'recycle') {
      for (const buffer of control.buffers)
        if (buffer.byteLength === PART_BYTES && spare.length < MAX_SPARE_PARTS) spare.push(buffer);
      return;
    }
    unacked -= control.bytes;
    if (unacked <= aheadBytes && wake) {
      wake();
      wake = null;
    }
  });
  return {
    /** A buffer of at least `bytes` to write lines into: a spare one when it is large enough. */
    part(bytes: number): Buffer {
      const buffer = bytes <= PART_BYTES ? spare.pop() : undefined;
      return buffer ? Buffer.from(buffer) : Buffer.allocUnsafeSlow(Math.max(PART_BYTES, bytes));
    },
    sent(bytes: number) {
      unacked += bytes;
    },
    async room(): Promise<void> {
      while (unacked > aheadBytes) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

async function run(input: FeedThreadInput): Promise<void> {
  const map = LINE_MAPPERS[input.mapper];
  const lineOptions = { hash: !input.hashOnMain };
  const flow = flowControl(input.aheadBytes);
  // The products import leaves the attributes it saw ready to map (sent with the end, written once).
  const seen = input.mapper === 'products' ? new AttributeCollector() : null;
  const source = await openFeedSource(
    input.location,
    { user: input.user, password: input.password },
    { allowedNetworks: input.allowedNetworks, allowFiles: input.allowFiles, ...paceOptions(input.pace) },
  );
  let part = flow.part(0);
  let used = 0;
  /** Parts of the block being filled, and its bytes. */
  let parts: Block[] = [];
  let partsBytes = 0;
  /** Blocks completed since the last message. */
  let blocks: Block[] = [];
  let blockRows = 0;
  let blockInStock = 0;
  let chunkRows = 0;
  // A part owns its ArrayBuffer (allocUnsafeSlow or given back; never the shared pool), so it can be transferred.
  const endPart = (next: number) => {
    if (used) {
      parts.push({ buffer: part.buffer as ArrayBuffer, length: used });
      partsBytes += used;
    }
    part = flow.part(next);
    used = 0;
  };
  const endBlock = () => {
    if (used) endPart(0);
    blocks.push(...parts);
    parts = [];
    partsBytes = 0;
  };
  /** Posts the blocks completed so far with the counts; answers their bytes. */
  const postBatch = (read: number, warnings: ThreadWarning[], endsChunk: boolean): number => {
    const bytes = blocks.reduce((sum, block) => sum + block.length, 0);
    post(
      {
        type: 'batch',
        read,
        bytesRead: source.bytesRead(),
        bytesTotal: source.size(),
        warnings,
        blocks,
        rows: blockRows,
        inStock: blockInStock,
        endsChunk,
      },
      blocks.map((block) => block.buffer),
    );
    blocks = [];
    blockRows = 0;
    blockInStock = 0;
    return bytes;
  };
  const send = async (read: number, warnings: ThreadWarning[], endsChunk: boolean) => {
    flow.sent(postBatch(read, warnings, endsChunk));
    await flow.room();
  };

  /** Progress held back goes anyway once the interval is over, should the feed stall before its next batch. */
  let trailing: ReturnType<typeof setTimeout> | null = null;
  try {
    /** Records read and warnings not sent yet, and when the last message went. */
    let read = 0;
    let warnings: ThreadWarning[] = [];
    // The first batch goes at once: the run shows it is reading.
    let lastSent = -Infinity;
    const take = () => {
      if (trailing) clearTimeout(trailing);
      trailing = null;
      const taken = { read, warnings };
      warnings = [];
      read = 0;
      lastSent = performance.now();
      return taken;
    };
    const flush = async (endsChunk: boolean) => {
      const taken = take();
      await send(taken.read, taken.warnings, endsChunk);
    };
    const holdBack = () => {
      if (trailing || (!read && !warnings.length)) return;
      trailing = setTimeout(
        () => {
          // Between two batches (the loop waits for the feed), with no block held (a block is sent
          // at once): progress alone, so no flow control to wait for.
          const taken = take();
          postBatch(taken.read, taken.warnings, false);
        },
        Math.max(0, input.progressMs - (performance.now() - lastSent)),
      );
    };
    for await (const batch of readFeedBatches(source.stream, input.className, input.params)) {
      for (const event of batch) {
        if (event.type !== 'record') {
          warnings.push(event.warning);
          continue;
        }
        read += 1;
        const mapped = map(event.record, lineOptions);
        if (!mapped.ok) {
          warnings.push({ ...mapped.warning, skipping: true });
          continue;
        }
        seen?.add(event.record);
        // A UTF-16 unit is at most 3 bytes of UTF-8.
        const most = mapped.line.length * 3;
        if (used + most > part.length) {
          endPart(most);
          if (input.blockBytes && partsBytes >= input.blockBytes) endBlock();
        }
        used += part.write(mapped.line, used);
        blockRows += 1;
        chunkRows += 1;
        if (mapped.inStock) blockInStock += 1;
      }
      const endsChunk = chunkRows >= input.chunkRows;
      if (endsChunk) {
        endBlock();
        chunkRows = 0;
      }
      if (
        endsChunk ||
        blocks.length ||
        warnings.length >= MAX_HELD_WARNINGS ||
        performance.now() - lastSent >= input.progressMs
      )
        await flush(endsChunk);
      else holdBack();
    }
    endBlock();
    await flush(true);
    post({ type: 'end', attributes: seen?.rows() ?? [] });
  } finally {
    if (trailing) clearTimeout(trailing);
    (source.stream as Partial<{ destroy(): void }>).destroy?.();
  }
}

/** The run's input: the thread's first message (it may have been started ahead of its run). */
function startMessage(): Promise<FeedThreadInput> {
  return new Promise((resolve, reject) =>
    parentPort!.once('message', (raw: unknown) => {
      const start = FeedThreadStartSchema.safeParse(raw);
      if (start.success) resolve(start.data.input);
      else reject(new Error(`feed thread: ${start.error.message}`));
    }),
  );
}

// After its last message the thread only waits for the main thread to end it (terminate).
(async () => run(await startMessage()))().catch((error: unknown) => {
  const failure: FeedThreadMessage = isFeedError(error)
    ? {
        type: 'failed',
        name: 'FeedError',
        message: error.message,
        key: error.key,
        params: error.params,
        position: error.position,
      }
    : {
        type: 'failed',
        name: error instanceof Error ? error.name : 'Error',
        message: error instanceof Error ? error.message : String(error),
      };
  post(failure);
});
