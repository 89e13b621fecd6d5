import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeAkeneo, type FakeAkeneo } from '@feedhub/fake-akeneo';
import { TEST_CSV_FIELDS } from '@feedhub/feeds/testing';
import { importedCsvPartner, runExport, waitFor } from './export-helpers';
import { adminBrowser, saveSettings, startStack, type TestBrowser, type TestStack } from './stack';

/**
 * The export to Akeneo through the gateway, against the fake Akeneo (export issue): reference data
 * synced from it, products sent as PATCH-lists with per-line results, and the faults of "Bad input":
 * refused lines, a cut-off answer, 429 and 5xx, wrong credentials, a host that does not resolve. The
 * "nothing lost" rule is checked at the end: every product of the list is in the PIM with its latest
 * payload, or still waiting with a log line saying why.
 */

let stack: TestStack;
let admin: TestBrowser;
let fake: FakeAkeneo;
let server: http.Server;
let base = '';
const feeds = new Map<string, string>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end('no');
    else res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake = await startFakeAkeneo({ expiresIn: 3600 });
  stack = await startStack({
    FEED_ALLOWED_NETWORKS: '127.0.0.1',
    JOB_REPORT_EVERY_MS: '200',
    PIM_RETRY_BASE_MS: '10',
    PIM_TIMEOUT_MS: '3000',
  });
  admin = await adminBrowser(stack);
  await setSettings({
    pim_adapter: 'akeneo',
    pim_url: fake.url,
    pim_client_id: 'client',
    pim_client_secret: 'secret',
    pim_username: 'admin',
    pim_password: 'admin',
  });
}, 60_000);
afterAll(async () => {
  await stack.close();
  await fake.close();
  await new Promise((resolve) => server.close(resolve));
});

const setSettings = (values: Record<string, string>) => saveSettings(admin, values);

const HEADER = 'code;sku;name;brand;category;price;stock;ean\n';

/** A partner of drills (E1–E6; E5 has E4's EAN: the PIM's unique ean refuses the second), imported and mapped. */
async function drillPartner() {
  feeds.set(
    '/drills.csv',
    HEADER +
      [1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `E${i};SKU-E${i};Drill ${i};${i % 2 ? 'Bosch' : 'Makita'};Tools/Drills;${50 + i}.00;${i};${i === 4 || i === 5 ? '4006381333931' : ''}\n`,
        )
        .join(''),
  );
  const { id, products } = await importedCsvPartner(admin, {
    name: `Drills ${Date.now()}`,
    pimSupplierCode: 'AK',
    url: `${base}/drills.csv`,
    fields: { ...TEST_CSV_FIELDS, ean: 'ean' },
    count: 6,
  });
  const families = (await admin.get('/api/pim-category-mappings/selects')).body.data.families as {
    id: number;
    code: string;
  }[];
  const mapped = await admin.post('/api/partner-categories/save', {
    id: products[0]!.categoryId,
    pimCategory: ['power_tools'],
    family: families.find((f) => f.code === 'tools')!.id,
    vat: '24',
    vatEt: 24,
    exportAll: false,
    useIcecat: null,
    disabledEe: false,
    disabledFi: false,
    disabledLv: false,
  });
  expect(mapped.status).toBe(200);
  expect(
    (await admin.post('/api/partner-products/add-export', { ids: products.map((p) => p.id) })).status,
  ).toBe(200);
  return { id, products };
}

describe('export to Akeneo (the fake)', () => {
  test('syncs its reference data, sends PATCH-lists, accounts for every line through faults; nothing lost', async () => {
    // The catalog's copy of the PIM's structure comes from the fake.
    expect((await admin.post('/api/pim/sync', {})).status).toBe(200);
    await waitFor(async () => {
      const list = (await admin.get('/api/pim-categories/list?filter[name]=Power')).body.data.rows as {
        code: string;
      }[];
      if (!list.some((c) => c.code === 'power_tools')) throw new Error('not synced');
    });
    const partner = await drillPartner();

    // A 503, then a cut-off answer to the request sent again: both retried; E5 is refused by the PIM (unique EAN).
    fake.faults.inject({ kind: 'status', status: 503, route: 'PATCH /api/rest/v1/products', times: 1 });
    fake.faults.inject({
      kind: 'truncate',
      route: 'PATCH /api/rest/v1/products',
      times: 1,
      skip: 1,
      afterLines: 2,
    });
    const first = await runExport(admin);
    expect(first.job).toMatchObject({
      status: 'done',
      hasError: true,
      progress: { sent: 6, created: 5, updated: 0, refused: 1, skipped: 0 },
    });
    const refused = first.log.filter((l) => l.type === 'error');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.message).toMatch(/^The PIM refused AK-E5 \(422\): .*ean/);
    expect(fake.state.products.size).toBe(5);
    // What the adapter did on its own is in the job's log, as warnings a person can read.
    const warnings = first.log.filter((l) => l.type === 'warning').map((l) => l.message);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'The PIM answered 2 of the 6 products of a batch; the other 4 were sent again',
        'The PIM request PATCH /api/rest/v1/products failed (503) and was sent again (attempt 2)',
      ]),
    );

    // Unchanged products are not sent again; the refused one is tried again (and refused again).
    const requestsBefore = fake.requests.count('PATCH /api/rest/v1/products');
    const second = await runExport(admin);
    expect(second.job.progress).toMatchObject({ sent: 1, refused: 1, skipped: 5 });
    expect(fake.requests.count('PATCH /api/rest/v1/products')).toBe(requestsBefore + 1);

    // Wrong credentials: the job ends in error with a notice of type export saying what to fix.
    await setSettings({ pim_password: 'wrong' });
    const denied = await runExport(admin);
    expect(denied.job.status).toBe('error');
    expect(denied.log.map((l) => l.message).join('\n')).toContain('The PIM refused the API credentials');
    const notices = (await admin.get('/api/log/errors')).body.data.rows as {
      type: string;
      message: string;
    }[];
    expect(notices.find((n) => n.message.includes('refused the API credentials'))).toMatchObject({
      type: 'export',
    });
    for (const secret of ['wrong', 'secret'])
      expect(denied.log.map((l) => l.message).join('\n')).not.toContain(`:${secret}`);

    // A host that does not resolve.
    await setSettings({ pim_password: 'admin', pim_url: 'http://feedhub-no-such-host.invalid' });
    const lost = await runExport(admin);
    expect(lost.job.status).toBe('error');
    expect(lost.log.map((l) => l.message).join('\n')).toContain('The PIM could not be reached');
    await setSettings({ pim_url: fake.url });

    // Nothing lost: every product is in the PIM with its latest payload, or waiting with a reason logged.
    for (const product of partner.products) {
      const test = (await admin.get(`/api/export/test?id=${product.id}`)).body.data;
      if (product.code === 'E5') {
        expect(test).toMatchObject({ status: 'waiting', pim: null });
        expect(refused[0]!.message).toContain('AK-E5');
      } else {
        expect(test.status).toBe('exported');
        expect(test.pim).toMatchObject({
          identifier: test.identifier,
          family: 'tools',
          categories: ['power_tools'],
        });
        expect(test.pim.values.name).toEqual(test.values.name);
      }
    }
  });
});
