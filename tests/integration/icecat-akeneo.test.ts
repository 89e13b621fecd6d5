import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeAkeneo, type FakeAkeneo } from '@feedhub/fake-akeneo';
import { icecatAnswer, startFakeIcecat, type FakeIcecat } from '@feedhub/fake-icecat';
import { TEST_CSV_FIELDS } from '@feedhub/feeds/testing';
import { importedCsvPartner, runExport, waitFor } from './export-helpers';
import { adminBrowser, saveSettings, startStack, type TestBrowser, type TestStack } from './stack';

/**
 * Icecat to Akeneo (issue 23): a partner's drills imported from a feed, their category mapped with
 * useIcecat, exported to the fake Akeneo while the fake Icecat answers. The export looks the products
 * up first; the PIM receives Icecat's description and mapped features where the supplier's feed has
 * none, and the supplier's own values untouched; not found, Full Icecat only and a 429 are logged and
 * handled; the products of a category without useIcecat are never looked up.
 */

let stack: TestStack;
let admin: TestBrowser;
let akeneo: FakeAkeneo;
let icecat: FakeIcecat;
let server: http.Server;
let base = '';
const feeds = new Map<string, string>();

const GTIN = {
  found: '4006381333931',
  withSupplierText: '4006381333948',
  fullOnly: '5901234123457',
  unknown: '4012345678901',
  garden: '8712345678906',
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end('no');
    else res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  akeneo = await startFakeAkeneo({ expiresIn: 3600 });
  icecat = await startFakeIcecat();
  stack = await startStack({
    FEED_ALLOWED_NETWORKS: '127.0.0.1',
    JOB_REPORT_EVERY_MS: '200',
    PIM_RETRY_BASE_MS: '10',
    ICECAT_RETRY_BASE_MS: '10',
  });
  admin = await adminBrowser(stack);
  await saveSettings(admin, {
    pim_adapter: 'akeneo',
    pim_url: akeneo.url,
    pim_client_id: 'client',
    pim_client_secret: 'secret',
    pim_username: 'admin',
    pim_password: 'admin',
    icecat_url: `${icecat.url}/api`,
    icecat_username: 'feedhub',
    icecat_requests_per_second: '50',
  });
  icecat.sheets.add([
    icecatAnswer({
      icecatId: 201,
      brand: 'Bosch',
      productCode: 'GSR 12V',
      gtins: [GTIN.found],
      longDesc: '<p>Icecat: a light cordless drill.</p>',
      features: [
        { id: 94, name: 'Weight', value: '1.1', unit: 'kg' },
        { id: 1766, name: 'Colour', value: 'Blau' },
        { id: 77, name: 'Power', value: 'strong' },
      ],
    }),
    icecatAnswer({
      icecatId: 202,
      brand: 'Makita',
      productCode: 'DF 333',
      gtins: [GTIN.withSupplierText],
      longDesc: '<p>Icecat words that must not win.</p>',
      features: [{ id: 94, name: 'Weight', value: '1.4', unit: 'kg' }],
    }),
    icecatAnswer({ icecatId: 204, brand: 'Gardena', productCode: 'G 1', gtins: [GTIN.garden] }),
  ]);
  icecat.sheets.add(
    icecatAnswer({ icecatId: 203, brand: 'Hilti', productCode: 'SF 2', gtins: [GTIN.fullOnly] }),
    {
      fullOnly: true,
    },
  );
}, 60_000);
afterAll(async () => {
  await stack.close();
  await akeneo.close();
  await icecat.close();
  await new Promise((resolve) => server.close(resolve));
});

const HEADER = 'code;sku;name;brand;category;price;stock;ean;description\n';

test('the export looks up its useIcecat products first and sends Icecat’s values where the feed has none; the rest is handled and logged', async () => {
  expect((await admin.post('/api/pim/sync', {})).status).toBe(200);
  await waitFor(async () => {
    const list = (await admin.get('/api/pim-categories/list?filter[name]=Power')).body.data.rows as {
      code: string;
    }[];
    if (!list.some((c) => c.code === 'power_tools')) throw new Error('not synced');
  });
  feeds.set(
    '/drills.csv',
    HEADER +
      [
        `I1;SKU-I1;Drill one;Bosch;Tools/Drills;50.00;3;${GTIN.found};`,
        `I2;SKU-I2;Drill two;Makita;Tools/Drills;60.00;3;${GTIN.withSupplierText};The supplier's own words`,
        `I3;SKU-I3;Drill three;Bosch;Tools/Drills;70.00;3;${GTIN.fullOnly};`,
        `I4;SKU-I4;Drill four;Bosch;Tools/Drills;80.00;3;${GTIN.unknown};`,
        `G1;SKU-G1;Hose;Bosch;Garden/Hoses;9.00;3;${GTIN.garden};`,
      ]
        .map((line) => `${line}\n`)
        .join(''),
  );
  const { products } = await importedCsvPartner(admin, {
    name: `Icecat drills ${Date.now()}`,
    pimSupplierCode: 'IC',
    url: `${base}/drills.csv`,
    fields: { ...TEST_CSV_FIELDS, ean: 'ean', description: 'description' },
    count: 5,
  });
  const families = (await admin.get('/api/pim-category-mappings/selects')).body.data.families as {
    id: number;
    code: string;
  }[];
  const mapping = (categoryId: number, useIcecat: boolean) => ({
    id: categoryId,
    pimCategory: ['power_tools'],
    family: families.find((f) => f.code === 'tools')!.id,
    vat: '24',
    vatEt: 24,
    exportAll: false,
    useIcecat,
    disabledEe: false,
    disabledFi: false,
    disabledLv: false,
  });
  const drill = products.find((p) => p.code === 'I1')!;
  const hose = products.find((p) => p.code === 'G1')!;
  expect((await admin.post('/api/partner-categories/save', mapping(drill.categoryId, true))).status).toBe(
    200,
  );
  expect((await admin.post('/api/partner-categories/save', mapping(hose.categoryId, false))).status).toBe(
    200,
  );
  expect(
    (await admin.post('/api/partner-products/add-export', { ids: products.map((p) => p.id) })).status,
  ).toBe(200);
  // Weight as is, the colour through the option map; "strong" does not fit the number attribute power.
  for (const body of [
    { featureId: 94, featureName: 'Weight', pimAttributeCode: 'weight' },
    {
      featureId: 1766,
      featureName: 'Colour',
      pimAttributeCode: 'colors',
      options: [{ value: 'Blau', option: 'blue' }],
    },
    { featureId: 77, featureName: 'Power', pimAttributeCode: 'power' },
  ])
    expect((await admin.post('/api/icecat/features/save', body)).status).toBe(200);
  icecat.requests.clear();
  icecat.faults.tooManyRequests(1, 1);

  const { job, log } = await runExport(admin);
  expect(job.status).toBe('done');
  const messages = log.map((l) => l.message);
  expect(messages).toContain('Icecat look-ups: 2 found, 1 not found, 1 Full Icecat only, 0 failed');
  expect(messages.some((m) => m.startsWith('Icecat answered HTTP 429'))).toBe(true);
  expect(messages).toContain(
    '1 product (IC-I1): Icecat feature Power (77) (“strong”) does not fit power; it was left out',
  );

  const sent = (code: string) => akeneo.state.products.get(`IC-${code}`);
  expect(sent('I1')?.values.description).toContainEqual({
    locale: 'en_US',
    scope: 'ecommerce',
    data: '<p>Icecat: a light cordless drill.</p>',
  });
  expect(sent('I1')?.values.weight).toEqual([
    { locale: null, scope: null, data: { amount: '1.1', unit: 'KILOGRAM' } },
  ]);
  expect(sent('I1')?.values.colors).toEqual([{ locale: null, scope: null, data: ['blue'] }]);
  expect(sent('I1')?.values.power).toBeUndefined();
  // The supplier's description stays; Icecat still fills the weight the feed lacks.
  expect(sent('I2')?.values.description?.every((v) => v.data === "The supplier's own words")).toBe(true);
  expect(sent('I2')?.values.weight).toEqual([
    { locale: null, scope: null, data: { amount: '1.4', unit: 'KILOGRAM' } },
  ]);
  // Full Icecat only and not found: sent with the feed's data alone.
  expect(sent('I3')?.values.description).toBeUndefined();
  expect(sent('I4')?.values.description).toBeUndefined();
  // The hose's category does not use Icecat: never looked up.
  expect(icecat.requests.entries.some((e) => e.query.GTIN === GTIN.garden)).toBe(false);
  expect(sent('G1')).toBeDefined();

  // A second export looks nothing up again: every product has its answer, and none is stale.
  icecat.requests.clear();
  await runExport(admin);
  expect(icecat.requests.total).toBe(0);
}, 90_000);
