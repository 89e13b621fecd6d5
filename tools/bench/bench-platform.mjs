// The platform the benchmarks run: the real apps from dist (identity, catalog, jobs and the gateway),
// started by service-kit's platform assembler like tools/embedded.mjs and the integration stack, on
// PGlite in `dataDir` (or DATABASE_URL) and the in-process bus (or NATS_URL, under a unique prefix).
// Every app's settings come from `env` only (not process.env): the same defaults on every machine.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { openDatabase } = require('@feedhub/db');
const { openBus } = require('@feedhub/bus');
const { createLogger, openResources, startPlatform } = require('@feedhub/service-kit');
const { identityService } = require('../../svc-identity/dist/main.js');
const { catalogService } = require('../../svc-catalog/dist/main.js');
const { jobsService } = require('../../svc-jobs/dist/main.js');
const { GatewayConfigSchema, createGateway } = require('../../gateway/dist/main.js');

/** Starts the platform with these app settings (PORT 0 and HOST 127.0.0.1 unless given). */
export function startBenchPlatform({ env, dataDir }) {
  return startPlatform({
    services: [identityService, catalogService, jobsService],
    env: { PORT: '0', HOST: '127.0.0.1', ...env },
    log: createLogger('bench', process.env.LOG_LEVEL ?? 'silent'),
    instance: (name) => `${name}@bench`,
    host: '127.0.0.1',
    open: () =>
      openResources(
        () =>
          openDatabase(
            process.env.DATABASE_URL
              ? { databaseUrl: process.env.DATABASE_URL }
              : { dataDir: join(dataDir, 'pglite') },
          ),
        () => openBus({ natsUrl: process.env.NATS_URL, prefix: `bench${randomBytes(4).toString('hex')}` }),
        { destroyStream: true },
      ),
    gateway: { configSchema: GatewayConfigSchema, create: createGateway },
  });
}

/**
 * A STATIC_ROOT for a platform without a built shell: a page template with the CSRF meta tag, so a
 * session starts as a browser's does. Returns its path (inside `dir`).
 */
export function benchStaticRoot(dir) {
  const root = join(dir, 'static');
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'dist', 'index.html'),
    '<meta name="csrf-token" content="__CSRF_TOKEN__">',
  );
  return root;
}

/**
 * Logs in as admin the way a browser does (page → anonymous cookie and token, then login).
 * `call(method, path, body)` sends JSON and throws on any status but 200; `headers()` are the
 * session's cookie and token for requests the caller times itself.
 */
export async function adminSession(base, password) {
  const cookieOf = (res) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const page = await fetch(`${base}/`);
  let cookie = cookieOf(page);
  let token = /content="?([^"\s>]+)/.exec(await page.text())?.[1] ?? '';
  const headers = () => ({ 'X-CSRF-TOKEN': token, Cookie: cookie });
  async function call(method, path, body) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers() },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { res, json };
  }
  const { res, json } = await call('POST', '/api/auth/login', { username: 'admin', password });
  cookie = cookieOf(res);
  token = json.data.csrfToken;
  /**
   * Saves global settings by code over the API (identity announces each change, so the services'
   * cached settings drop).
   */
  async function saveSettings(values) {
    const rows = (await call('GET', '/api/settings/list?perPage=100')).json.data.rows;
    for (const [code, value] of Object.entries(values)) {
      const setting = rows.find((s) => s.code === code);
      if (!setting) throw new Error(`no setting ${code}`);
      await call('POST', '/api/settings/save', { id: setting.id, code, value });
    }
  }
  return { call, headers, saveSettings };
}

/** Asks a forked helper process: sends `message` (when given) and resolves with its first answer carrying `key`. */
export function askChild(child, message, key) {
  return new Promise((resolve) => {
    const on = (m) => {
      if (key in m) {
        child.off('message', on);
        resolve(m[key]);
      }
    };
    child.on('message', on);
    if (message) child.send(message);
  });
}
