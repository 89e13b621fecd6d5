import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, APP_FILE, type RunningApp } from './app';

/** A free TCP port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the app the way `npm start` does (embedded mode, fresh data) and waits until it serves. */
export default async function globalSetup(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'feedhub-e2e-'));
  const root = join(__dirname, '..', '..');
  const child = spawn(process.execPath, [join(root, 'tools', 'start.mjs'), '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Feeds a test serves itself on loopback (the import guard's test changes its feed between runs).
      FEED_ALLOWED_NETWORKS: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app did not start within 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  child.unref();
  const app: RunningApp = { url, pid: child.pid as number, dataDir };
  writeFileSync(APP_FILE, JSON.stringify(app));
}
