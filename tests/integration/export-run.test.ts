import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ExportTestResultSchema, PimProductDetailSchema } from '@feedhub/contracts';
import { TEST_CSV_PARAMS } from '@feedhub/feeds/testing';
import { retailPriceRule, runExport, waitFor } from './export-helpers';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

/**
 * The export to the embedded PIM through the gateway (export issue): what is sent (the list, exportAll
 * categories, changed payloads only), what is skipped and why, per-line refusals, counters and log,
 * the export test and the PIM products browser.
 */

let stack: TestStack;
let admin: TestBrowser;
let server: http.Server;
let base = '';
const feeds = new Map<string, string>();
let families: { id: number; code: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end('no');
    else res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '127.0.0.1', JOB_REPORT_EVERY_MS: '200' });
  admin = await adminBrowser(stack);
  families = (await admin.get('/api/pim-category-mappings/selects')).body.data.families;
}, 60_000);
afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => server.close(resolve));
});

const HEADER = 'code;sku;name;brand;category;price;stock;colour\n';
const row = (i: number, category: string, price = 100 + i, colour = 'Black') =>
  `E${i};SKU-E${i};Laptop ${i};${i % 2 ? 'Lenovo' : 'Dell'};${category};${price.toFixed(2)};${i};${colour}\n`;

/** A partner with products in Computers/Laptops (1–4) and Computers/Mice (5–6), imported. */
async function importedPartner(tag: string, rows?: string) {
  const path = `/${tag}.csv`;
  feeds.set(
    path,
    HEADER +
      (rows ??
        [1, 2, 3, 4].map((i) => row(i, 'Computers/Laptops')).join('') +
          [5, 6].map((i) => row(i, 'Computers/Mice')).join('')),
  );
  const saved = await admin.post('/api/partners/save', {
    name: `Export ${tag} ${Date.now()}`,
    className: 'csv',
    isActive: true,
    pimSupplierCode: `SUP${tag.toUpperCase()}`,
    deliveryTime: 5,
    params: {
      url: `${base}${path}`,
      ...TEST_CSV_PARAMS,
      attributes: [{ columns: ['colour'] }],
    },
    tasks: [
      { name: 'importAttributes', methodName: 'importAttributes', queue: 'medium', isDefault: true },
      { name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true },
    ],
  });
  expect(saved.status).toBe(200);
  const id = saved.body.data.id as number;
  const tasks = (await admin.get(`/api/partners/${id}`)).body.data.tasks as {
    id: number;
    methodName: string;
  }[];
  const taskId = tasks.find((t) => t.methodName === 'importProducts')!.id;
  await runPartnerJob(id, tasks.find((t) => t.methodName === 'importAttributes')!.id);
  await runPartnerJob(id, taskId);
  const products = (
    await admin.get(`/api/partner-products/list?filter[partnerId]=${id}&perPage=500&order[field]=code`)
  ).body.data.rows as { id: number; code: string; categoryId: number | null }[];
  const categories = (await admin.get(`/api/partner-categories/list?filter[partnerId]=${id}&perPage=100`))
    .body.data.rows as { id: number; name: string }[];
  return {
    id,
    taskId,
    products,
    laptops: categories.find((c) => c.name === 'Laptops')!.id,
    mice: categories.find((c) => c.name === 'Mice')?.id,
  };
}

async function runPartnerJob(partnerId: number, taskId: number) {
  const before = new Set(
    (
      (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partnerId}`)).body.data.done as {
        id: number;
      }[]
    ).map((j) => j.id),
  );
  expect((await admin.post('/api/partner-job/add', { taskId })).status).toBe(200);
  await waitFor(async () => {
    const desktop = (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partnerId}`)).body.data;
    const done = (desktop.done as { id: number }[]).find((j) => !before.has(j.id));
    if (!done) throw new Error('import not done');
  });
}

const familyId = (code: string) => families.find((f) => f.code === code)!.id;
const mapCategory = (id: number, extra: Record<string, unknown> = {}) =>
  admin.post('/api/partner-categories/save', {
    id,
    pimCategory: ['laptops'],
    family: familyId('laptops'),
    vat: '24',
    vatEt: 24,
    exportAll: false,
    useIcecat: null,
    deliveryTime: 3,
    disabledEe: false,
    disabledFi: true,
    disabledLv: false,
    ...extra,
  });

describe('export to the embedded PIM', () => {
  test('sends the list and exportAll categories, skips unmapped and unchanged ones, resends what changed', async () => {
    const p = await importedPartner('emb');
    expect((await mapCategory(p.laptops)).status).toBe(200);
    await admin.post('/api/partner-price-rules/save', {
      partnerId: p.id,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'add_percent', input: '10' }],
    });
    // Laptops 1–3 and mouse 5 on the list; mice are not mapped.
    const ids = p.products.filter((x) => ['E1', 'E2', 'E3', 'E5'].includes(x.code)).map((x) => x.id);
    expect((await admin.post('/api/partner-products/add-export', { ids })).status).toBe(200);

    const first = await runExport(admin);
    expect(first.job).toMatchObject({
      status: 'done',
      hasError: false,
      progress: { sent: 3, created: 3, updated: 0, refused: 0, skipped: 1 },
    });
    expect(first.log.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('1 product of the category “Computers › Mice” was not sent'),
        'Export finished: 3 sent, 3 created, 0 updated, 0 refused, 1 skipped',
      ]),
    );

    const pimList = (await admin.get('/api/pim-products/list?filter[identifier]=SUPEMB-')).body.data;
    expect(pimList.total).toBe(3);
    const one = PimProductDetailSchema.parse(
      (await admin.get('/api/pim-products/one?identifier=SUPEMB-E1')).body.data,
    );
    expect(one).toMatchObject({
      identifier: 'SUPEMB-E1',
      family: 'laptops',
      categories: ['laptops'],
      enabled: true,
    });
    expect(one.values).toMatchObject({
      sku: [{ locale: null, scope: null, data: 'SUPEMB-E1' }],
      name: [
        { locale: 'en_US', scope: null, data: 'Laptop 1' },
        { locale: 'et_EE', scope: null, data: 'Laptop 1' },
      ],
      brand: [{ locale: null, scope: null, data: 'lenovo' }],
      supplier_code: [{ locale: null, scope: null, data: 'E1' }],
      retail_price: [{ locale: null, scope: null, data: [{ amount: '111.10', currency: 'EUR' }] }],
      stock: [{ locale: null, scope: null, data: 1 }],
      delivery_days: [{ locale: null, scope: null, data: 3 }],
      disabled_fi: [{ locale: null, scope: null, data: true }],
    });

    // Nothing changed: nothing sent.
    const second = await runExport(admin);
    expect(second.job.progress).toMatchObject({ sent: 0, skipped: 4 });

    // A formula change changes every payload; exportAll brings laptop 4 without the list.
    await admin.post('/api/partner-price-rules/save', {
      partnerId: p.id,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      sortOrder: 9,
      rule: [{ ruleId: 'add_percent', input: '20' }],
    });
    expect((await mapCategory(p.laptops, { exportAll: true })).status).toBe(200);
    const third = await runExport(admin);
    expect(third.job.progress).toMatchObject({ sent: 4, created: 1, updated: 3, skipped: 1 });
    const e4 = (await admin.get('/api/pim-products/one?identifier=SUPEMB-E4')).body.data;
    expect(e4.values.retail_price[0].data).toEqual([{ amount: '124.80', currency: 'EUR' }]);
  });

  test('the export test: by id and by partner with sku or code; status, warnings and what the PIM holds; bad keys', async () => {
    const p = await importedPartner('tst');
    await mapCategory(p.laptops);
    await retailPriceRule(admin, p.id);
    const e1 = p.products.find((x) => x.code === 'E1')!;
    const e5 = p.products.find((x) => x.code === 'E5')!;

    const before = await admin.get(`/api/export/test?id=${e1.id}`);
    expect(before.status).toBe(200);
    const waiting = ExportTestResultSchema.parse(before.body.data);
    expect(waiting).toMatchObject({
      identifier: 'SUPTST-E1',
      family: 'laptops',
      status: 'skipped',
      statusReason: 'Not on the export list, and its category does not export all its products',
      pim: null,
      pimAdapter: 'embedded',
    });
    await admin.post('/api/partner-products/add-export', { ids: [e1.id] });
    const listed = await admin.get(`/api/export/test?partner=${p.id}&sku=SKU-E1`);
    expect(listed.body.data).toMatchObject({
      status: 'waiting',
      statusReason: 'Never exported: the next export sends it',
    });
    await runExport(admin);
    const exported = (await admin.get(`/api/export/test?partner=${p.id}&code=E1&sku=SKU-E1`)).body.data;
    expect(exported).toMatchObject({
      status: 'exported',
      pim: { identifier: 'SUPTST-E1', family: 'laptops' },
    });
    expect(exported.exportedAt).not.toBeNull();
    expect(exported.pim.values.name).toEqual(exported.values.name);

    const unmapped = (await admin.get(`/api/export/test?id=${e5.id}`)).body.data;
    expect(unmapped).toMatchObject({ status: 'skipped', values: {}, family: null });
    expect(unmapped.statusReason).toContain('has no PIM category or family');
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.get(`/api/export/test?id=${e5.id}`)).body.data.statusReason).toContain(
      'PIM-i kategooriat',
    );

    // Bad keys.
    const none = await admin.get('/api/export/test');
    expect(none.status).toBe(422);
    expect(none.body.errors.partner[0]).toBe('Give a product id, or a partner with a SKU or a code');
    const partnerOnly = await admin.get(`/api/export/test?partner=${p.id}`);
    expect(partnerOnly.status).toBe(422);
    expect(Object.keys(partnerOnly.body.errors)).toEqual(['sku']);
    expect((await admin.get('/api/export/test?partner=99999999&sku=x')).body.key).toBe('partner_not_found');
    const mismatch = await admin.get(`/api/export/test?partner=${p.id}&sku=SKU-E1&code=E2`);
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.key).toBe('partner_product_not_found');
    expect((await admin.get('/api/export/test?id=99999999')).status).toBe(404);
    expect((await admin.get('/api/export/test?id=abc')).status).toBe(422);
    expect((await admin.get('/api/export/test?id=1&extra=1')).status).toBe(422);

    // Permissions.
    const desktopOnly = await userWith(stack, admin, ['exportDesktop']);
    expect((await desktopOnly.get(`/api/export/test?id=${e1.id}`)).status).toBe(403);
    expect((await desktopOnly.get('/api/pim-products/list')).status).toBe(403);
    const tester = await userWith(stack, admin, ['exportTest']);
    expect((await tester.get(`/api/export/test?id=${e1.id}`)).status).toBe(200);
    const browser = await userWith(stack, admin, ['pimProducts']);
    expect((await browser.get('/api/pim-products/list?filter[family]=laptops')).status).toBe(200);
    expect((await browser.get('/api/pim-products/one?identifier=nope')).status).toBe(404);
  });

  test('values the PIM cannot take are left out with a warning; the rest is sent', async () => {
    const p = await importedPartner(
      'val',
      row(1, 'Computers/Laptops', 100, 'Ultraviolet') +
        `E2;SKU-E2;${'x'.repeat(300)};Nobrand;Computers/Laptops;10.00;1;Black\n`,
    );
    await mapCategory(p.laptops, { exportAll: true });
    await retailPriceRule(admin, p.id);
    // The supplier's colour (a text) is mapped to the PIM's colour (a select) with no option mapped.
    const attributes = (
      await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[name]=colour`)
    ).body.data.rows as { id: number; code: string }[];
    expect(attributes).toHaveLength(1);
    const saved = await admin.post('/api/partner-attributes/save', {
      id: attributes[0]!.id,
      weight: 1,
      pimAttributeCodes: ['color'],
      optionMappings: {},
    });
    expect(saved.status).toBe(200);
    const { job, log } = await runExport(admin);
    expect(job.progress).toMatchObject({ sent: 2, created: 2, refused: 0 });
    const messages = log.map((l) => l.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        '1 product (SUPVAL-E1): “Ultraviolet” of color has no PIM option mapped; the value was left out',
        '1 product (SUPVAL-E2): “Nobrand” of brand has no PIM option mapped; the value was left out',
        '1 product (SUPVAL-E2): name is longer than 255 characters; it was left out',
      ]),
    );
    const e2 = (await admin.get('/api/pim-products/one?identifier=SUPVAL-E2')).body.data;
    expect(e2.values.color).toBeUndefined();
    expect(e2.values.name).toBeUndefined();
    expect(e2.values.supplier_code).toEqual([{ locale: null, scope: null, data: 'E2' }]);
  });

  /** Warning lines of a log naming a partner's products (the tests share one stack and its products). */
  const warningsOf = (log: { message: string; type: string }[], prefix: string) =>
    log.filter((l) => l.type === 'warning' && l.message.includes(prefix)).map((l) => l.message);

  test('a product without the price the PIM requires is not sent: one grouped line in the log, a warning in the export test', async () => {
    const noPrice = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => `E${i};SKU-E${i};Laptop ${i};Dell;Computers/Laptops;;${i};Black\n`)
      .join('');
    const p = await importedPartner('req', noPrice + row(11, 'Computers/Laptops'));
    expect(p.products).toHaveLength(9);
    // What the suites before left: products the PIM holds (skipped as unchanged).
    const others = (await runExport(admin)).job.progress.skipped;
    await mapCategory(p.laptops, { exportAll: true });
    await retailPriceRule(admin, p.id);

    const first = await runExport(admin);
    expect(first.job).toMatchObject({
      status: 'done',
      progress: { sent: 1, created: 1, skipped: others + 8 },
    });
    expect(warningsOf(first.log, 'SUPREQ-')).toEqual([
      'Skipped 8 products without a price (retail_price, supplier_price, wholesale_price): SUPREQ-E1, SUPREQ-E2, SUPREQ-E3 …',
    ]);
    // The PIM does not hold a product without its price.
    expect((await admin.get('/api/pim-products/one?identifier=SUPREQ-E1')).status).toBe(404);
    expect((await admin.get('/api/pim-products/list?filter[identifier]=SUPREQ-')).body.data.total).toBe(1);

    // The export test says it: skipped, and why among its warnings (en and et).
    const e1 = p.products.find((x) => x.code === 'E1')!;
    const tested = ExportTestResultSchema.parse((await admin.get(`/api/export/test?id=${e1.id}`)).body.data);
    const why =
      'E1 was not sent: it has no price (retail_price, supplier_price, wholesale_price), which the PIM requires';
    expect(tested).toMatchObject({ status: 'skipped', statusReason: why, warnings: [why] });
    // It shows what it would send, without a price.
    expect(tested).toMatchObject({ family: 'laptops', categories: ['laptops'] });
    expect(tested.values.name).toBeDefined();
    expect(tested.values.retail_price).toBeUndefined();
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.get(`/api/export/test?id=${e1.id}`)).body.data.warnings).toEqual([
      'Toodet E1 ei saadetud: sellel pole hinda (retail_price, supplier_price, wholesale_price), mida PIM nõuab',
    ]);
  });

  test('warnings come one line per cause with a count and examples, and not again for products that did not change', async () => {
    const p = await importedPartner(
      'grp',
      [1, 2, 3, 4, 5].map((i) => row(i, 'Computers/Laptops', 100 + i, 'Ultraviolet')).join('') +
        row(6, 'Computers/Laptops', 106, 'Teal'),
    );
    const colour = (
      await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[name]=colour`)
    ).body.data.rows as { id: number }[];
    await admin.post('/api/partner-attributes/save', {
      id: colour[0]!.id,
      weight: 1,
      pimAttributeCodes: ['color'],
      optionMappings: {},
    });
    await mapCategory(p.laptops, { exportAll: true });
    await retailPriceRule(admin, p.id);

    const first = await runExport(admin);
    expect(first.job.progress).toMatchObject({ sent: 6, created: 6 });
    expect(warningsOf(first.log, 'SUPGRP-')).toEqual([
      '5 products (SUPGRP-E1, SUPGRP-E2, SUPGRP-E3 …): “Ultraviolet” of color has no PIM option mapped; the value was left out',
      '1 product (SUPGRP-E6): “Teal” of color has no PIM option mapped; the value was left out',
    ]);
    const et = await adminBrowser(stack, { locale: 'et' });
    const etLog = (await et.get(`/api/export/log/${first.job.id}`)).body.data.rows as { message: string }[];
    expect(etLog.map((l) => l.message)).toContain(
      '5 toodet (SUPGRP-E1, SUPGRP-E2, SUPGRP-E3 …): atribuudi color väärtusele „Ultraviolet” pole PIM-i valikut seotud; väärtus jäeti välja',
    );
    // The export test of one product still names its own.
    const e6 = p.products.find((x) => x.code === 'E6')!;
    expect((await admin.get(`/api/export/test?id=${e6.id}`)).body.data.warnings).toEqual([
      'E6: “Teal” of color has no PIM option mapped; the value was left out',
    ]);

    // Nothing changed: nothing sent, and no line about values the PIM already lacks.
    const second = await runExport(admin);
    expect(second.job.progress).toMatchObject({ sent: 0 });
    expect(warningsOf(second.log, 'SUPGRP-')).toEqual([]);
  });
});
