import { ExportTestResultSchema, ProductIcecatSchema } from '@feedhub/contracts';
import { icecatAnswer, startFakeIcecat, type FakeIcecat } from '@feedhub/fake-icecat';
import { retailPriceRule, runExport, waitFor } from './export-helpers';
import {
  addPartner,
  adminBrowser,
  saveSettings,
  startStack,
  userWith,
  type TestBrowser,
  type TestStack,
} from './stack';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';

/**
 * Icecat enrichment through the gateway against the fake Icecat (issue 23): POST /api/icecat/refresh
 * queues a system job that looks up the products of useIcecat categories on the export list (by EAN,
 * else brand + manufacturer code, in every language), records what it found, and logs the counts; a
 * product of another category is never looked up. Faults: 429, 5xx, wrong credentials. And the
 * feature map under Settings with its bad input.
 */

let stack: TestStack;
let admin: TestBrowser;
let fake: FakeIcecat;

beforeAll(async () => {
  fake = await startFakeIcecat();
  stack = await startStack({
    FEED_ALLOWED_NETWORKS: '127.0.0.1',
    JOB_REPORT_EVERY_MS: '200',
    ICECAT_RETRY_BASE_MS: '10',
  });
  admin = await adminBrowser(stack);
  await setSettings({
    icecat_url: `${fake.url}/api`,
    icecat_username: 'feedhub',
    icecat_languages: 'en,et',
    icecat_requests_per_second: '50',
  });
}, 60_000);
afterAll(async () => {
  await stack.close();
  await fake.close();
});

const setSettings = (values: Record<string, string>) => saveSettings(admin, values);

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** GTINs of the fake's products. */
const GTIN_FOUND = '4006381333931';
const GTIN_FULL_ONLY = '5901234123457';
const GTIN_UNKNOWN = '4012345678901';
const GTIN_OTHER_CATEGORY = '8712345678906';

/** A partner with a useIcecat category (drills, on the export list) and one without (garden). */
async function partnerWithProducts() {
  const id = await addPartner(admin, `Icecat ${Date.now()} ${Math.random()}`);
  const [drills, garden] = (await catalog('partner_categories')
    .insert([
      { partner_id: id, code: 'DR', name: 'Drills', path: JSON.stringify(['Drills']), use_icecat: true },
      { partner_id: id, code: 'GA', name: 'Garden', path: JSON.stringify(['Garden']), use_icecat: false },
    ])
    .returning('id')) as { id: number }[];
  const product = (code: string, category: number, extra: Record<string, unknown>) => ({
    partner_id: id,
    code,
    name: `Product ${code}`,
    content_hash: 'x',
    category_id: category,
    in_export_list: true,
    attributes: JSON.stringify({}),
    ...extra,
  });
  await ensurePartnerProducts(stack.db.knex, id);
  const rows = (await catalog('partner_products')
    .insert([
      product('BY-EAN', drills.id, { ean: GTIN_FOUND, brand: 'Bosch' }),
      // No EAN: found by brand + code; the brand needs encoding in a URL.
      product('BY-BRAND', drills.id, { brand: 'Black & Decker Søhne', manufacturer_code: 'KR 504/CRE' }),
      product('FULL-ONLY', drills.id, { ean: GTIN_FULL_ONLY }),
      product('UNKNOWN', drills.id, { ean: GTIN_UNKNOWN }),
      product('NOT-LISTED', drills.id, { ean: GTIN_FOUND, in_export_list: false }),
      product('GARDEN', garden.id, { ean: GTIN_OTHER_CATEGORY }),
    ])
    .returning(['id', 'code'])) as { id: string; code: string }[];
  return { id, ids: Object.fromEntries(rows.map((r) => [r.code, Number(r.id)])) as Record<string, number> };
}

/** Queues a refresh and waits for its last log line: the job's log. */
async function refresh(partnerId: number): Promise<{ type: string; message: string }[]> {
  const queued = await admin.post('/api/icecat/refresh', { partnerId });
  expect(queued.status).toBe(200);
  const jobId = queued.body.data.jobId as number;
  return waitFor(async () => {
    const log = (await admin.get(`/api/jobs/log/${jobId}`)).body.data.rows as {
      type: string;
      message: string;
    }[];
    if (!log.some((line) => /Icecat look-ups:|Icecat (refused|is not set up)/.test(line.message)))
      throw new Error('not finished');
    return log;
  });
}

const icecatOf = async (productId: number) => {
  const res = await admin.get(`/api/partner-products/${productId}`);
  expect(res.status).toBe(200);
  return res.body.data.icecat === null ? null : ProductIcecatSchema.parse(res.body.data.icecat);
};

beforeAll(() => {
  fake.sheets.add(
    icecatAnswer({
      icecatId: 101,
      brand: 'Bosch',
      productCode: 'GSR 12V-15',
      gtins: [GTIN_FOUND],
      longDesc: '<p>A cordless drill.</p>',
      shortSummary: 'Cordless drill',
      image: 'https://images.icecat.biz/img/101.jpg',
      gallery: ['https://images.icecat.biz/img/101.jpg', 'https://images.icecat.biz/img/101-b.jpg'],
      features: [{ id: 94, name: 'Weight', value: '1.1', unit: 'kg' }],
    }),
  );
  fake.sheets.add(icecatAnswer({ icecatId: 102, brand: 'Black & Decker Søhne', productCode: 'KR 504/CRE' }));
  fake.sheets.add(
    icecatAnswer({ icecatId: 103, brand: 'Hilti', productCode: 'TE 2', gtins: [GTIN_FULL_ONLY] }),
    {
      fullOnly: true,
    },
  );
  fake.sheets.add(
    icecatAnswer({ icecatId: 104, brand: 'Gardena', productCode: 'G1', gtins: [GTIN_OTHER_CATEGORY] }),
  );
});

describe('POST /api/icecat/refresh', () => {
  test('looks up the useIcecat products on the export list: found by EAN or brand + code, not found, Full Icecat only; never another category', async () => {
    const p = await partnerWithProducts();
    fake.requests.clear();
    const log = await refresh(p.id);
    expect(log.map((l) => l.message)).toContain(
      'Icecat look-ups: 2 found, 1 not found, 1 Full Icecat only, 0 failed',
    );

    const byEan = await icecatOf(p.ids['BY-EAN']!);
    expect(byEan).toMatchObject({ status: 'found', lookedUpBy: 'gtin' });
    expect(byEan!.sheets.map((s) => s.language)).toEqual(['en', 'et']);
    expect(byEan!.sheets[0]).toMatchObject({
      icecatId: 101,
      description: { long: '<p>A cordless drill.</p>', short: 'Cordless drill' },
      features: [expect.objectContaining({ id: 94, name: 'Weight', rawValue: '1.1', unit: 'kg' })],
    });
    expect(byEan!.sheets[0]!.images[0]).toEqual({ url: 'https://images.icecat.biz/img/101.jpg', main: true });
    expect(await icecatOf(p.ids['BY-BRAND']!)).toMatchObject({ status: 'found', lookedUpBy: 'brand' });
    expect(await icecatOf(p.ids['FULL-ONLY']!)).toMatchObject({ status: 'restricted', sheets: [] });
    expect(await icecatOf(p.ids.UNKNOWN!)).toMatchObject({ status: 'not_found', sheets: [] });
    // Not on the export list, and of a category without useIcecat: never looked up.
    expect(await icecatOf(p.ids['NOT-LISTED']!)).toBeNull();
    expect(await icecatOf(p.ids.GARDEN!)).toBeNull();
    const asked = fake.requests.entries.map((e) => e.query);
    expect(asked.some((q) => q.GTIN === GTIN_OTHER_CATEGORY)).toBe(false);
    // The brand travelled encoded and arrived whole.
    expect(asked).toContainEqual(
      expect.objectContaining({ Brand: 'Black & Decker Søhne', ProductCode: 'KR 504/CRE' }),
    );
    expect(asked.every((q) => q.UserName === 'feedhub')).toBe(true);
  });

  test('429 with Retry-After and 5xx are retried (a warning line each) and the sheets still arrive', async () => {
    const p = await partnerWithProducts();
    fake.faults.tooManyRequests(1, 1);
    fake.faults.serverError(1);
    const log = await refresh(p.id);
    expect(log.filter((l) => l.type === 'warning' && l.message.startsWith('Icecat answered')).length).toBe(2);
    expect(log.map((l) => l.message)).toContain(
      'Icecat look-ups: 2 found, 1 not found, 1 Full Icecat only, 0 failed',
    );
  });

  test('Icecat down: each product failed with a warning naming it, nothing else lost; the next run tries them again', async () => {
    const p = await partnerWithProducts();
    fake.faults.serverError(1_000);
    const log = await refresh(p.id);
    fake.faults.clear();
    expect(log.map((l) => l.message)).toContain(
      'Icecat look-ups: 0 found, 0 not found, 0 Full Icecat only, 4 failed',
    );
    expect(
      log.filter((l) => l.message.startsWith(`Icecat look-up of product ${p.ids['BY-EAN']} failed`)),
    ).toHaveLength(1);
    expect(await icecatOf(p.ids['BY-EAN']!)).toMatchObject({ status: 'failed' });
    const again = await refresh(p.id);
    expect(again.map((l) => l.message)).toContain(
      'Icecat look-ups: 2 found, 1 not found, 1 Full Icecat only, 0 failed',
    );
  });

  test('wrong credentials end the job in error with a line that says what to fix; nothing is recorded', async () => {
    const p = await partnerWithProducts();
    await setSettings({ icecat_username: 'nobody' });
    try {
      const log = await refresh(p.id);
      expect(
        log.some((l) => l.type === 'error' && l.message.startsWith('Icecat refused the credentials')),
      ).toBe(true);
      expect(await icecatOf(p.ids['BY-EAN']!)).toBeNull();
    } finally {
      await setSettings({ icecat_username: 'feedhub' });
    }
  });

  test('bad input: not a partner id 422, an unknown partner 404, partnerEdit required', async () => {
    const bad = await admin.post('/api/icecat/refresh', { partnerId: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.partnerId).toBeDefined();
    expect((await admin.post('/api/icecat/refresh', {})).status).toBe(422);
    const unknown = await admin.post('/api/icecat/refresh', { partnerId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.key).toBe('partner_not_found');
    const viewer = await userWith(stack, admin, ['partners'], `icecatviewer${Date.now()}`);
    expect((await viewer.post('/api/icecat/refresh', { partnerId: 1 })).status).toBe(403);
  });
});

describe('the Icecat feature map (Settings)', () => {
  test('saves, lists with the PIM attribute label, changes and deletes a mapping', async () => {
    const saved = await admin.post('/api/icecat/features/save', {
      featureId: 94,
      featureName: 'Weight',
      pimAttributeCode: 'weight',
      unitFactor: '0.001',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Icecat feature mapping saved');
    const id = saved.body.data.id as number;
    const list = await admin.get('/api/icecat/features/list?filter[featureId]=94');
    expect(list.body.data).toMatchObject({
      total: 1,
      rows: [
        {
          id,
          featureId: 94,
          pimAttributeCode: 'weight',
          pimAttributeName: 'Weight',
          pimAttributeType: 'pim_catalog_metric',
          unitFactor: '0.001',
          options: [],
        },
      ],
    });
    const colour = await admin.post('/api/icecat/features/save', {
      featureId: 1766,
      pimAttributeCode: 'color',
      options: [{ value: 'Schwarz', option: 'black' }],
    });
    expect(colour.status).toBe(200);
    const changed = await admin.post('/api/icecat/features/save', {
      id: colour.body.data.id,
      featureId: 1766,
      pimAttributeCode: 'color',
      options: [{ value: 'Black', option: 'black' }],
    });
    expect(changed.status).toBe(200);
    const sorted = await admin.get('/api/icecat/features/list?order[field]=featureId&order[direction]=desc');
    expect(sorted.body.data.rows.map((r: { featureId: number }) => r.featureId)).toEqual([1766, 94]);
    expect(sorted.body.data.rows[0].options).toEqual([{ value: 'Black', option: 'black' }]);
    const deleted = await admin.del(`/api/icecat/features/delete/${id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.del(`/api/icecat/features/delete/${id}`)).status).toBe(404);
  });

  test('bad input: unknown PIM attribute, a factor on text, options on a number or unknown, a feature mapped twice; each under its field; Settings required', async () => {
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await admin.post('/api/icecat/features/save', body);
      expect(res.status).toBe(422);
      return Object.keys(res.body.errors as Record<string, string[]>);
    };
    expect(await fieldsOf({ featureId: 5, pimAttributeCode: 'no_such_attribute' })).toEqual([
      'pimAttributeCode',
    ]);
    expect(await fieldsOf({ featureId: 5, pimAttributeCode: 'processor', unitFactor: '2' })).toEqual([
      'unitFactor',
    ]);
    expect(await fieldsOf({ featureId: 5, pimAttributeCode: 'weight', unitFactor: '-1' })).toEqual([
      'unitFactor',
    ]);
    expect(
      await fieldsOf({ featureId: 5, pimAttributeCode: 'cpu_cores', options: [{ value: 'A', option: 'a' }] }),
    ).toEqual(['options']);
    expect(
      await fieldsOf({
        featureId: 5,
        pimAttributeCode: 'color',
        options: [{ value: 'Mauve', option: 'mauve' }],
      }),
    ).toEqual(['options.0.option']);
    expect(await fieldsOf({ featureId: 'x', pimAttributeCode: 'color' })).toEqual(['featureId']);
    expect(
      (await admin.post('/api/icecat/features/save', { featureId: 77, pimAttributeCode: 'processor' }))
        .status,
    ).toBe(200);
    expect(await fieldsOf({ featureId: 77, pimAttributeCode: 'gpu' })).toEqual(['featureId']);
    expect(
      (await admin.post('/api/icecat/features/save', { id: 999_999, featureId: 78, pimAttributeCode: 'gpu' }))
        .status,
    ).toBe(404);
    const outsider = await userWith(stack, admin, ['partners'], `icecatmap${Date.now()}`);
    expect((await outsider.get('/api/icecat/features/list')).status).toBe(403);
    expect(
      (await outsider.post('/api/icecat/features/save', { featureId: 79, pimAttributeCode: 'gpu' })).status,
    ).toBe(403);
  });
});

describe('the export with Icecat (the embedded PIM)', () => {
  test('a useIcecat product reaches the PIM with Icecat’s description, pictures and mapped features; a supplier value stays; the export looks up what was never looked up', async () => {
    const GTIN_SECOND = '4006381333948';
    fake.sheets.add(
      icecatAnswer({
        icecatId: 105,
        brand: 'Bosch',
        productCode: 'GSR 18V',
        gtins: [GTIN_SECOND],
        longDesc: '<p>Icecat words</p>',
        features: [{ id: 94, name: 'Weight', value: '1.6', unit: 'kg' }],
      }),
    );
    const partnerId = await addPartner(admin, `Icecat export ${Date.now()}`);
    const [laptops] = (await catalog('partner_categories')
      .insert({
        partner_id: partnerId,
        code: 'LAP',
        name: 'Laptops',
        path: JSON.stringify(['Laptops']),
        pim_category_code: 'laptops',
        pim_category: JSON.stringify(['laptops']),
        family: 'laptops',
        is_mapped: true,
        vat: '24',
        use_icecat: true,
      })
      .returning('id')) as { id: number }[];
    await ensurePartnerProducts(stack.db.knex, partnerId);
    const rows = (await catalog('partner_products')
      .insert(
        [
          { code: 'ICE-1', ean: GTIN_FOUND, description: null },
          { code: 'ICE-2', ean: GTIN_SECOND, description: 'Supplier words' },
        ].map((p) => ({
          partner_id: partnerId,
          name: `Drill ${p.code}`,
          content_hash: 'x',
          category_id: laptops!.id,
          in_export_list: true,
          attributes: JSON.stringify({}),
          amount: 2,
          price: '100.00',
          ...p,
        })),
      )
      .returning(['id', 'code'])) as { id: string; code: string }[];
    const idOf = (code: string) => Number(rows.find((r) => r.code === code)!.id);
    // The embedded PIM's families require a price.
    await retailPriceRule(admin, partnerId, '0');
    expect(
      (
        await admin.post('/api/icecat/features/save', {
          featureId: 94,
          featureName: 'Weight',
          pimAttributeCode: 'weight',
        })
      ).status,
    ).toBe(200);

    const { log } = await runExport(admin);
    expect(log.map((l) => l.message)).toContain(
      'Icecat look-ups: 2 found, 0 not found, 0 Full Icecat only, 0 failed',
    );

    const first = ExportTestResultSchema.parse(
      (await admin.get(`/api/export/test?id=${idOf('ICE-1')}`)).body.data,
    );
    expect(first.fromIcecat).toEqual(
      expect.arrayContaining(['description', 'short_description', 'image_urls', 'weight']),
    );
    const held = (await admin.get(`/api/pim-products/one?identifier=${encodeURIComponent(first.identifier)}`))
      .body.data;
    expect(held.values.description).toContainEqual({
      locale: 'en_US',
      scope: 'ecommerce',
      data: '<p>A cordless drill.</p>',
    });
    expect(held.values.image_urls).toEqual([
      {
        locale: null,
        scope: null,
        data: 'https://images.icecat.biz/img/101.jpg\nhttps://images.icecat.biz/img/101-b.jpg',
      },
    ]);
    expect(held.values.weight).toEqual([
      { locale: null, scope: null, data: { amount: '1.1', unit: 'KILOGRAM' } },
    ]);

    const second = ExportTestResultSchema.parse(
      (await admin.get(`/api/export/test?id=${idOf('ICE-2')}`)).body.data,
    );
    expect(second.fromIcecat).not.toContain('description');
    expect(second.values.description!.every((value) => value.data === 'Supplier words')).toBe(true);
    expect(second.values.weight).toEqual([
      { locale: null, scope: null, data: { amount: '1.6', unit: 'KILOGRAM' } },
    ]);
  });
});
