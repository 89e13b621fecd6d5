// Embedded mode (DESIGN §2): the gateway, the three services and their workers in one process,
// on PGlite in DATA_DIR and the in-process bus. Needs the built dist of each app.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { openDatabase } = require('@feedhub/db');
const { InProcessBus } = require('@feedhub/bus');
const { createLogger, listen, loadConfig, onShutdown } = require('@feedhub/service-kit');
const identity = require('../svc-identity/dist/main.js');
const catalog = require('../svc-catalog/dist/main.js');
const jobs = require('../svc-jobs/dist/main.js');
const gatewayLib = require('../gateway/dist/main.js');

const log = createLogger('feedhub');
const dataDir = resolve(process.env.DATA_DIR || join(root, '.data'));
mkdirSync(dataDir, { recursive: true });

// One process per PGlite directory (STACK trap 4): refuse to start a second one on the same data.
const lockFile = join(dataDir, 'feedhub.pid');
if (existsSync(lockFile)) {
  const pid = Number(readFileSync(lockFile, 'utf8'));
  let alive = false;
  try {
    process.kill(pid, 0);
    alive = pid !== process.pid;
  } catch {}
  if (alive) {
    console.error(
      `Another Feedhub (pid ${pid}) is running on ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
    );
    process.exit(1);
  }
}
writeFileSync(lockFile, String(process.pid));

// The gateway secret signs callers and CSRF tokens: keep it across restarts so sessions survive.
const secretFile = join(dataDir, 'gateway.secret');
if (!process.env.GATEWAY_SECRET) {
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
  process.env.GATEWAY_SECRET = readFileSync(secretFile, 'utf8').trim();
}

let configs;
try {
  configs = {
    identity: loadConfig(identity.IdentityConfigSchema),
    catalog: loadConfig(catalog.CatalogConfigSchema),
    jobs: loadConfig(jobs.JobsConfigSchema),
    gateway: loadConfig(gatewayLib.GatewayConfigSchema),
  };
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const started = Date.now();
const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
const bus = new InProcessBus();
const deps = (name, config) => ({
  knex: db.knex,
  bus,
  config,
  log: log.child({ service: name }),
  instance: `${name}@embedded`,
});

const services = {
  identity: identity.createService(deps('identity', configs.identity)),
  catalog: catalog.createService(deps('catalog', configs.catalog)),
  jobs: jobs.createService(deps('jobs', configs.jobs)),
};
const seeded = await services.identity.start();
await services.catalog.start();
await services.jobs.start();

// Each service listens on a loopback port of its own: the gateway proxies to them exactly as in
// cluster mode, so both modes run one code path.
const servers = {};
for (const [name, service] of Object.entries(services))
  servers[name] = await listen(service.app, 0, '127.0.0.1');
const gatewayConfig = {
  ...configs.gateway,
  IDENTITY_URL: `http://127.0.0.1:${servers.identity.port}`,
  CATALOG_URL: `http://127.0.0.1:${servers.catalog.port}`,
  JOBS_URL: `http://127.0.0.1:${servers.jobs.port}`,
  STATIC_ROOT: configs.gateway.STATIC_ROOT ?? root,
};
const gateway = gatewayLib.createGateway({
  config: gatewayConfig,
  bus,
  log: log.child({ service: 'gateway' }),
});
await gateway.start();
const server = await listen(gateway.handle, gatewayConfig.PORT, gatewayConfig.HOST);

const url = `http://localhost:${server.port}`;
console.log(
  `\nFeedhub is running at ${url}  (embedded mode, data in ${dataDir}, started in ${Date.now() - started} ms)`,
);
if (seeded.adminPassword) {
  console.log(
    `Log in as: admin / ${seeded.adminPassword}${seeded.adminPasswordFromEnv ? '  (from ADMIN_PASSWORD)' : '  (random: shown only now, keep it)'}`,
  );
} else {
  console.log(
    'Log in as: admin (its password was printed on the first start, or set by ADMIN_PASSWORD then)',
  );
}
console.log('Press Ctrl+C to stop.\n');

onShutdown(async () => {
  await server.close();
  for (const s of Object.values(servers)) await s.close();
  for (const s of Object.values(services)) await s.stop();
  await bus.close();
  await db.close();
  rmSync(lockFile, { force: true });
}, log);
