import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  progressMs: 0,
  hashOnMain: false,
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

it('sends progress alone at most every progressMs, and loses no count or warning for it', async () => {
  // The feed's first 300 products again at its end: 300 repeated codes, each a warning.
  const repeated = join(dir, 'repeated.csv');
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
  await writeFile(repeated, [...lines, ...lines.slice(1, 301)].join('\n') + '\n');
  const readAll = async (progressMs: number) => {
    const feed = startFeedThread({ ...input(), location: repeated, progressMs });
    const totals = { messages: 0, progressOnly: 0, read: 0, rows: 0, warnings: [] as string[] };
    try {
      for await (const batch of feed.batches()) {
        totals.messages += 1;
        if (!batch.blocks.length && !batch.endsChunk) totals.progressOnly += 1;
        totals.read += batch.read;
        totals.rows += batch.rows;
        for (const warning of batch.warnings) totals.warnings.push(String(warning.params?.code));
        feed.recycle(batch.blocks.map((block) => block.buffer));
        feed.ack(batch.blocks.reduce((sum, block) => sum + block.length, 0));
      }
    } finally {
      await feed.stop();
    }
    return totals;
  };
  const everyBatch = await readAll(0);
  const held = await readAll(3_600_000);
  // Every batch of the reader was a message; held back, only the first (the run shows it reads), blocks
  // and chunk ends are.
  expect(everyBatch.progressOnly).toBeGreaterThan(10);
  expect(held.progressOnly).toBe(1);
  expect(held.messages).toBeLessThan(everyBatch.messages);
  for (const totals of [everyBatch, held]) {
    expect(totals.read).toBe(ROWS);
    expect(totals.rows).toBe(ROWS);
    expect(totals.warnings).toHaveLength(300);
  }
  // The same warnings, in the feed's order.
  expect(held.warnings).toEqual(everyBatch.warnings);
  expect(held.warnings.slice(0, 2)).toEqual(lines.slice(1, 3).map((line) => line.split(';')[0]));
}, 60_000);

it('progress held back still arrives when the feed stalls before its next batch', async () => {
  // 3,000 products, then the supplier sends nothing more (the connection stays open).
  const lines = (await readFile(file, 'utf8')).split('\n').slice(0, 3_001);
  const open: ServerResponse[] = [];
  const server = createServer((_req, res) => {
    open.push(res);
    res.writeHead(200, { 'Content-Type': 'text/csv' });
    res.write(lines.join('\n') + '\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stalls.csv`;
  const feed = startFeedThread({
    ...input(),
    location: url,
    allowFiles: false,
    allowedNetworks: ['127.0.0.1'],
    chunkRows: 50_000,
    aheadBytes: 1 << 24,
    progressMs: 200,
  });
  let read = 0;
  let blocks = 0;
  try {
    const batches = feed.batches();
    // Every record is counted, though no block and no chunk end come to send it with.
    while (read < 3_000) {
      const next = await Promise.race([
        batches.next(),
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 10_000)),
      ]);
      if (next === 'late' || next.done) break;
      read += next.value.read;
      blocks += next.value.blocks.length;
    }
  } finally {
    await feed.stop();
    for (const res of open) res.destroy();
    server.close();
  }
  expect(read).toBe(3_000);
  expect(blocks).toBe(0);
}, 30_000);
