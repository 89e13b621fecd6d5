import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CSRF_META_PLACEHOLDER } from '@feedhub/contracts';
import { checkedBus, InProcessBus, NatsBus, type Bus, type CheckedBus } from '@feedhub/bus';
import type { ServiceName } from '@feedhub/contracts';
import { createTestDatabase, openDatabase, type Database } from '@feedhub/db';
import { createLogger, openResources, startPlatform, type Service } from '@feedhub/service-kit';
import { GatewayConfigSchema, createGateway } from '../../gateway/src/main';
import { identityService } from '../../svc-identity/src/main';
import { catalogService } from '../../svc-catalog/src/main';
import { jobsService } from '../../svc-jobs/src/main';
import { startCluster } from '../cluster/cluster';

/** The whole backend as a test talks to it: real services, real database, real bus, through the gateway. */
export interface TestStack {
  /** Base URL of the gateway. */
  url: string;
  /** The database (for assertions on stored rows). */
  db: Database;
  /** The bus, every message checked against the published contracts. */
  bus: Bus;
  /** Shared secret (for direct-to-service tests). */
  secret: string;
  /** Upstream URL of each service (to prove services refuse direct calls). */
  upstreams: Record<'identity' | 'catalog' | 'jobs', string>;
  /** Starts another gateway replica on the same bus and services; returns its URL. */
  addGateway(): Promise<string>;
  /** A new browser: its own cookies, with helpers for the CSRF token and login. */
  browser(options?: { ip?: string; locale?: string }): TestBrowser;
  /** Stops everything and drops the database; fails if a message broke its bus contract. */
  close(): Promise<void>;
}

/** A browser session against the stack. */
export interface TestBrowser {
  /** The gateway this browser talks to (with replicas, one of several). */
  url: string;
  /** supertest agent with a cookie jar. */
  agent: ReturnType<typeof request.agent>;
  /** Headers every call of this browser sends (client IP through the trusted proxy, language, XHR). */
  headers: Record<string, string>;
  /** Loads the page and returns the CSRF token from its meta tag. */
  csrf(): Promise<string>;
  /** Logs in; returns the response. */
  login(username: string, password: string): Promise<request.Response>;
  /** GET with this browser's headers. */
  get(path: string): request.Test;
  /** POST JSON with the current CSRF token. */
  post(path: string, body?: unknown): Promise<request.Response>;
  /** DELETE with the current CSRF token. */
  del(path: string): Promise<request.Response>;
}

/** Processes of each service and gateways per stack: 1 in-process, 2 in the replica run (STACK_REPLICAS). */
export const STACK_REPLICAS = Number(process.env.STACK_REPLICAS ?? '1');

/** Admin password of every stack. */
export const ADMIN_PASSWORD = 'admin-password-1';

/**
 * Starts the stack through the platform assembler the runners use (DESIGN §2): PostgreSQL
 * (DATABASE_URL, a fresh database) or PGlite, NATS (NATS_URL, unique prefix) or the in-process bus,
 * the three services on loopback ports, and the gateway. `env` overrides any app's setting. The test
 * client reaches the gateway through "a trusted proxy" (127.0.0.1), so each browser can claim its
 * own client IP with X-Forwarded-For. With STACK_REPLICAS=2 (the replica run of CI) the same stack
 * runs as separate processes, two of each service and two gateways (startReplicas).
 */
export async function startStack(
  env: Record<string, string> = {},
  /** The services to run (default all three); the job tests leave catalog, whose workers would take their jobs, out. */
  services: readonly Service[] = [identityService, catalogService, jobsService],
): Promise<TestStack> {
  const secret = randomBytes(32).toString('base64url');
  // The shell's built index.html is not needed here: a template with the same meta tag stands in.
  const staticRoot = mkdtempSync(join(tmpdir(), 'feedhub-static-'));
  mkdirSync(join(staticRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(staticRoot, 'shell', 'dist', 'index.html'),
    `<!doctype html><html><head><meta name="csrf-token" content="${CSRF_META_PLACEHOLDER}"></head><body></body></html>`,
  );
  writeFileSync(
    join(staticRoot, 'shell', 'dist', 'main.0123abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  const settings = {
    GATEWAY_SECRET: secret,
    ADMIN_PASSWORD,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    STATIC_ROOT: staticRoot,
    BODY_LIMIT_BYTES: String(64 * 1024),
    // A test that wants the demo partner (and its scheduled default tasks) asks for it.
    DEMO_PARTNER: 'false',
    // Nor a feed thread started ahead (each catalog start would load one): the import tests ask for it.
    FEED_THREAD_PRESTART: 'false',
    ...env,
  };
  const removeStatic = () => rmSync(staticRoot, { recursive: true, force: true });
  const parts =
    STACK_REPLICAS > 1
      ? await startReplicas(settings, services, STACK_REPLICAS).catch((error: unknown) => {
          removeStatic();
          throw error;
        })
      : await startInProcess(settings, services, removeStatic);
  return testStackOf({ ...parts, secret });
}

/** What a stack is made of, however it runs. */
type StackParts = Pick<TestStack, 'db' | 'bus' | 'upstreams' | 'addGateway' | 'close'> & {
  /** The gateways' URLs (browsers are spread over them). */
  urls: string[];
};

/** The whole stack in this process, through the platform assembler the runners use (DESIGN §2). */
async function startInProcess(
  settings: Record<string, string>,
  services: readonly Service[],
  removeStatic: () => void,
): Promise<StackParts> {
  const platform = await startPlatform({
    services,
    env: { ...settings, PORT: '0', HOST: '127.0.0.1' },
    log: createLogger('test', process.env.LOG_LEVEL ?? 'silent'),
    instance: (name) => `${name}@test`,
    host: '127.0.0.1',
    open: () =>
      openResources(
        createTestDatabase,
        async () =>
          // Every message is checked against the published contracts (docs/events.md): a test that
          // breaks one fails where it happens, or at close() when the bus swallowed it.
          checkedBus(
            process.env.NATS_URL
              ? await NatsBus.connect({
                  url: process.env.NATS_URL,
                  prefix: `it${randomBytes(5).toString('hex')}`,
                })
              : new InProcessBus(),
          ),
        { destroyStream: true, afterClose: removeStatic },
      ),
    gateway: { configSchema: GatewayConfigSchema, create: createGateway },
  }).catch((error: unknown) => {
    removeStatic();
    throw error;
  });
  const bus = platform.resources.bus as CheckedBus;
  return {
    urls: [platform.url as string],
    db: platform.resources.db,
    bus,
    upstreams: platform.upstreams as TestStack['upstreams'],
    addGateway: () => platform.addGateway(),
    close: async () => {
      await platform.stop(100);
      bus.assertClean();
    },
  };
}

/**
 * The replica run (STACK_REPLICAS=2, PostgreSQL and NATS required): each service and the gateway as
 * separate processes, `replicas` of each (tests/cluster/cluster.ts), on a fresh database; the test
 * asserts on that database and talks on that bus like any other process.
 */
async function startReplicas(
  settings: Record<string, string>,
  services: readonly Service[],
  replicas: number,
): Promise<StackParts> {
  const serverUrl = process.env.DATABASE_URL;
  const natsUrl = process.env.NATS_URL;
  if (!serverUrl || !natsUrl) throw new Error('STACK_REPLICAS needs DATABASE_URL and NATS_URL');
  const name = `feedhub_rep_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: serverUrl, poolMax: 1 });
  await admin.knex.raw('create database ??', [name]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    await admin.knex.raw('drop database if exists ?? with (force)', [name]);
    await admin.close();
  };
  const cluster = await startCluster({
    replicas,
    services: services.map((service) => service.name as ServiceName),
    env: settings,
    databaseUrl: url.toString(),
    natsUrl,
  }).catch(async (error: unknown) => {
    await dropDatabase();
    throw error;
  });
  const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  const nats = await NatsBus.connect({ url: natsUrl, prefix: cluster.natsPrefix });
  // The test's own messages are checked against the published contracts, as in-process.
  const bus = checkedBus(nats);
  const first = (app: ServiceName) => cluster.of(app)[0]?.url ?? 'http://127.0.0.1:1';
  return {
    urls: cluster.gatewayUrls(),
    db,
    bus,
    upstreams: { identity: first('identity'), catalog: first('catalog'), jobs: first('jobs') },
    addGateway: () => cluster.addGateway(),
    close: async () => {
      await cluster.close();
      await nats.destroy();
      await nats.close();
      await db.close();
      await dropDatabase();
      rmSync(settings.STATIC_ROOT as string, { recursive: true, force: true });
      bus.assertClean();
    },
  };
}

/** The test's view of a running stack: browsers spread over its gateways. */
function testStackOf(parts: StackParts & { secret: string }): TestStack {
  const { urls, db, bus, secret, upstreams } = parts;
  const url = urls[0] as string;
  let browsers = 0;
  return {
    url,
    addGateway: parts.addGateway,
    db,
    bus,
    secret,
    upstreams,
    browser(options = {}) {
      // Each new browser talks to the next gateway: with replicas, sessions must work through any of them.
      const gateway = urls[browsers++ % urls.length] as string;
      const agent = request.agent(gateway);
      const headers: Record<string, string> = {
        'X-Forwarded-For': options.ip ?? '198.51.100.7',
        'X-Requested-With': 'XMLHttpRequest',
        'Accept-Language': options.locale ?? 'en',
      };
      let token = '';
      const browser: TestBrowser = {
        url: gateway,
        agent,
        headers,
        async csrf() {
          const page = await agent.get('/').set(headers);
          token = /name="csrf-token" content="([^"]*)"/.exec(page.text)?.[1] ?? '';
          return token;
        },
        async login(username, password) {
          if (!token) await browser.csrf();
          const res = await agent
            .post('/api/auth/login')
            .set(headers)
            .set('X-CSRF-TOKEN', token)
            .send({ username, password });
          if (res.status === 200) token = res.body.data.csrfToken;
          return res;
        },
        get: (path) => agent.get(path).set(headers),
        async post(path, body = {}) {
          if (!token) await browser.csrf();
          const res = await agent
            .post(path)
            .set(headers)
            .set('X-CSRF-TOKEN', token)
            .send(body as object);
          if (path === '/api/auth/logout' && res.status === 200) token = res.body.data.csrfToken;
          return res;
        },
        async del(path) {
          if (!token) await browser.csrf();
          return agent.delete(path).set(headers).set('X-CSRF-TOKEN', token);
        },
      };
      return browser;
    },
    close: parts.close,
  };
}

/** A logged-in admin browser. */
export async function adminBrowser(
  stack: TestStack,
  options?: { ip?: string; locale?: string },
): Promise<TestBrowser> {
  const browser = stack.browser(options);
  const res = await browser.login('admin', ADMIN_PASSWORD);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return browser;
}

/**
 * A logged-in user holding one new role with exactly these permissions (names unique per call).
 * `admin` creates them through the API, as an administrator would.
 */
export async function userWith(
  stack: TestStack,
  admin: TestBrowser,
  permissions: string[],
  name = `user${Date.now()}${Math.floor(Math.random() * 1e6)}`,
): Promise<TestBrowser> {
  const all = (await admin.get('/api/permissions/list')).body.data.rows as { id: number; name: string }[];
  const country = (await admin.get('/api/countries/list')).body.data.rows[0].id as number;
  const role = await admin.post('/api/roles/save', {
    name: `${name}-role`,
    permissionIds: all.filter((p) => permissions.includes(p.name)).map((p) => p.id),
  });
  if (role.status !== 200) throw new Error(`role save failed: ${JSON.stringify(role.body)}`);
  const user = await admin.post('/api/users/save', {
    username: name,
    firstName: 'Test',
    lastName: 'User',
    email: `${name}@example.com`,
    password: 'password-123',
    countryId: country,
    roleIds: [role.body.data.id],
  });
  if (user.status !== 200) throw new Error(`user save failed: ${JSON.stringify(user.body)}`);
  const browser = stack.browser();
  const login = await browser.login(name, 'password-123');
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return browser;
}

/**
 * Retries an assertion until it passes or `withinMs` runs out: for effects that travel over the bus
 * (a revoked session, a whitelist change), which reach every gateway a moment after the answer.
 */
export async function eventually(assertion: () => Promise<void>, withinMs = 2000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/** Saves global settings by code over the API (as the settings screen does); each save must answer 200. */
export async function saveSettings(admin: TestBrowser, values: Record<string, string>): Promise<void> {
  const rows = (await admin.get('/api/settings/list?perPage=100')).body.data.rows as {
    id: number;
    code: string;
  }[];
  for (const [code, value] of Object.entries(values)) {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`no setting ${code}`);
    const saved = await admin.post('/api/settings/save', { id: row.id, value });
    if (saved.status !== 200) throw new Error(`saving ${code} failed: ${JSON.stringify(saved.body)}`);
  }
}

/** Adds a partner with a CSV feed and no tasks, as the partner form would (for tests that fill its rows themselves). */
export async function addPartner(admin: TestBrowser, name: string): Promise<number> {
  const saved = await admin.post('/api/partners/save', {
    name,
    className: 'csv',
    isActive: true,
    params: { url: 'https://feeds.example.com/p.csv', fields: { code: 'code' } },
    tasks: [],
  });
  if (saved.status !== 200) throw new Error(`partner save failed: ${JSON.stringify(saved.body)}`);
  return saved.body.data.id as number;
}
