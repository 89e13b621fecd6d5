import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { CSRF_META_PLACEHOLDER } from '@feedhub/contracts';
import { checkedBus, InProcessBus, NatsBus, type Bus, type CheckedBus } from '@feedhub/bus';
import { createTestDatabase, type Database } from '@feedhub/db';
import { createLogger, openResources, startPlatform, type Service } from '@feedhub/service-kit';
import { GatewayConfigSchema, createGateway } from '../../gateway/src/main';
import { identityService } from '../../svc-identity/src/main';
import { catalogService } from '../../svc-catalog/src/main';
import { jobsService } from '../../svc-jobs/src/main';

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

/** Admin password of every stack. */
export const ADMIN_PASSWORD = 'admin-password-1';

/**
 * Starts the stack through the platform assembler the runners use (DESIGN §2): PostgreSQL
 * (DATABASE_URL, a fresh database) or PGlite, NATS (NATS_URL, unique prefix) or the in-process bus,
 * the three services on loopback ports, and the gateway. `env` overrides any app's setting. The test
 * client reaches the gateway through "a trusted proxy" (127.0.0.1), so each browser can claim its
 * own client IP with X-Forwarded-For.
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
  const platform = await startPlatform({
    services,
    env: {
      GATEWAY_SECRET: secret,
      ADMIN_PASSWORD,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      STATIC_ROOT: staticRoot,
      BODY_LIMIT_BYTES: String(64 * 1024),
      PORT: '0',
      HOST: '127.0.0.1',
      // A test that wants the demo partner (and its scheduled default tasks) asks for it.
      DEMO_PARTNER: 'false',
      ...env,
    },
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
        { destroyStream: true, afterClose: () => rmSync(staticRoot, { recursive: true, force: true }) },
      ),
    gateway: { configSchema: GatewayConfigSchema, create: createGateway },
  }).catch((error: unknown) => {
    rmSync(staticRoot, { recursive: true, force: true });
    throw error;
  });
  const { db } = platform.resources;
  const bus = platform.resources.bus as CheckedBus;
  const url = platform.url as string;
  const upstreams = platform.upstreams as TestStack['upstreams'];

  return {
    url,
    addGateway: () => platform.addGateway(),
    db,
    bus,
    secret,
    upstreams,
    browser(options = {}) {
      const agent = request.agent(url);
      const headers: Record<string, string> = {
        'X-Forwarded-For': options.ip ?? '198.51.100.7',
        'X-Requested-With': 'XMLHttpRequest',
        'Accept-Language': options.locale ?? 'en',
      };
      let token = '';
      const browser: TestBrowser = {
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
    async close() {
      await platform.stop(100);
      bus.assertClean();
    },
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
