import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { grants } from '@feedhub/contracts';
import type { BrowserState } from '../browser-state';
import { sendJson } from '../respond';
import type { GatewayRuntime } from '../runtime';
import { findFile } from '../static/files';
import { sendFile } from '../static/send-file';
import { GatewayError, type ApiCall } from './call';

/** The suites whose HTML reports `npm test` writes (reports/<suite>/index.html). */
const SUITES = ['jest', 'e2e'] as const;

/** Where the tests page finds reports: `/api/test-reports` lists them, `/api/test-reports/<suite>/…` serves them. */
export const TEST_REPORTS_PATH = '/api/test-reports';

/** Whether a path is the reports list or a file in it. */
export const isTestReportsPath = (path: string): boolean =>
  path === TEST_REPORTS_PATH || path.startsWith(`${TEST_REPORTS_PATH}/`);

/** The test reports, for a session holding the `tests` permission (403 otherwise). */
export async function testReports(rt: GatewayRuntime, call: ApiCall, state: BrowserState): Promise<void> {
  if (!state.session || !grants(state.session.permissions, 'tests'))
    throw new GatewayError('permission_denied');
  return serveTestReports(rt, call);
}

/** Lists the reports that exist, newest first, with when they were written. */
async function listReports(dir: string) {
  const reports = [];
  for (const suite of SUITES) {
    try {
      const info = await stat(join(dir, suite, 'index.html'));
      reports.push({
        suite,
        url: `${TEST_REPORTS_PATH}/${suite}/index.html`,
        generatedAt: info.mtime.toISOString(),
      });
    } catch {
      // not written yet
    }
  }
  return reports.sort((a, b) => b.generatedAt.localeCompare(a.generatedAt));
}

/**
 * Serves the test reports behind the caller's session and the `tests` permission (checked by the
 * caller of this function). The reports are generated pages with inline scripts, so they get a
 * CSP of their own that allows those, and may only be framed by our app.
 */
async function serveTestReports(rt: GatewayRuntime, call: ApiCall): Promise<void> {
  const { req, res, path } = call;
  if (path === TEST_REPORTS_PATH) {
    const reports = await listReports(rt.reportsDir);
    return sendJson(res, 200, { data: { reports, command: 'npm test' } });
  }
  const file = await findFile(rt.reportsDir, path.slice(TEST_REPORTS_PATH.length));
  if (!file) throw new GatewayError('page_not_found');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'self'",
  );
  return sendFile(req, res, file, rt.precompressed);
}
