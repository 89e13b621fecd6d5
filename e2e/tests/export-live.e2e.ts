import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { TEST_CSV_PARAMS } from '@feedhub/feeds/testing';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { retailPriceRule } from '../support/price-rule';
import { unique } from '../support/unique';

// An export while it runs, in the browser (issue 30, points 5 and 6): with `export_batch_size` 1 the
// export desktop answers the Add at once and lists the export under Running with its counters moving;
// the queue dashboard shows it among the running jobs (kind, queue, progress, how long it has run)
// and a failed import with its error. The feed (many products) is served by this test on loopback.

const fx = useBrowserPage({ loginAsAdmin: true });

/** Products of the feed: enough that the export still runs while the test looks at it. */
const PRODUCTS = 4000;

let server: http.Server;
let base = '';
beforeAll(async () => {
  const feed =
    'code;sku;name;brand;category;price;stock\n' +
    Array.from(
      { length: PRODUCTS },
      (_, i) => `W${i};SKU-W${i};Workstation ${i};Dell;Computers/Workstations;${900 + i}.00;${i % 5}\n`,
    ).join('');
  server = http.createServer((req, res) => {
    if (req.url === '/products.csv') res.writeHead(200, { 'Content-Type': 'text/csv' }).end(feed);
    else res.writeHead(404).end('gone');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A CSV partner reading `path` of this test's server, with its importProducts task. */
async function csvPartner(page: Page, path: string): Promise<{ id: number; taskId: number; name: string }> {
  const name = unique('live export');
  const saved = await api(page, 'post', '/api/partners/save', {
    name,
    className: 'csv',
    isActive: true,
    pimSupplierCode: unique('LIVE').toUpperCase(),
    params: {
      url: `${base}${path}`,
      ...TEST_CSV_PARAMS,
    },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' }],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const id = saved.body.data.id as number;
  const taskId = (await api(page, 'get', `/api/partners/${id}`)).body.data.tasks[0].id as number;
  return { id, taskId, name };
}

/** Runs a partner's task and waits until the job ended with this status. */
async function runTask(page: Page, partner: { id: number; taskId: number }, status: 'done' | 'error') {
  const added = await api(page, 'post', '/api/partner-job/add', { taskId: partner.taskId });
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  const id = added.body.data.id as number;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const desk = (await api(page, 'get', `/api/partner-job/desktop?filter[partnerId]=${partner.id}`)).body
      .data as Record<string, { id: number }[]>;
    if (desk[status]?.some((j) => j.id === id)) return id;
    if (Date.now() > deadline) throw new Error(`partner job ${id} did not end ${status}`);
    await page.waitForTimeout(300);
  }
}

/** Saves one setting by code. */
async function saveSetting(page: Page, code: string, value: string): Promise<void> {
  const rows = (await api(page, 'get', '/api/settings/list?perPage=100')).body.data.rows as {
    id: number;
    code: string;
  }[];
  const row = rows.find((r) => r.code === code);
  if (!row) throw new Error(`no setting ${code}`);
  const saved = await api(page, 'post', '/api/settings/save', { id: row.id, value });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
}

/** A counter cell of a job's row on the export desktop, as a number. */
async function counter(section: Locator, row: Locator, column: string): Promise<number> {
  const titles = await section.locator('thead th').allInnerTexts();
  const index = titles.findIndex((title) => title.trim() === column);
  if (index < 0) throw new Error(`no column ${column} in ${titles.join(', ')}`);
  return Number((await row.locator('td').nth(index).innerText()).replace(/\D/g, ''));
}

/** Waits until a running job's Sent counter is above `value` (the job events move it); its value then. */
async function sentAbove(section: Locator, row: Locator, value: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const sent = await counter(section, row, 'Sent');
    if (sent > value) return sent;
    if (Date.now() > deadline) throw new Error(`Sent stayed at ${sent}`);
    await row.page().waitForTimeout(200);
  }
}

test('a running export: Running on the export desktop with its counters moving, and on the queue dashboard', async () => {
  const page = fx.page;
  const partner = await csvPartner(page, '/products.csv');
  await runTask(page, partner, 'done');
  const categories = (await api(page, 'get', `/api/partner-categories/list?filter[partnerId]=${partner.id}`))
    .body.data.rows as { id: number; name: string }[];
  const families = (await api(page, 'get', '/api/pim-category-mappings/selects')).body.data.families as {
    id: number;
    code: string;
  }[];
  const mapping = {
    id: categories.find((c) => c.name === 'Workstations')!.id,
    pimCategory: ['desktops_workstations'],
    family: families.find((f) => f.code === 'desktops')!.id,
    vatEt: 24,
  };
  const mapped = await api(page, 'post', '/api/partner-categories/save', { ...mapping, exportAll: true });
  expect(mapped.status).toBe(200);
  await retailPriceRule(page, partner.id);
  // A failed import, for the dashboard's failed jobs.
  const broken = await csvPartner(page, '/gone.csv');
  const failedId = await runTask(page, broken, 'error');

  await saveSetting(page, 'export_batch_size', '1');
  let jobId = 0;
  try {
    await page.goto('/export');
    await page.getByRole('heading', { name: 'Export desktop' }).waitFor();
    const running = page.getByRole('region', { name: 'Running', exact: true });
    await running.getByRole('table').waitFor();
    const added = page.waitForResponse((r) => r.url().endsWith('/api/export/add'));
    await page.getByRole('button', { name: 'Add export job' }).click();
    const answer = await added;
    expect(answer.status()).toBe(200);
    jobId = ((await answer.json()) as { data: { id: number } }).data.id;
    await page.locator('.mantine-Notification-root', { hasText: 'Export job added' }).waitFor();

    // Under Running while it runs, its Sent counter moving with the job events.
    const row = running.locator(`tbody tr[data-job="${jobId}"]`);
    await row.waitFor({ timeout: 30_000 });
    const first = await sentAbove(running, row, 0);
    expect(first).toBeLessThan(PRODUCTS);
    await row.getByTestId('job-progress').waitFor();
    // the next job events move it on the page, without a reload
    await sentAbove(running, row, first);

    // The queue dashboard: the export among the running jobs; the failed import with its error.
    await page.goto('/horizon/dashboard');
    await page.getByRole('heading', { name: 'Queue dashboard' }).waitFor();
    const runningJobs = page.getByRole('region', { name: 'Running jobs' });
    const exportRow = runningJobs.locator(`tr[data-job="${jobId}"]`);
    await exportRow.waitFor();
    expect(await exportRow.getByText('Export to the PIM').count()).toBe(1);
    expect(await exportRow.getByTestId('running-kind').innerText()).toBe('Export · Medium');
    expect(await exportRow.getByTestId('counters').innerText()).toMatch(/^sent [\d,]+ · created /);
    expect(await exportRow.getByTestId('running-age').innerText()).toMatch(/sec|min/);
    expect(await runningJobs.getByTestId('running-count').innerText()).toBe('1');
    const failed = page.getByRole('region', { name: 'Failed jobs' }).locator(`tr[data-job="${failedId}"]`);
    await failed.waitFor();
    expect(await failed.innerText()).toContain(broken.name);
    expect(await failed.getByTestId('failed-error').innerText()).toContain('404');

    // Stopped from the export desktop: it leaves Running.
    await page.goto('/export');
    const stopping = page
      .getByRole('region', { name: 'Running', exact: true })
      .locator(`tbody tr[data-job="${jobId}"]`);
    await stopping.getByRole('button', { name: `Delete export job ${jobId}` }).click();
    await page.getByTestId('confirm-yes').click();
    await stopping.waitFor({ state: 'detached', timeout: 30_000 });
    jobId = 0;
  } finally {
    if (jobId) await api(page, 'delete', `/api/export/delete/${jobId}`);
    await saveSetting(page, 'export_batch_size', '100');
    // The products it did not send stay off the later tests' exports.
    await api(page, 'post', '/api/partner-categories/save', { ...mapping, exportAll: false });
  }
});
