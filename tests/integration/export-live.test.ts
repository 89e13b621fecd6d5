import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExportJobDesktopSchema, JobSummarySchema, type ExportJob } from '@feedhub/contracts';
import { TEST_CSV_FIELDS } from '@feedhub/feeds/testing';
import { openEventStream, type EventStream } from './event-stream';
import { importedCsvPartner, retailPriceRule, waitFor } from './export-helpers';
import { adminBrowser, saveSettings, startStack, userWith, type TestBrowser, type TestStack } from './stack';

/**
 * An export while it runs (issue 30, points 5 and 6), through the gateway: with `export_batch_size` 1
 * (one request per product) the API answers while the export runs — the export desktop lists it as
 * running with its counters, the job events carry them to the browser, the queue dashboard's figures
 * and running jobs show it, a second export can be added, and a delete stops it between batches. On
 * PGlite (one connection, queries resolved as microtasks) the export used to hold the event loop until
 * it ended: every request, the add included, was answered only then.
 */

/** Products of the feed: enough that the export is still running while the test looks at it. */
const PRODUCTS = 600;

let stack: TestStack;
let admin: TestBrowser;
let server: http.Server;
let base = '';

beforeAll(async () => {
  const body =
    'code;sku;name;brand;category;price;stock\n' +
    Array.from(
      { length: PRODUCTS },
      (_, i) => `L${i};SKU-L${i};Laptop ${i};Dell;Computers/Laptops;${100 + i}.00;${i % 7}\n`,
    ).join('');
  server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '127.0.0.1', JOB_REPORT_EVERY_MS: '200' });
  admin = await adminBrowser(stack);
}, 60_000);
afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => server.close(resolve));
});

/** The export desktop as the admin sees it. */
async function desktop() {
  const res = await admin.get('/api/export/desktop');
  expect(res.status).toBe(200);
  return ExportJobDesktopSchema.parse(res.body.data);
}

/** A partner whose laptops category exports all its products, every product imported. */
async function exportingPartner(): Promise<number> {
  const partner = await importedCsvPartner(admin, {
    name: `Live export ${Date.now()}`,
    pimSupplierCode: 'LIVE',
    url: `${base}/laptops.csv`,
    fields: TEST_CSV_FIELDS,
    count: 100,
  });
  const families = (await admin.get('/api/pim-category-mappings/selects')).body.data.families as {
    id: number;
    code: string;
  }[];
  const categories = (await admin.get(`/api/partner-categories/list?filter[partnerId]=${partner.id}`)).body
    .data.rows as { id: number; name: string }[];
  const saved = await admin.post('/api/partner-categories/save', {
    id: categories.find((c) => c.name === 'Laptops')!.id,
    pimCategory: ['laptops'],
    family: families.find((f) => f.code === 'laptops')!.id,
    vatEt: 24,
    exportAll: true,
  });
  expect(saved.status).toBe(200);
  await retailPriceRule(admin, partner.id);
  return partner.id;
}

test('a running export is answered for: desktop, events, dashboard and a second add while it runs; a delete stops it', async () => {
  await exportingPartner();
  await saveSettings(admin, { export_batch_size: '1' });
  const watcher = await userWith(stack, admin, ['horizon']);
  const events: EventStream = openEventStream(stack.url, watcher);
  try {
    await waitFor(async () => expect(events.events[0]?.event).toBe('ready'), 5000);

    const added = await admin.post('/api/export/add');
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;

    // The desktop answers while the export runs: the job in Running, its counters moving.
    // (Before the fix the first answer came once the export had ended: null here, failing at once.)
    const running = await waitFor<ExportJob | null>(async () => {
      const d = await desktop();
      if (d.done.some((j) => j.id === id) || d.error.some((j) => j.id === id)) return null;
      const job = d.running.find((j) => j.id === id);
      if (!job || !job.progress.sent) throw new Error('not running yet');
      return job;
    }, 60_000);
    if (!running) throw new Error('the export ended before a request was answered during it');
    expect(running).toMatchObject({ status: 'running', statusTrans: 'Running', stopping: false });
    expect(running.progress.sent).toBeLessThan(PRODUCTS);

    // The job events carried its counters to the browser while it ran.
    await waitFor(async () => {
      const progressed = events.events.some((e) => {
        const data = e.data as { jobId?: number; status?: string; progress?: { sent?: number } };
        return (
          e.event === 'job' &&
          data.jobId === id &&
          data.status === 'running' &&
          (data.progress?.sent ?? 0) > 0
        );
      });
      if (!progressed) throw new Error('no progress event yet');
    }, 10_000);

    // The queue dashboard: the medium queue runs one job, and the running list names it with its progress.
    const stats = await watcher.get('/api/horizon/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.data.queues.find((q: { name: string }) => q.name === 'medium')).toMatchObject({
      running: 1,
    });
    const list = await watcher.get('/api/jobs/running');
    expect(list.status).toBe(200);
    const rows = JobSummarySchema.array().parse(list.body.data.rows);
    const summary = rows.find((r) => r.id === id);
    expect(summary).toMatchObject({
      kind: 'export',
      methodTrans: 'Export to the PIM',
      status: 'running',
      partner: null,
      task: null,
    });
    expect(summary?.startedAt).not.toBeNull();
    expect(summary?.progress.sent).toBeGreaterThan(0);

    // A second export is added (and waits) while the first one runs.
    const second = await admin.post('/api/export/add');
    expect(second.status).toBe(200);
    const secondId = second.body.data.id as number;
    const both = await desktop();
    expect(both.running.map((j) => j.id)).toEqual([id]);
    expect(both.pending.map((j) => j.id)).toEqual([secondId]);

    // Deletes: the pending one goes, the running one stops between batches, before it sent everything.
    expect((await admin.del(`/api/export/delete/${secondId}`)).status).toBe(200);
    const stop = await admin.del(`/api/export/delete/${id}`);
    expect(stop.status).toBe(200);
    expect(stop.body.message).toBe('The job stops after its current batch');
    await waitFor(async () => {
      const d = await desktop();
      if ([...d.running, ...d.pending].length) throw new Error('still running');
    }, 30_000);
    const exported = await admin.get('/api/pim-products/list?filter[identifier]=LIVE-');
    expect(exported.body.data.total).toBeGreaterThan(0);
    expect(exported.body.data.total).toBeLessThan(PRODUCTS);
  } finally {
    events.close();
    await saveSettings(admin, { export_batch_size: '100' });
  }
}, 120_000);
