import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

// The import guard in the browser: a partner's feed (served by this test on loopback) suddenly says
// most products are out of stock; the run is held, shows under "Needs review" on the partner desktop,
// its diff opens, and Apply (after the confirmation) merges it.

const fx = useBrowserPage({ loginAsAdmin: true });

let server: http.Server;
let base = '';
let body = '';
beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** 10 products; `zero` of them out of stock. */
const feed = (zero: number) =>
  'code;name;price;stock\n' +
  Array.from(
    { length: 10 },
    (_, k) => `G${k + 1};Guarded ${k + 1};${(20 + k).toFixed(2)};${k < zero ? 0 : 7}\n`,
  ).join('');

async function jobOf(page: Page, partnerId: number, id: number) {
  const desk = (await api(page, 'get', `/api/partner-job/desktop?filter[partnerId]=${partnerId}&perPage=100`))
    .body.data;
  return ['running', 'pending', 'held', 'error', 'done']
    .flatMap((status) => desk[status] as { id: number; status: string }[])
    .find((j) => j.id === id);
}

async function waitStatus(page: Page, partnerId: number, id: number, status: string) {
  const deadline = Date.now() + 60_000;
  while ((await jobOf(page, partnerId, id))?.status !== status) {
    if (Date.now() > deadline) throw new Error(`job ${id} did not become ${status}`);
    await page.waitForTimeout(250);
  }
}

test('a held import shows on the partner desktop, its diff opens, Apply merges it', async () => {
  const page = fx.page;
  const saved = await api(page, 'post', '/api/partners/save', {
    name: unique('guarded'),
    className: 'csv',
    isActive: true,
    params: {
      url: `${base}/feed.csv`,
      delimiter: ';',
      decimalSeparator: '.',
      fields: { code: 'code', name: 'name', price: 'price', amount: 'stock' },
    },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' }],
  });
  expect(saved.status).toBe(200);
  const partnerId = saved.body.data.id as number;
  const taskId = (await api(page, 'get', `/api/partners/${partnerId}`)).body.data.tasks[0].id as number;

  body = feed(0);
  const first = await api(page, 'post', '/api/partner-job/add', { taskId });
  await waitStatus(page, partnerId, first.body.data.id as number, 'done');

  // 8 of 10 in-stock products to 0: more than the default 50 %.
  body = feed(8);
  const second = await api(page, 'post', '/api/partner-job/add', { taskId });
  const id = second.body.data.id as number;
  await waitStatus(page, partnerId, id, 'held');

  await page.goto(`/partners/desktop?partnerId=${partnerId}`);
  const held = page.locator('section[data-section="held"]');
  await held.getByText('Needs review').first().waitFor();
  await held.getByRole('button', { name: `Review job ${id}` }).click();
  const modal = page.getByRole('dialog', { name: `Held import #${id}` });
  await modal.getByTestId('reason-stock').waitFor();
  expect(await modal.getByTestId('reason-stock').textContent()).toContain('8 of 10 in-stock products');
  expect(await modal.getByRole('row').count()).toBeGreaterThan(8);
  expect(page.url()).toContain(`held=${id}`);

  await modal.getByRole('button', { name: 'Apply' }).click();
  await page.getByTestId('confirm-yes').click();
  await page.locator('.mantine-Notification-root', { hasText: `Run ${id} will be merged` }).waitFor();
  await waitStatus(page, partnerId, id, 'done');
  const products = (
    await api(page, 'get', `/api/partner-products/list?filter[partnerId]=${partnerId}&perPage=50`)
  ).body.data.rows as { code: string; amount: number }[];
  expect(
    products
      .filter((p) => p.amount === 0)
      .map((p) => p.code)
      .sort(),
  ).toEqual(['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'].sort());
});
