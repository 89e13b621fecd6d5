// Embedded mode (DESIGN §2): the gateway, the three services and their workers in one process,
// on PGlite in DATA_DIR and the in-process bus, started by service-kit's platform assembler (the
// same one the cluster runner and the integration tests use). Needs the built dist of each app.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { openDatabase } = require('@feedhub/db');
const { InProcessBus } = require('@feedhub/bus');
const {
  ConfigError,
  createLogger,
  onShutdown,
  openResources,
  startPlatform,
} = require('@feedhub/service-kit');
const { identityService } = require('../svc-identity/dist/main.js');
const { catalogService } = require('../svc-catalog/dist/main.js');
const { jobsService } = require('../svc-jobs/dist/main.js');
const { GatewayConfigSchema, createGateway } = require('../gateway/dist/main.js');

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

const started = Date.now();
let platform;
try {
  platform = await startPlatform({
    services: [identityService, catalogService, jobsService],
    log,
    instance: (name) => `${name}@embedded`,
    // Each service listens on a loopback port of its own: the gateway proxies to them exactly as
    // in cluster mode, so both modes run one code path.
    host: '127.0.0.1',
    open: () =>
      openResources(
        () => openDatabase({ dataDir: join(dataDir, 'pglite') }),
        async () => new InProcessBus(),
      ),
    gateway: { configSchema: GatewayConfigSchema, create: createGateway },
  });
} catch (error) {
  rmSync(lockFile, { force: true });
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Feedhub failed to start:', error);
  process.exit(1);
}

const url = platform.url.replace('127.0.0.1', 'localhost');
console.log(
  `\nFeedhub is running at ${url}  (embedded mode, data in ${dataDir}, started in ${Date.now() - started} ms)`,
);
for (const notice of platform.notices) console.log(notice);
console.log('Press Ctrl+C to stop.\n');

onShutdown(async () => {
  await platform.stop();
  rmSync(lockFile, { force: true });
}, log);
