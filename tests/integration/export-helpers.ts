import type { TestBrowser } from './stack';

/** Shared by the export suites (export-run, export-akeneo). */

/** Retries until `check` answers (not throws) or `ms` runs out; its answer. */
export async function waitFor<T>(check: () => Promise<T>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** An export job's desktop row. */
export interface ExportJobRow {
  id: number;
  status: string;
  hasError: boolean;
  progress: { sent: number; created: number; updated: number; refused: number; skipped: number };
}

/** Adds an export job and waits until it ended: its desktop row and its log. */
export async function runExport(
  browser: TestBrowser,
): Promise<{ job: ExportJobRow; log: { message: string; type: string }[] }> {
  const added = await browser.post('/api/export/add', {});
  expect(added.status).toBe(200);
  const id = added.body.data.id as number;
  const job = await waitFor(async () => {
    const desktop = (await browser.get('/api/export/desktop')).body.data;
    const found = ([...desktop.done, ...desktop.error] as ExportJobRow[]).find((j) => j.id === id);
    if (!found) throw new Error(`export ${id} not finished`);
    return found;
  });
  const log = (await browser.get(`/api/export/log/${id}`)).body.data.rows as {
    message: string;
    type: string;
  }[];
  return { job, log };
}
