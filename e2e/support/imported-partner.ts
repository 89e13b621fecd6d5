import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { api } from './api';

/** Import methods a test partner can run on the bundled demo XML feed. */
export type DemoImport = 'importCategories' | 'importAttributes' | 'importProducts';

/** Queue of each import (SPEC §4: categories and attributes before the product import). */
const QUEUE: Record<DemoImport, string> = {
  importCategories: 'high',
  importAttributes: 'high',
  importProducts: 'medium',
};

/**
 * A partner of the calling test's own reading the bundled demo XML feed (`demo:` URL), with one task
 * per import asked for, each run to the end in turn (one job at a time). Returns the partner's id.
 */
export async function importedDemoPartner(page: Page, name: string, imports: DemoImport[]): Promise<number> {
  const params = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'libs', 'feeds', 'fixtures', 'demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>;
  const saved = await api(page, 'post', '/api/partners/save', {
    name,
    className: 'xml',
    isActive: true,
    params: { ...params, url: 'demo:demo-xml.xml' },
    tasks: imports.map((method) => ({ name: method, methodName: method, cron: null, queue: QUEUE[method] })),
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const id = saved.body.data.id as number;
  const partner = await api(page, 'get', `/api/partners/${id}`);
  const tasks = partner.body.data.tasks as { id: number; methodName: string }[];
  for (const method of imports) {
    const task = tasks.find((t) => t.methodName === method);
    if (!task) throw new Error(`the partner has no ${method} task`);
    const added = await api(page, 'post', '/api/partner-job/add', { taskId: task.id });
    if (added.status !== 200) throw new Error(JSON.stringify(added.body));
    await jobDone(page, id, added.body.data.id as number);
  }
  return id;
}

/** Waits until a partner job is done (a failed job fails the test with its status). */
async function jobDone(page: Page, partnerId: number, jobId: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const desktop = await api(page, 'get', `/api/partner-job/desktop?filter[partnerId]=${partnerId}`);
    const groups = desktop.body.data as Record<string, { id: number }[]>;
    if (groups.done?.some((job) => job.id === jobId)) return;
    if (groups.error?.some((job) => job.id === jobId)) throw new Error(`partner job ${jobId} failed`);
    if (Date.now() > deadline) throw new Error(`partner job ${jobId} did not finish within 60 s`);
    await page.waitForTimeout(300);
  }
}
