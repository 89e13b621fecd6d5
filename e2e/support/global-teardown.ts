import { readFileSync, rmSync } from 'node:fs';
import { APP_FILE, type RunningApp } from './app';

/** Stops the app started by the global setup and removes its data. */
export default async function globalTeardown(): Promise<void> {
  const app = JSON.parse(readFileSync(APP_FILE, 'utf8')) as RunningApp;
  try {
    process.kill(-app.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(app.dataDir, { recursive: true, force: true });
  rmSync(APP_FILE, { force: true });
}
