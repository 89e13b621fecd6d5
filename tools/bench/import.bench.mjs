// Import benchmark (npm run bench -- import [--products=1000000] [--formats=xml,csv] [--guard=off] [--keep]): a generated
// supplier feed (entities, CDATA, decimal commas, attributes; ~750 B a product in XML) served over
// http on loopback by a process of its own (feed-server.mjs), imported by importProducts end to end through the job mechanism (job added over
// the API, claimed and run by the catalog's worker, finished through jobs): first import, unchanged
// re-import, re-import with 10% of the products changed. Products/s from the job's start to its end,
// and the memory the run adds to the process: peak RSS during the run minus the RSS before it (the
// platform, and PGlite's ~770 MB, already open), and that peak itself. Runs on PGlite and the in-process bus,
// or on DATABASE_URL / NATS_URL when set. On PostgreSQL it first measures, in the same run and database,
// the bare-insert ceiling for as many rows (insert-ceiling.mjs), and prints each import's products/s
// beside it as a ratio.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminSession, benchStaticRoot, startBenchPlatform } from './bench-platform.mjs';
import { measureInsertCeiling } from './insert-ceiling.mjs';
import { createBenchDatabase } from './bench-database.mjs';

const require = createRequire(import.meta.url);

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ??
  process.env[`BENCH_${name.toUpperCase()}`] ??
  fallback;
const PRODUCTS = Number(arg('products', '200000'));
const FORMATS = arg('formats', 'xml,csv').split(',');
/** --guard=off: the partner's guard limits at 0 (re-imports not judged), to measure what the guard costs. */
const GUARD = arg('guard', 'on');
/**
 * --reimports=N: after the three runs, N more re-imports alternating the 10 %-changed and the plain
 * feed (each rewrites a tenth of the partner), then the partner's table and indexes against their size
 * right after the first import (PostgreSQL: pg_total_relation_size of its partition).
 */
const REIMPORTS = Number(arg('reimports', '0'));
const stack = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
// On PostgreSQL, a database of its own, dropped at the end: runs must not see each other's partners
// (the server's own database kept every earlier run's products and schemas).
const ownDatabase = process.env.DATABASE_URL && (await createBenchDatabase(process.env.DATABASE_URL));
if (ownDatabase) process.env.DATABASE_URL = ownDatabase.url;
const MB = 1024 * 1024;
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

// --- feeds: the generator and mapping of libs/feeds' own benchmark ----------------------------------
const {
  generateCsvFeed,
  generateXmlFeed,
  CSV_BENCH_PARAMS,
  XML_BENCH_PARAMS,
} = require('../../libs/feeds/dist/bench/generate.js');
const GENERATE = { xml: generateXmlFeed, csv: generateCsvFeed };
const PARAMS = { xml: XML_BENCH_PARAMS, csv: CSV_BENCH_PARAMS };

// --- platform -----------------------------------------------------------------------------------
const dir = mkdtempSync(join(tmpdir(), 'feedhub-import-bench-'));
const staticRoot = benchStaticRoot(dir);
// The feed files are served by a process of their own (feed-server.mjs), as a supplier's are.
const feedServer = fork(join(dirname(fileURLToPath(import.meta.url)), 'feed-server.mjs'));
const nextMessage = () => new Promise((resolve) => feedServer.once('message', resolve));
const feedBase = `http://127.0.0.1:${(await nextMessage()).port}`;
/** Serves the file at the path (a later call for the same path replaces it). */
async function serve(path, file) {
  const served = nextMessage();
  feedServer.send({ serve: path, file });
  await served;
}

const password = 'bench-password-1';
const platform = await startBenchPlatform({
  dataDir: dir,
  env: {
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: password,
    STATIC_ROOT: staticRoot,
    FEED_ALLOWED_NETWORKS: '127.0.0.1',
    JOB_REPORT_EVERY_MS: '2000',
    JOB_LEASE_MS: '60000',
  },
});
const base = platform.url;

const { call } = await adminSession(base, password);

/**
 * Each run starts with nothing of what came before it left to write: the generated feeds' dirty
 * pages written out (sync), and on PostgreSQL a CHECKPOINT (the ceiling's or the previous run's WAL
 * otherwise set off a checkpoint in the middle of the next run: 0.9 s of a 6.2 s first import when
 * it did, measured). A run's own writes still cost it what they cost.
 */
async function settle() {
  execFileSync('sync');
  if (process.env.DATABASE_URL) await platform.resources.knex.raw('checkpoint');
}

/** Adds a job for the task and waits for it; samples the process RSS meanwhile. */
async function runJob(partnerId, taskId) {
  await settle();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  await call('POST', '/api/partner-job/add', { taskId });
  let job;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const { json } = await call('GET', `/api/partner-job/desktop?filter[partnerId]=${partnerId}`);
    job = [...json.data.done, ...json.data.error].find((j) => !seenJobs.has(j.id));
    if (job) break;
  }
  clearInterval(sampler);
  seenJobs.add(job.id);
  if (job.status !== 'done') throw new Error(`job ${job.id} ended in ${job.status}: ${job.error}`);
  const seconds = (new Date(job.finishedAt) - new Date(job.startedAt)) / 1000;
  return {
    seconds: round(seconds, 2),
    productsPerSecond: Math.round(job.progress.read / seconds),
    read: job.progress.read,
    new: job.progress.new,
    changed: job.progress.changed,
    unchanged: job.progress.unchanged,
    rssBeforeMB: round(before / MB),
    peakRssMB: round(peak / MB),
    addedRssMB: round((peak - before) / MB),
  };
}
const seenJobs = new Set();

const results = {
  stack,
  products: PRODUCTS,
  processRssAfterOpenMB: round(process.memoryUsage().rss / MB),
  runs: {},
};
console.log(
  `import bench: ${PRODUCTS} products on ${stack}; RSS after the platform opened ${results.processRssAfterOpenMB} MB`,
);
// The ceiling does not depend on the format: once per run, before the imports, in the catalog's database
// (the platform migrated it: the copy takes the real table's columns and indexes).
if (process.env.DATABASE_URL) {
  await settle();
  const ceiling = await measureInsertCeiling(process.env.DATABASE_URL, PRODUCTS);
  results.ceiling = ceiling;
  console.log(
    `  ceiling   ${ceiling.rows} rows: indexed (${ceiling.indexes} indexes) ${ceiling.indexed.rowsPerSecond} rows/s  bare ${ceiling.bare.rowsPerSecond} rows/s  bare+build ${ceiling.bareBuild.rowsPerSecond} rows/s (insert ${ceiling.bare.seconds}s + indexes ${ceiling.bareBuild.buildSeconds}s)`,
  );
} else {
  results.ceiling = null;
  console.log('  ceiling: PostgreSQL only');
}
/** The partner's products table with its indexes, in bytes (PostgreSQL), or null (none of its own). */
async function partitionBytes(partnerId) {
  if (!process.env.DATABASE_URL) return null;
  const { rows } = await platform.resources.knex.raw(
    `select pg_total_relation_size(to_regclass(format('catalog.partner_products_p%s', ?::int)))::bigint as bytes`,
    [partnerId],
  );
  return rows[0].bytes === null ? null : Number(rows[0].bytes);
}
/** An import's products/s against the ceiling (import ÷ ceiling), when there is one. */
const ofCeiling = (r) =>
  results.ceiling && {
    indexed: round(r.productsPerSecond / results.ceiling.indexed.rowsPerSecond, 2),
    bareBuild: round(r.productsPerSecond / results.ceiling.bareBuild.rowsPerSecond, 2),
  };
for (const format of FORMATS) {
  const plain = join(dir, `feed.${format}`);
  const changed = join(dir, `feed-changed.${format}`);
  await GENERATE[format](plain, PRODUCTS);
  await GENERATE[format](changed, PRODUCTS, 10);
  await serve(`/${format}`, plain);
  const { json } = await call('POST', '/api/partners/save', {
    name: `Bench ${format} ${Date.now()}`,
    className: format,
    isActive: true,
    ...(GUARD === 'off' ? { guardStockPercent: 0, guardPricePercent: 0 } : {}),
    params: { ...PARAMS[format], url: `${feedBase}/${format}` },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
  });
  const partnerId = json.data.id;
  const taskId = (await call('GET', `/api/partners/${partnerId}`)).json.data.tasks[0].id;
  const run = {
    feedMB: round(statSync(plain).size / MB),
    first: await runJob(partnerId, taskId),
  };
  const sizeAfterFirst = await partitionBytes(partnerId);
  run.unchanged = await runJob(partnerId, taskId);
  await serve(`/${format}`, changed);
  run.changed10 = await runJob(partnerId, taskId);
  results.runs[format] = run;
  if (REIMPORTS && sizeAfterFirst !== null) {
    for (let k = 0; k < REIMPORTS; k++) {
      await serve(`/${format}`, k % 2 ? changed : plain);
      await runJob(partnerId, taskId);
    }
    const sizeAfter = await partitionBytes(partnerId);
    run.bloat = {
      reimports: REIMPORTS + 2,
      freshMB: round(sizeAfterFirst / MB),
      afterMB: round(sizeAfter / MB),
      ratio: round(sizeAfter / sizeAfterFirst, 2),
    };
    console.log(
      `  ${format} bloat: table and indexes ${run.bloat.freshMB} MB after the first import, ${run.bloat.afterMB} MB after ${run.bloat.reimports} re-imports (×${run.bloat.ratio}; target ≤ 1.5)`,
    );
  }
  for (const [name, r] of Object.entries(run).filter(
    ([key, r]) => typeof r === 'object' && key !== 'bloat',
  )) {
    r.ofCeiling = ofCeiling(r);
    const ceiling = r.ofCeiling
      ? `  | ceiling indexed ${results.ceiling.indexed.rowsPerSecond}/s (×${r.ofCeiling.indexed}) bare+build ${results.ceiling.bareBuild.rowsPerSecond}/s (×${r.ofCeiling.bareBuild})`
      : '';
    console.log(
      `  ${format} ${name.padEnd(9)} ${String(r.productsPerSecond).padStart(7)} products/s  ${r.seconds}s  new ${r.new} changed ${r.changed} unchanged ${r.unchanged}  RSS +${r.addedRssMB} MB (peak ${r.peakRssMB} MB)${ceiling}`,
    );
  }
}
results.targets = {
  firstImportPerSecond: stack === 'pglite' ? 15000 : 40000,
  unchangedPerSecond: stack === 'pglite' ? null : 60000,
  addedRssMB: 300,
};

await platform.stop(100);
feedServer.disconnect();
rmSync(dir, { recursive: true, force: true });
// --keep leaves the database (PostgreSQL) for EXPLAIN sessions: its name is printed.
if (ownDatabase && process.argv.includes('--keep')) {
  console.log(`kept the database ${ownDatabase.name}`);
  await ownDatabase.keep();
} else if (ownDatabase) await ownDatabase.drop();
if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
