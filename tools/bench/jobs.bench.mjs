// Job mechanism benchmark (npm run bench -- jobs [--jobs=1000] [--idle=100] [--slots=8]): small jobs through
// the whole mechanism — added over the API, outbox, relay, work queue, claim, a no-op method, finish —
// on the embedded stack (PGlite, in-process bus) and on PostgreSQL + NATS JetStream (a database of
// its own on DATABASE_URL's server, else 127.0.0.1:5432; NATS_URL, else 127.0.0.1:4222).
//   throughput: N jobs added 16 at a time and taken by a pool of worker slots (8), jobs/s from the
//   first add to the last done;
//   pickup: on an idle system, jobs added one at a time, added → running (the job row's created_at
//   and started_at, one clock), p50 / p95.
// Targets (issue "Jobs as a platform"): ≥ 200 jobs/s, pickup p95 ≤ 300 ms.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ??
  process.env[`BENCH_${name.toUpperCase()}`] ??
  fallback;
const JOBS = Number(arg('jobs', '1000'));
const IDLE = Number(arg('idle', '100'));
const CONCURRENCY = 16;
/** Worker slots taking the jobs (catalog replicas × WORKER_CONCURRENCY in a cluster). */
const SLOTS = Number(arg('slots', '8'));
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const stackArg = arg('stack', '');
if (!stackArg) {
  // The parent: one child per stack, each on a fresh platform; their figures together.
  const results = {};
  for (const stack of ['embedded', 'postgresql+nats']) {
    const out = join(tmpdir(), `feedhub-jobs-bench-${stack}-${process.pid}.json`);
    rmSync(out, { force: true });
    const run = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), `--stack=${stack}`, ...process.argv.slice(2)],
      {
        stdio: 'inherit',
        env: { ...process.env, BENCH_OUT: out },
      },
    );
    if (run.status !== 0) process.exit(run.status ?? 1);
    results[stack] = JSON.parse(readFileSync(out, 'utf8'));
  }
  console.log('\n| stack | jobs | jobs/s | pickup p50 (ms) | pickup p95 (ms) |\n|---|---|---|---|---|');
  for (const [stack, r] of Object.entries(results))
    if (!r.skipped)
      console.log(`| ${stack} | ${r.jobs} | ${r.jobsPerSecond} | ${r.pickupP50Ms} | ${r.pickupP95Ms} |`);
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(results, null, 2));
  process.exit(0);
}

const reachable = (url, port) =>
  new Promise((resolve) => {
    const socket = connect({ host: url, port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

let dropDatabase = async () => undefined;
if (stackArg === 'postgresql+nats') {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  const pg = new URL(serverUrl);
  const nats = new URL(natsUrl);
  if (
    !(await reachable(pg.hostname, Number(pg.port || 5432))) ||
    !(await reachable(nats.hostname, Number(nats.port || 4222)))
  ) {
    console.log(`PostgreSQL (${pg.host}) or NATS (${nats.host}) not reachable: this stack is skipped`);
    writeFileSync(process.env.BENCH_OUT, JSON.stringify({ skipped: true }));
    process.exit(0);
  }
  const knexFactory = require('knex');
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const dbName = `feedhub_bench_jobs_${randomBytes(4).toString('hex')}`;
  await admin.raw('create database ??', [dbName]);
  pg.pathname = `/${dbName}`;
  process.env.DATABASE_URL = pg.toString();
  process.env.NATS_URL = natsUrl;
  dropDatabase = async () => {
    await admin.raw('drop database if exists ?? with (force)', [dbName]);
    await admin.destroy();
  };
} else {
  delete process.env.DATABASE_URL;
  delete process.env.NATS_URL;
}

const { adminSession, benchStaticRoot, startBenchPlatform } = await import('./bench-platform.mjs');
const { createLogger } = require('@feedhub/service-kit');
const { definedJobs, startJobWorkers } = require('@feedhub/jobs');
const dir = mkdtempSync(join(tmpdir(), 'feedhub-jobs-bench-'));
const password = 'bench-password-1';
const platform = await startBenchPlatform({
  dataDir: dir,
  env: {
    GATEWAY_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_PASSWORD: password,
    STATIC_ROOT: benchStaticRoot(dir),
    // The benchmark's own pool runs the jobs (a no-op method): no imports, no demo partner.
    WORKER_CONCURRENCY: '0',
    DEMO_PARTNER: 'false',
  },
});
const { knex, bus } = platform.resources;
const { call } = await adminSession(platform.url, password);

// One task per job: a task has one pending job at a time (SPEC §4).
const tasks = [];
for (let i = 0; i < JOBS; i += 500) {
  const rows = await knex('jobs.partner_tasks')
    .insert(
      Array.from({ length: Math.min(500, JOBS - i) }, (_, k) => ({
        partner_id: 1_000_000 + i + k,
        name: `bench-${i + k}`,
        method_name: 'updateAmounts',
        queue: 'low',
      })),
    )
    .returning('id');
  tasks.push(...rows.map((r) => r.id));
}

const workers = startJobWorkers(
  { bus, log: createLogger('jobs-bench', 'silent'), instance: 'bench' },
  {
    jobs: definedJobs({ updateAmounts: async () => undefined }),
    concurrency: SLOTS,
    leaseMs: 30_000,
    reportEveryMs: 5_000,
  },
);
const doneCount = async () =>
  Number((await knex('jobs.jobs').where('status', 'done').count({ n: '*' }))[0].n);
const waitDone = async (n, withinMs) => {
  const deadline = Date.now() + withinMs;
  while ((await doneCount()) < n) {
    if (Date.now() > deadline) throw new Error(`only ${await doneCount()} of ${n} jobs done in time`);
    // Counting is the benchmark's own load on the database: often enough, and no more.
    await sleep(25);
  }
};

// Throughput.
const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < tasks.length) {
      const taskId = tasks[next++];
      await call('POST', '/api/partner-job/add', { taskId });
    }
  }),
);
const addSeconds = (performance.now() - t0) / 1000;
await waitDone(JOBS, 300_000);
const seconds = (performance.now() - t0) / 1000;

// Pickup on an idle system.
await sleep(500);
const pickups = [];
for (let i = 0; i < IDLE; i += 1) {
  const { json } = await call('POST', '/api/partner-job/add', { taskId: tasks[i] });
  await waitDone(JOBS + i + 1, 30_000);
  const row = await knex('jobs.jobs').where('id', json.data.id).first('created_at', 'started_at');
  pickups.push(new Date(row.started_at).getTime() - new Date(row.created_at).getTime());
  await sleep(20);
}

const result = {
  stack: stackArg,
  jobs: JOBS,
  slots: SLOTS,
  jobsPerSecond: round(JOBS / seconds),
  seconds: round(seconds, 2),
  /** Of which the adds over the API took (16 at a time). */
  addSeconds: round(addSeconds, 2),
  pickupP50Ms: percentile(pickups, 50),
  pickupP95Ms: percentile(pickups, 95),
  pickupMaxMs: Math.max(...pickups),
};
console.log(
  `${stackArg}: ${JOBS} jobs in ${result.seconds} s = ${result.jobsPerSecond} jobs/s; idle pickup p50 ${result.pickupP50Ms} ms, p95 ${result.pickupP95Ms} ms (max ${result.pickupMaxMs})`,
);
writeFileSync(process.env.BENCH_OUT, JSON.stringify(result, null, 2));
await workers.stop();
await platform.stop(1000);
await dropDatabase();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
