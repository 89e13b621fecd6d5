// npm start: install and build what is missing, then run Feedhub.
//   (default)   embedded mode: one process, PGlite in DATA_DIR, in-process bus.
//   --cluster   each app as its own process on DATABASE_URL and NATS_URL.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
  const ports = { identity: 3001, catalog: 3002, jobs: 3003 };
  const apps = [
    ['identity', 'svc-identity/dist/cluster.js', { PORT: String(ports.identity) }],
    ['catalog', 'svc-catalog/dist/cluster.js', { PORT: String(ports.catalog) }],
    ['jobs', 'svc-jobs/dist/cluster.js', { PORT: String(ports.jobs) }],
    [
      'gateway',
      'gateway/dist/main.js',
      {
        PORT: process.env.PORT || '8080',
        IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
        CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
        JOBS_URL: `http://127.0.0.1:${ports.jobs}`,
      },
    ],
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
  console.log(`Feedhub cluster starting: gateway on http://localhost:${process.env.PORT || 8080}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => children.forEach((c) => c.kill('SIGTERM')));
}
