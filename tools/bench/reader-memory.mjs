// The feed reader's memory, without a database (node tools/bench/reader-memory.mjs [--products=200000,600000,2000000]
// [--formats=xml,csv] [--modes=feeds,mapped,thread]): generated feeds (libs/feeds' bench generator) read to their end,
// each run in a child process of its own, so its peak RSS is its own.
//   feeds   readFeedBatches alone (libs/feeds), in the child's main thread: peak RSS and peak V8 heap
//   mapped  readFeedBatches, then the feed thread's work on each record in the same thread (map to a COPY
//           line, collect the attributes): peak RSS and peak V8 heap
//   thread  the import's feed thread (svc-catalog feed-reader-thread: read, map to COPY lines, collect the
//           attributes), every block acknowledged and given back at once as if the database took it: the process's peak RSS
// Memory is flat when the figures at 2M are those at 200k. Builds nothing: run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';

const require = createRequire(import.meta.url);
const MB = 1024 * 1024;
const round = (n) => Math.round(n * 10) / 10;
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const generator = require('../../libs/feeds/dist/bench/generate.js');
const PARAMS = { xml: generator.XML_BENCH_PARAMS, csv: generator.CSV_BENCH_PARAMS };

/** Samples RSS and the V8 heap every 20 ms; `end()` gives their peaks. */
function sampler() {
  let rss = 0;
  let heap = 0;
  let external = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, getHeapStatistics().used_heap_size);
    external = Math.max(external, usage.arrayBuffers);
  };
  const timer = setInterval(sample, 20);
  return {
    end() {
      clearInterval(timer);
      sample();
      return {
        peakRssMB: round(Math.max(rss, process.resourceUsage().maxRSS * 1024) / MB),
        peakHeapMB: round(heap / MB),
        peakArrayBuffersMB: round(external / MB),
      };
    },
  };
}

async function readAlone(format, file) {
  const { readFeedBatches } = require('../../libs/feeds/dist/read-feed.js');
  let records = 0;
  for await (const batch of readFeedBatches(
    createReadStream(file, { highWaterMark: 64 * 1024 }),
    format,
    PARAMS[format],
  ))
    for (const event of batch) if (event.type === 'record') records++;
  return records;
}

async function readMapped(format, file) {
  const { readFeedBatches } = require('../../libs/feeds/dist/read-feed.js');
  const { LINE_MAPPERS } = require('../../svc-catalog/dist/imports/line-mappers.js');
  const { AttributeCollector } = require('../../svc-catalog/dist/imports/seen-attributes.js');
  const seen = new AttributeCollector();
  const part = Buffer.allocUnsafeSlow(1 << 20);
  let records = 0;
  for await (const batch of readFeedBatches(
    createReadStream(file, { highWaterMark: 64 * 1024 }),
    format,
    PARAMS[format],
  ))
    for (const event of batch) {
      if (event.type !== 'record') continue;
      const mapped = LINE_MAPPERS.products(event.record);
      if (!mapped.ok) continue;
      seen.add(event.record);
      part.write(mapped.line, 0);
      records++;
    }
  return records;
}

async function readInThread(format, file) {
  const { startFeedThread } = require('../../svc-catalog/dist/imports/feed-reader-thread.js');
  const feed = startFeedThread({
    location: file,
    user: null,
    password: null,
    allowFiles: true,
    allowedNetworks: [],
    pace: { minBytesPerSecond: 0, windowMs: 60_000, maxDurationMs: null },
    className: format,
    params: PARAMS[format],
    mapper: 'products',
    blockBytes: 1 << 20,
    chunkRows: 50_000,
    aheadBytes: 24 << 20,
    progressMs: 100,
    hashOnMain: false,
  });
  let records = 0;
  try {
    for await (const batch of feed.batches()) {
      records += batch.rows;
      feed.ack(batch.blocks.reduce((sum, block) => sum + block.length, 0));
      feed.recycle(batch.blocks.map((block) => block.buffer));
    }
  } finally {
    await feed.stop();
  }
  return records;
}

/** Child: one run, its figures as JSON on stdout. */
async function child(mode, format, file) {
  const memory = sampler();
  const started = performance.now();
  const records = await { feeds: readAlone, mapped: readMapped, thread: readInThread }[mode](format, file);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    JSON.stringify({
      records,
      seconds: round(seconds),
      recordsPerSecond: Math.round(records / seconds),
      ...memory.end(),
    }),
  );
}

async function main() {
  const sizes = arg('products', '200000,600000,2000000').split(',').map(Number);
  const formats = arg('formats', 'xml,csv').split(',');
  const modes = arg('modes', 'feeds,mapped,thread').split(',');
  const dir = arg('dir', null) ?? mkdtempSync(join(tmpdir(), 'feedhub-reader-memory-'));
  const results = {};
  try {
    for (const format of formats) {
      for (const size of sizes) {
        const file = join(dir, `feed-${size}.${format}`);
        if (!existsSync(file))
          await generator[format === 'xml' ? 'generateXmlFeed' : 'generateCsvFeed'](file, size);
        for (const mode of modes) {
          const run = spawnSync(
            process.execPath,
            [fileURLToPath(import.meta.url), '--child', mode, format, file],
            {
              encoding: 'utf8',
            },
          );
          if (run.status !== 0) throw new Error(`${mode} ${format} ${size}: ${run.stderr}`);
          const figures = { fileMB: round(statSync(file).size / MB), ...JSON.parse(run.stdout) };
          results[`${mode}-${format}-${size}`] = figures;
          console.log(
            `${mode.padEnd(6)} ${format} ${String(size).padStart(7)}  ${String(figures.recordsPerSecond).padStart(6)} records/s  peak RSS ${figures.peakRssMB} MB  heap ${figures.peakHeapMB} MB  array buffers ${figures.peakArrayBuffersMB} MB`,
          );
        }
      }
    }
  } finally {
    if (!arg('dir', null)) rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4], process.argv[5]);
else await main();
