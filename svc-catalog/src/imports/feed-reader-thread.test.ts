import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSV_BENCH_PARAMS, generateCsvFeed } from '../../../libs/feeds/src/bench/generate';
import { prestartFeedThread, startFeedThread, stopSpareFeedThread } from './feed-reader-thread';
import type { FeedThreadInput } from './feed-thread-protocol';

/**
 * The feed thread fills buffers the main thread gives back (recycle) instead of fresh ones: the COPY
 * text must be the same, byte for byte, whether its buffers were used before or not.
 */

const ROWS = 20_000;
let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'feedhub-feed-thread-'));
  file = join(dir, 'feed.csv');
  await generateCsvFeed(file, ROWS);
});
afterAll(async () => {
  await stopSpareFeedThread();
  await rm(dir, { recursive: true, force: true });
});

const input = (): FeedThreadInput => ({
  location: file,
  user: null,
  password: null,
  allowFiles: true,
  allowedNetworks: [],
  pace: { minBytesPerSecond: 0, windowMs: 60_000, maxDurationMs: null },
  className: 'csv',
  params: CSV_BENCH_PARAMS,
  mapper: 'products',
  blockBytes: 1 << 20,
  chunkRows: 5_000,
  // Little ahead, so the thread waits for the buffers it sent to come back before it needs new ones.
  aheadBytes: 1,
});

/** Reads the feed through the thread: its COPY text, its rows, and how many buffers it sent. */
async function readThrough(
  recycle: boolean,
  options?: { prestartNext: boolean },
): Promise<{ text: string; rows: number; buffers: number }> {
  const feed = startFeedThread(input(), undefined, options);
  const texts: string[] = [];
  let rows = 0;
  let buffers = 0;
  try {
    for await (const batch of feed.batches()) {
      rows += batch.rows;
      buffers += batch.blocks.length;
      // Read before the buffers go back (giving them back detaches them here).
      for (const { buffer, length } of batch.blocks) texts.push(Buffer.from(buffer, 0, length).toString());
      if (recycle) feed.recycle(batch.blocks.map((block) => block.buffer));
      feed.ack(batch.blocks.reduce((sum, block) => sum + block.length, 0));
    }
  } finally {
    await feed.stop();
  }
  return { text: texts.join(''), rows, buffers };
}

it('writes the same COPY text into given-back buffers as into fresh ones', async () => {
  const fresh = await readThrough(false);
  const recycled = await readThrough(true);
  expect(fresh.rows).toBe(ROWS);
  // Several buffers, so later ones were filled after earlier ones came back.
  expect(fresh.buffers).toBeGreaterThan(3);
  expect(recycled.rows).toBe(ROWS);
  expect(recycled.text.split('\n')).toHaveLength(ROWS + 1);
  expect(recycled.text).toBe(fresh.text);
}, 60_000);

it('a thread started ahead reads the run it is given, and a run can leave the next one started', async () => {
  const cold = await readThrough(false);
  prestartFeedThread();
  // Takes the spare, and starts the next spare when it ends; that one reads the third run.
  const warm = await readThrough(false, { prestartNext: true });
  const next = await readThrough(true);
  expect(warm.rows).toBe(ROWS);
  expect(warm.text).toBe(cold.text);
  expect(next.text).toBe(cold.text);
}, 60_000);
