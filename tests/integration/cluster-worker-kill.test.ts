import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { knex as makeKnex, type Knex } from 'knex';
import request from 'supertest';
import { XML_BENCH_PARAMS } from '../../libs/feeds/src/bench/generate';
import { csrfPageRoot, freePort } from '../cluster/cluster';

/**
 * DESIGN §4 and SECURITY "Jobs and faults" with real processes in cluster mode: a catalog worker killed
 * with SIGKILL in the middle of an import loses its lease; jobs puts the job back to pending and the
 * other catalog replica completes it exactly once, with one stats row and every product. Cluster mode
 * needs PostgreSQL and NATS, so that case runs where DATABASE_URL and NATS_URL are set (CI sets both);
 * the cluster runner's refusal to start without them is checked on every run.
 */

const root = join(__dirname, '..', '..');
const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;
const ADMIN_PASSWORD = 'admin-password-1';
/** Products in the slow feed: enough that the import is still running when the worker is killed. */
const PRODUCTS = 3000;

/** Builds the Node packages the processes run from (nx skips what is built already). */
function buildServices(): void {
  const result = spawnSync(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      '@feedhub/svc-identity',
      '@feedhub/svc-catalog',
      '@feedhub/svc-jobs',
      '@feedhub/gateway',
      '--outputStyle=stream-without-prefixes',
    ],
    { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' } },
  );
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr.toString()}`);
}

/** One app process with its output kept for the failure message. */
interface AppProcess {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function startApp(name: string, entry: string, env: Record<string, string>): AppProcess {
  const child = spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output: () => output };
}

/** Whether the process still runs (a killed one has a signalCode, not an exitCode). */
const alive = (app: AppProcess) => app.child.exitCode === null && app.child.signalCode === null;

/** Waits until a URL answers 200 (a service's health, the gateway's page). */
async function waitFor(url: string, app: AppProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(app)) throw new Error(`${app.name} exited:\n${app.output()}`);
    const ok = await fetch(url)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${app.name} did not answer on ${url}:\n${app.output()}`);
}

/** Polls until `check` returns a value, or fails after the timeout with what it saw last. */
async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** An XML feed of PRODUCTS products, sent slowly (about four seconds) so the import is caught mid-way. */
function slowFeedServer(): Server {
  return createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    let i = 0;
    const chunk = () => {
      if (i === 0) res.write('<?xml version="1.0" encoding="UTF-8"?>\n<offer><products>\n');
      let piece = '';
      for (let k = 0; k < 100 && i < PRODUCTS; k++) {
        i++;
        piece += `<product id="K${i}"><sku>SKU-${i}</sku><name>Product ${i}</name><manufacturer>Acme</manufacturer><category>Tools/Drills</category><price>${i},50</price><stock>${i % 7}</stock></product>\n`;
      }
      if (i >= PRODUCTS) {
        res.end(`${piece}</products></offer>\n`);
        return;
      }
      res.write(piece);
      setTimeout(chunk, 130);
    };
    req.on('close', () => (i = PRODUCTS + 1));
    chunk();
  });
}

describe('cluster runner', () => {
  test('a service process refuses to start without DATABASE_URL and NATS_URL, naming both', () => {
    buildServices();
    const result = spawnSync(process.execPath, [join(root, 'svc-catalog/dist/cluster.js')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', GATEWAY_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/DATABASE_URL/);
    expect(result.stderr).toMatch(/NATS_URL/);
  }, 120_000);
});

// Registered only where both servers are given (an empty describe.each is an error, a skipped test a failure).
if (databaseUrl && natsUrl)
  describe('cluster mode on PostgreSQL and NATS', () => {
    const serverUrl = databaseUrl;
    const nats = natsUrl;
    const apps: AppProcess[] = [];
    let admin: Knex;
    let db: Knex;
    let dbName: string;
    let feed: Server;
    let feedUrl: string;
    let gatewayUrl: string;
    let staticRoot: string;
    /** Starts the second catalog replica (the test does, once the first has the job). */
    let startCatalogB: () => AppProcess;
    /** The settings every app process of the cluster shares. */
    let commonEnv: () => Record<string, string>;
    /** Catalog A's port: the gateway's CATALOG_URL (a later replica takes it over once A is gone). */
    let catalogAPort: number;

    beforeAll(async () => {
      buildServices();
      dbName = `feedhub_kill_${randomBytes(4).toString('hex')}`;
      admin = makeKnex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      await admin.raw('create database ??', [dbName]);
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      db = makeKnex({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 2 } });

      feed = slowFeedServer();
      feed.listen(0, '127.0.0.1');
      await once(feed, 'listening');
      feedUrl = `http://127.0.0.1:${(feed.address() as { port: number }).port}/feed.xml`;

      staticRoot = csrfPageRoot('feedhub-kill-static-');

      const ports = {
        identity: await freePort(),
        jobs: await freePort(),
        catalogA: await freePort(),
        catalogB: await freePort(),
        gateway: await freePort(),
      };
      const common = {
        DATABASE_URL: url.toString(),
        NATS_URL: nats,
        NATS_PREFIX: `kill${randomBytes(4).toString('hex')}`,
        GATEWAY_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_PASSWORD,
        HOST: '127.0.0.1',
        DB_POOL_MAX: '4',
        // Short leases so the lost worker is noticed within seconds (production: 30 s).
        JOB_LEASE_MS: '5000',
        JOB_REPORT_EVERY_MS: '500',
        SWEEP_EVERY_MS: '500',
        FEED_ALLOWED_NETWORKS: '127.0.0.1',
      };
      const identity = startApp('identity', 'svc-identity/dist/cluster.js', {
        ...common,
        PORT: `${ports.identity}`,
      });
      await waitFor(`http://127.0.0.1:${ports.identity}/api/identity/health`, identity);
      const jobs = startApp('jobs', 'svc-jobs/dist/cluster.js', { ...common, PORT: `${ports.jobs}` });
      await waitFor(`http://127.0.0.1:${ports.jobs}/api/jobs/health`, jobs);
      // Catalog B starts later (see the test): until then catalog A is the only worker, so it takes the job.
      const catalogA = startApp('catalog-a', 'svc-catalog/dist/cluster.js', {
        ...common,
        PORT: `${ports.catalogA}`,
      });
      await waitFor(`http://127.0.0.1:${ports.catalogA}/api/catalog/health`, catalogA);
      const gateway = startApp('gateway', 'gateway/dist/main.js', {
        ...common,
        PORT: `${ports.gateway}`,
        STATIC_ROOT: staticRoot,
        IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
        JOBS_URL: `http://127.0.0.1:${ports.jobs}`,
        CATALOG_URL: `http://127.0.0.1:${ports.catalogA}`,
      });
      apps.push(identity, jobs, catalogA, gateway);
      gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
      await waitFor(`${gatewayUrl}/`, gateway);
      commonEnv = () => common;
      catalogAPort = ports.catalogA;
      startCatalogB = () => {
        const b = startApp('catalog-b', 'svc-catalog/dist/cluster.js', {
          ...common,
          PORT: `${ports.catalogB}`,
        });
        apps.push(b);
        return b;
      };
    }, 240_000);

    afterAll(async () => {
      for (const app of apps) if (alive(app)) app.child.kill('SIGKILL');
      await Promise.all(apps.map((app) => (alive(app) ? once(app.child, 'exit') : undefined)));
      feed?.close();
      await db?.destroy();
      await admin?.raw('drop database if exists ?? with (force)', [dbName]).catch(() => undefined);
      await admin?.destroy();
      if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
    }, 60_000);

    /** A logged-in admin agent on the gateway, with a JSON post helper. */
    async function adminAgent() {
      const agent = request.agent(gatewayUrl);
      const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': '198.51.100.7' };
      const page = await agent.get('/').set(headers);
      let token = /name="csrf-token" content="([^"]*)"/.exec(page.text)?.[1] ?? '';
      const login = await agent
        .post('/api/auth/login')
        .set(headers)
        .set('X-CSRF-TOKEN', token)
        .send({ username: 'admin', password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      token = login.body.data.csrfToken;
      const post = (path: string, body: unknown) =>
        agent
          .post(path)
          .set(headers)
          .set('X-CSRF-TOKEN', token)
          .send(body as object);
      return { agent, headers, post };
    }

    /** A partner reading the slow feed with one importProducts task, and a job of it added; ids. */
    async function importJob(post: Awaited<ReturnType<typeof adminAgent>>['post'], label: string) {
      const saved = await post('/api/partners/save', {
        name: `${label} test ${randomBytes(3).toString('hex')}`,
        className: 'xml',
        isActive: true,
        params: { ...XML_BENCH_PARAMS, url: feedUrl },
        tasks: [{ name: 'Import products', methodName: 'importProducts', queue: 'medium', cron: null }],
      });
      expect(saved.status).toBe(200);
      const partnerId = saved.body.data.id as number;
      const task = (await db('jobs.partner_tasks').where({ partner_id: partnerId }).first()) as {
        id: number;
      };
      const added = await post('/api/partner-job/add', { taskId: task.id });
      expect(added.status).toBe(200);
      return { partnerId, task, jobId: added.body.data.id as number };
    }

    test('kill -9 of the worker mid-import: the job goes back to pending and completes exactly once, with one stats row', async () => {
      const { agent, headers, post } = await adminAgent();

      const { partnerId, task, jobId } = await importJob(post, 'Kill');

      // Catalog A claims it and reads a few batches.
      const catalogA = apps.find((a) => a.name === 'catalog-a') as AppProcess;
      await eventually(
        'the job to run on catalog A',
        async () => {
          const job = await db('jobs.jobs').where({ id: jobId }).first();
          return job?.status === 'running' && String(job.worker_id).includes(`:${catalogA.child.pid}`)
            ? job
            : undefined;
        },
        30_000,
      );
      await eventually(
        'catalog A to have read some products',
        async () => {
          const job = await db('jobs.jobs').where({ id: jobId }).first();
          return (job?.progress?.read ?? 0) > 0 ? job : undefined;
        },
        30_000,
      );
      catalogA.child.kill('SIGKILL');
      await once(catalogA.child, 'exit');
      const catalogB = startCatalogB();

      const done = await eventually(
        'the job to finish',
        async () => {
          const job = await db('jobs.jobs').where({ id: jobId }).first();
          if (job?.status === 'error')
            throw new Error(`job ended in error: ${JSON.stringify(job.last_error)}`);
          return job?.status === 'done' ? job : undefined;
        },
        90_000,
      ).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}\ncatalog B:\n${catalogB.output()}`);
      });

      // At least the lost attempt and the one that finished: under load a busy replica may miss a
      // heartbeat of its short test lease too (another attempt then), never a second count of the run.
      expect(done.attempts).toBeGreaterThanOrEqual(2);

      const products = await db('catalog.partner_products')
        .where({ partner_id: partnerId })
        .count({ n: '*' });
      expect(Number(products[0].n)).toBe(PRODUCTS);
      const stats = await db('catalog.partner_stats').where({ partner_id: partnerId });
      expect(stats).toHaveLength(1);
      expect(stats[0].total).toBe(PRODUCTS);
      // One job row for the task: the rerun is the same job, not a second one.
      const jobsOfTask = await db('jobs.jobs').where({ task_id: task.id });
      expect(jobsOfTask).toHaveLength(1);
      const log = await agent.get(`/api/partner-job/log/${jobId}`).set(headers);
      expect(log.status).toBe(200);
      const messages = (log.body.data.rows as { message: string; type: string }[]).map((r) => r.message);
      // Attempt 1 on A, the lost worker noticed, attempt 2 on B, in that order.
      const lines = [
        messages.findIndex((m) => m.startsWith('Started (attempt 1 of')),
        messages.findIndex((m) => m.startsWith('The worker stopped reporting during attempt 1')),
        messages.findIndex((m) => m.startsWith('Started (attempt 2 of')),
      ];
      expect(lines.every((index) => index >= 0)).toBe(true);
      expect([...lines].sort((x, y) => x - y)).toEqual(lines);
    }, 180_000);

    test('SIGSTOP of the worker past its lease, then SIGCONT: the run that took over is the only one counted', async () => {
      // Two catalog replicas: B (from the test above) and C, on the killed A's port, so the gateway
      // reaches catalog through C. Whichever takes the job is paused; the API is only needed before.
      const catalogC = startApp('catalog-c', 'svc-catalog/dist/cluster.js', {
        ...commonEnv(),
        PORT: `${catalogAPort}`,
      });
      apps.push(catalogC);
      await waitFor(`http://127.0.0.1:${catalogAPort}/api/catalog/health`, catalogC);
      const { post } = await adminAgent();
      const { partnerId, task, jobId } = await importJob(post, 'Stop');

      const running = await eventually(
        'the job to run and read some products',
        async () => {
          const job = await db('jobs.jobs').where({ id: jobId }).first();
          return job?.status === 'running' && (job.progress?.read ?? 0) > 0 ? job : undefined;
        },
        60_000,
      );
      const paused = apps.find(
        (a) =>
          alive(a) && a.name.startsWith('catalog') && String(running.worker_id).includes(`:${a.child.pid}:`),
      ) as AppProcess;
      expect(paused).toBeDefined();
      paused.child.kill('SIGSTOP');
      let finished: { attempts: number; fence: unknown } | undefined;
      try {
        const done = await eventually(
          'the other replica to finish the job',
          async () => {
            const job = await db('jobs.jobs').where({ id: jobId }).first();
            if (job?.status === 'error')
              throw new Error(`job ended in error: ${JSON.stringify(job.last_error)}`);
            return job?.status === 'done' ? job : undefined;
          },
          90_000,
        );
        expect(done.attempts).toBeGreaterThanOrEqual(2);
        expect(String(done.worker_id)).not.toContain(`:${paused.child.pid}:`);
        finished = { attempts: done.attempts, fence: done.fence };
      } finally {
        paused.child.kill('SIGCONT');
      }
      // The paused worker wakes up mid-import with a stale lease: it may neither merge nor finish.
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const job = await db('jobs.jobs').where({ id: jobId }).first();
      // Nothing changed after the paused worker woke up: the same finished run.
      expect(job).toMatchObject({ status: 'done', ...finished });
      const stats = await db('catalog.partner_stats').where({ partner_id: partnerId });
      expect(stats).toHaveLength(1);
      expect(stats[0].total).toBe(PRODUCTS);
      const products = await db('catalog.partner_products')
        .where({ partner_id: partnerId })
        .count({ n: '*' });
      expect(Number(products[0].n)).toBe(PRODUCTS);
      const fence = await db('catalog.job_fences')
        .where({ fence_key: `task:${task.id}` })
        .first();
      // The run that committed holds the newest token of the rows' writes; a later claim of the same
      // job (its finish missed the lease on a loaded machine) finds it committed and finishes done
      // without writing a token of its own, so the job's fence may be newer than the row's.
      expect(fence.committed_job_id).toBe(jobId);
      expect(Number(fence.token)).toBeLessThanOrEqual(Number(job.fence));
      // …and it is not the paused run's: that one's token lost to the run that took over.
      expect(Number(fence.token)).toBeGreaterThan(Number(running.fence));
    }, 240_000);
  });
