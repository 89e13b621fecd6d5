import { join } from 'node:path';
import { tmpdir } from 'node:os';

/** Where the global setup tells the tests about the running app. */
export const APP_FILE = join(tmpdir(), 'feedhub-e2e-app.json');

/** Admin password of the app under test. */
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** What the tests know about the running app. */
export interface RunningApp {
  /** Base URL. */
  url: string;
  /** Runner process id. */
  pid: number;
  /** Data directory (removed at teardown). */
  dataDir: string;
}
