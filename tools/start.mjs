// npm start: install and build what is missing, then run Feedhub.
//   (default)   embedded mode: one process, PGlite in DATA_DIR, in-process bus.
//   --cluster   each app as its own process on DATABASE_URL and NATS_URL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cluster = process.argv.includes('--cluster');

ensureInstalled();
if (!process.argv.includes('--no-build')) ensureBuilt();

if (!cluster) {
  await import('./embedded.mjs');
} else {
  const missing = ['DATABASE_URL', 'NATS_URL'].filter((name) => !process.env[name]);
  if (missing.length) {
    console.error(
      `Cluster mode needs ${missing.join(' and ')} (e.g. postgres://postgres@127.0.0.1:5432/feedhub and nats://127.0.0.1:4222).`,
    );
    process.exit(1);
  }
  // Every process must share the secret that signs callers; make one for this run if none is set.
  const env = {
    ...process.env,
    GATEWAY_SECRET: process.env.GATEWAY_SECRET || randomBytes(32).toString('base64url'),
  };
  // Ports come from one constant (SERVICE_PORTS); the gateway finds the services through the same
  // upstream variables (IDENTITY_URL…) the platform assembler sets in embedded mode.
  const require = createRequire(import.meta.url);
  const { GATEWAY_PORT, SERVICE_PORTS } = require('@feedhub/contracts');
  const { upstreamEnv } = require('@feedhub/service-kit');
  const urls = Object.fromEntries(
    Object.entries(SERVICE_PORTS).map(([name, port]) => [name, `http://127.0.0.1:${port}`]),
  );
  const gatewayPort = process.env.PORT || String(GATEWAY_PORT);
  const apps = [
    ...Object.entries(SERVICE_PORTS).map(([name, port]) => [
      name,
      `svc-${name}/dist/cluster.js`,
      { PORT: String(port) },
    ]),
    ['gateway', 'gateway/dist/main.js', { PORT: gatewayPort, ...upstreamEnv(urls) }],
  ];
  const children = apps.map(([name, entry, extra]) => {
    const child = spawn(process.execPath, [join(root, entry)], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      console.error(`${name} exited (${code}); stopping the others`);
      for (const c of children) if (c !== child) c.kill('SIGTERM');
      process.exitCode = code ?? 1;
    });
    return child;
  });
  console.log(`Feedhub cluster starting: gateway on http://localhost:${gatewayPort}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => children.forEach((c) => c.kill('SIGTERM')));
}
