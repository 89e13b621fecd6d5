import {
  PartnerProductExportDataSchema,
  PartnerProductRowSchema,
  PartnerProductSchema,
} from '@feedhub/contracts';
import { markExported } from '../../svc-catalog/src/export/export-candidates.repo';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';
import { lockProductWritesSql } from '../../svc-catalog/src/products/product-writes-lock';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Partner products through the gateway: the list's filters and sorts, export-data, Send to PIM, and
// one product with its mapping and the prices its partner's formulas give it.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

interface ProductSeed {
  code: string;
  name: string;
  sku?: string;
  brand?: string;
  manufacturer_code?: string;
  amount?: number;
  price?: string | null;
  category_id?: number | null;
  changed_at?: string;
}

/** A partner with two categories (one mapped, with margin rows) and products as an import leaves them. */
async function partnerWithProducts(name: string, products: ProductSeed[]) {
  const id = await addPartner(admin, name);
  const [laptops, mice] = (await catalog('partner_categories')
    .insert([
      {
        partner_id: id,
        code: 'LAP',
        name: 'Laptops',
        path: JSON.stringify(['Laptops']),
        pim_category_code: 'laptops',
        pim_category: JSON.stringify(['laptops']),
        family: 'laptops',
        is_mapped: true,
        vat: '24',
        transport_add_to_price: '5.5',
      },
      { partner_id: id, code: 'MOU', name: 'Mice', path: JSON.stringify(['Mice']) },
    ])
    .returning('id')) as { id: number }[];
  await catalog('partner_category_marginals').insert([
    { partner_category_id: laptops.id, brand: 'Acme', price_from: '0', price_to: '500', marginal: '20' },
    { partner_category_id: laptops.id, brand: null, price_from: null, price_to: null, marginal: '10' },
  ]);
  await catalog('partner_attributes').insert({
    partner_id: id,
    code: 'colour',
    name: 'Colour',
    type: 'text',
    options: JSON.stringify([]),
    pim_attribute_codes: JSON.stringify(['color']),
  });
  // The partner's products table (a partition, made by its first import in the app).
  await ensurePartnerProducts(stack.db.knex, id);
  const rows = await catalog('partner_products')
    .insert(
      products.map((p) => ({
        partner_id: id,
        content_hash: 'x',
        category_id: p.category_id === undefined ? laptops.id : p.category_id,
        attributes: JSON.stringify({ colour: { name: 'Colour', value: 'Black', unit: null, type: 'text' } }),
        ...p,
      })),
    )
    .returning(['id', 'code']);
  const ids = Object.fromEntries(rows.map((r: { id: string; code: string }) => [r.code, Number(r.id)]));
  return { id, laptops: laptops.id, mice: mice.id, ids };
}

const list = async (partnerId: number, query = '') => {
  const res = await admin.get(`/api/partner-products/list?filter[partnerId]=${partnerId}${query}`);
  expect(res.status).toBe(200);
  return {
    rows: PartnerProductRowSchema.array().parse(res.body.data.rows),
    total: res.body.data.total as number,
  };
};
const codes = async (partnerId: number, query = '') => (await list(partnerId, query)).rows.map((r) => r.code);

const SEED: ProductSeed[] = [
  {
    code: 'A1',
    name: 'Acme laptop 100% silent',
    sku: 'SKU_1',
    brand: 'Acme',
    manufacturer_code: 'MC-1',
    amount: 0,
    price: '100',
    changed_at: '2026-11-01T10:00:00Z',
  },
  {
    code: 'A2',
    name: 'Acme laptop pro',
    sku: 'SKU-2',
    brand: 'Acme',
    manufacturer_code: 'MC\\2',
    amount: 5,
    price: '800.50',
    changed_at: '2026-11-10T10:00:00Z',
  },
  {
    code: 'B1',
    name: 'Bolt mouse',
    sku: 'SKU-3',
    brand: 'Bolt',
    amount: 12,
    price: '19.99',
    category_id: null,
    changed_at: '2026-11-20T23:30:00Z',
  },
  {
    code: 'B2',
    name: 'bolt mouse wireless',
    sku: 'SKU-4',
    brand: 'Bolt',
    amount: 3,
    price: null,
    changed_at: '2026-11-21T00:00:00Z',
  },
];

describe('GET /api/partner-products/list', () => {
  test('every filter of SPEC §7, sorts and pages; rows carry their category name', async () => {
    const p = await partnerWithProducts(`Products ${Date.now()}`, SEED);
    await catalog('partner_products').where('id', p.ids.B2).update({ category_id: p.mice });
    // Default: name ascending, any case.
    expect(await codes(p.id)).toEqual(['A1', 'A2', 'B1', 'B2']);
    expect((await list(p.id)).rows.find((r) => r.code === 'B2')?.categoryName).toBe('Mice');
    expect((await list(p.id)).rows.find((r) => r.code === 'B1')?.categoryName).toBeNull();
    // A category is named by its path wherever a person reads it.
    await catalog('partner_categories')
      .where('id', p.mice)
      .update({ path: JSON.stringify(['Accessories', 'Mice']) });
    expect((await list(p.id)).rows.find((r) => r.code === 'B2')?.categoryName).toBe('Accessories › Mice');
    await catalog('partner_categories')
      .where('id', p.mice)
      .update({ path: JSON.stringify(['Mice']) });
    expect(await codes(p.id, '&filter[name]=MOUSE')).toEqual(['B1', 'B2']);
    expect(await codes(p.id, '&filter[sku]=sku-')).toEqual(['A2', 'B1', 'B2']);
    expect(await codes(p.id, '&filter[code]=a')).toEqual(['A1', 'A2']);
    expect(await codes(p.id, '&filter[manufacturerCode]=mc')).toEqual(['A1', 'A2']);
    expect(await codes(p.id, '&filter[brand]=Bolt')).toEqual(['B1', 'B2']);
    expect(await codes(p.id, `&filter[categoryId]=${p.mice}`)).toEqual(['B2']);
    // "Only in mapped categories": in a category mapped to the PIM (Laptops), not merely in one (B2 is in
    // the unmapped Mice, B1 in none); export-data counts the same products.
    expect(await codes(p.id, '&filter[hideEmptyCategories]=1')).toEqual(['A1', 'A2']);
    const filteredData = await admin.get(
      `/api/partner-products/export-data?filter[partnerId]=${p.id}&filter[hideEmptyCategories]=1`,
    );
    expect(filteredData.body.data.total).toBe(2);
    // %, _ and \ are matched literally.
    expect(await codes(p.id, '&filter[name]=100%25')).toEqual(['A1']);
    expect(await codes(p.id, '&filter[name]=%25')).toEqual(['A1']);
    expect(await codes(p.id, '&filter[sku]=_')).toEqual(['A1']);
    expect(await codes(p.id, '&filter[manufacturerCode]=%5C')).toEqual(['A2']);
    // Amount comparators.
    const amount = (type: string, value: number) =>
      codes(
        p.id,
        `&filter[amountType]=${encodeURIComponent(type)}&filter[amount]=${value}&order[field]=amount`,
      );
    expect(await amount('>=', 5)).toEqual(['A2', 'B1']);
    expect(await amount('<=', 3)).toEqual(['A1', 'B2']);
    expect(await amount('>', 5)).toEqual(['B1']);
    expect(await amount('<', 5)).toEqual(['A1', 'B2']);
    expect(await amount('=', 0)).toEqual(['A1']);
    // Dates are whole days of the office (Tallinn, UTC+2 in November): to includes its day; B1,
    // changed 23:30 UTC on the 20th, is the 21st on the office clock the screens show.
    expect(await codes(p.id, '&filter[from]=2026-11-10&filter[to]=2026-11-20')).toEqual(['A2']);
    expect(await codes(p.id, '&filter[from]=2026-11-21')).toEqual(['B1', 'B2']);
    expect(await codes(p.id, '&filter[to]=2026-11-21')).toEqual(['A1', 'A2', 'B1', 'B2']);
    // Sorts, both directions, and pages.
    expect(await codes(p.id, '&order[field]=price&order[direction]=desc')).toEqual(['B2', 'A2', 'A1', 'B1']);
    expect(await codes(p.id, '&order[field]=changedAt&order[direction]=desc')).toEqual([
      'B2',
      'B1',
      'A2',
      'A1',
    ]);
    const page2 = await list(p.id, '&perPage=3&page=2');
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.rows.map((r) => r.code)).toEqual(['B2']);
    // Another partner's products never show.
    const other = await partnerWithProducts(`Products other ${Date.now()}`, [
      { code: 'Z9', name: 'Acme laptop' },
    ]);
    expect(await codes(p.id, '&filter[name]=laptop')).toEqual(['A1', 'A2']);
    expect(await codes(other.id)).toEqual(['Z9']);
  });

  test('bad input is a 422 under the field', async () => {
    const p = await partnerWithProducts(`Products bad ${Date.now()}`, [{ code: 'Q1', name: 'Q' }]);
    const base = `/api/partner-products/list?filter[partnerId]=${p.id}`;
    const cases: [string, string, string][] = [
      [`${base}&filter[colour]=red`, 'filter.colour', 'Colour is not an allowed field'],
      [`${base}&order[field]=password`, 'order.field', 'Selected sort field is invalid'],
      [
        `${base}&filter[amountType]=~&filter[amount]=1`,
        'filter.amountType',
        'Selected amount comparator is invalid',
      ],
      [`${base}&filter[amountType]=>&filter[amount]=abc`, 'filter.amount', 'Amount must be an integer'],
      [`${base}&filter[amountType]=>&filter[amount]=1e309`, 'filter.amount', 'Amount must be an integer'],
      [`${base}&filter[amountType]=>&filter[amount]=-0`, 'filter.amount', 'Amount must be an integer'],
      [`${base}&filter[pimExport]=3`, 'filter.pimExport', 'Selected PIM export is invalid'],
      [`${base}&filter[from]=24.11.2026`, 'filter.from', 'Changed from is not a valid date'],
      [`${base}&filter[to]=2026-02-30x`, 'filter.to', 'Changed to is not a valid date'],
      [
        `${base}&filter[from]=2026-11-20&filter[to]=2026-11-19`,
        'filter.to',
        'Changed to must not be before the start date',
      ],
      [`${base}&perPage=99999`, 'perPage', 'Page size may not be greater than 500'],
      [`${base}&page=0`, 'page', 'Page must be at least 1'],
      [`${base}&page=-2`, 'page', 'Page must be at least 1'],
      ['/api/partner-products/list', 'filter', 'Filter field is required'],
    ];
    for (const [url, field, message] of cases) {
      const res = await admin.get(url);
      expect({ url, status: res.status, key: res.body.key }).toEqual({
        url,
        status: 422,
        key: 'validation_failed',
      });
      const messages = Object.entries(res.body.errors as Record<string, string[]>).find(([key]) =>
        key.startsWith(field),
      );
      expect({ url, messages: messages?.[1] }).toEqual({ url, messages: [message] });
    }
  });
});

describe('Send to PIM and export-data', () => {
  test('add-export marks the products; export-data counts them under the filter', async () => {
    const p = await partnerWithProducts(`Export ${Date.now()}`, SEED);
    const data = async (query = '') => {
      const res = await admin.get(`/api/partner-products/export-data?filter[partnerId]=${p.id}${query}`);
      expect(res.status).toBe(200);
      return PartnerProductExportDataSchema.parse(res.body.data);
    };
    expect(await data()).toEqual({
      total: 4,
      inExportList: 0,
      waiting: 0,
      exported: 0,
      lastExportedAt: null,
    });
    const added = await admin.post('/api/partner-products/add-export', {
      partnerId: p.id,
      ids: [p.ids.A1, p.ids.B1, p.ids.A1],
    });
    expect(added.status).toBe(200);
    // B1 has no category: the export will skip it, and the answer says so.
    expect(added.body).toEqual({
      data: { added: 2, unmapped: 1 },
      message:
        '2 products are on the PIM export list; 1 of them is not in a category mapped to the PIM and will be skipped until its category is mapped',
    });
    expect(await codes(p.id, '&filter[pimExport]=1')).toEqual(['A1', 'B1']);
    expect(await codes(p.id, '&filter[pimExport]=2')).toEqual(['A2', 'B2']);
    expect((await list(p.id)).rows.filter((r) => r.inExportList).map((r) => r.code)).toEqual(['A1', 'B1']);
    expect(await data()).toMatchObject({ total: 4, inExportList: 2, waiting: 2, exported: 0 });
    // One was exported after its last change, so it waits no more.
    await catalog('partner_products').where('id', p.ids.A1).update({ exported_at: '2026-11-23T12:00:00Z' });
    expect(await data()).toEqual({
      total: 4,
      inExportList: 2,
      waiting: 1,
      exported: 1,
      lastExportedAt: '2026-11-23T12:00:00.000Z',
    });
    expect(await data('&filter[brand]=Bolt')).toMatchObject({ total: 2, inExportList: 1, waiting: 1 });
    // Adding one already listed is fine (idempotent), in Estonian too.
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const again = await estonian.post('/api/partner-products/add-export', {
      partnerId: p.id,
      ids: [p.ids.A1],
    });
    expect(again.body).toEqual({
      data: { added: 1, unmapped: 0 },
      message: '1 toode on PIM-i ekspordinimekirjas',
    });
    expect((await admin.get('/api/partner-products/export-data?filter[partnerId]=x')).status).toBe(422);
    expect((await admin.get('/api/partner-products/export-data')).status).toBe(422);
  });

  test('the answer and the list say which chosen products the export will skip: no category, a category not mapped, or mapped without a family', async () => {
    const p = await partnerWithProducts(`Export unmapped ${Date.now()}`, [
      { code: 'M1', name: 'Mapped laptop' },
      { code: 'M2', name: 'Another mapped laptop' },
      { code: 'N1', name: 'No category', category_id: null },
      { code: 'U1', name: 'Unmapped mouse' },
      { code: 'F1', name: 'No family' },
    ]);
    const [noFamily] = (await catalog('partner_categories')
      .insert({
        partner_id: p.id,
        code: 'NOFAM',
        name: 'No family',
        path: JSON.stringify(['No family']),
        pim_category_code: 'laptops',
        pim_category: JSON.stringify(['laptops']),
        is_mapped: true,
      })
      .returning('id')) as { id: number }[];
    await catalog('partner_products').where('id', p.ids.U1).update({ category_id: p.mice });
    await catalog('partner_products').where('id', p.ids.F1).update({ category_id: noFamily.id });
    const rows = (await list(p.id)).rows;
    expect(Object.fromEntries(rows.map((r) => [r.code, r.categoryMapped]))).toEqual({
      M1: true,
      M2: true,
      N1: false,
      U1: false,
      F1: false,
    });
    const detail = await admin.get(`/api/partner-products/${p.ids.F1}`);
    expect(detail.body.data.categoryMapped).toBe(false);
    expect((await admin.get(`/api/partner-products/${p.ids.M1}`)).body.data.categoryMapped).toBe(true);

    const send = (browser: TestBrowser, codes: string[]) =>
      browser.post('/api/partner-products/add-export', { partnerId: p.id, ids: codes.map((c) => p.ids[c]) });
    const three = await send(admin, ['M1', 'N1', 'U1', 'F1']);
    expect(three.status).toBe(200);
    expect(three.body).toEqual({
      data: { added: 4, unmapped: 3 },
      message:
        '4 products are on the PIM export list; 3 of them are not in categories mapped to the PIM and will be skipped until their categories are mapped',
    });
    expect((await send(admin, ['N1'])).body.message).toBe(
      '1 product is on the PIM export list; it is not in a category mapped to the PIM and will be skipped until its category is mapped',
    );
    expect((await send(admin, ['N1', 'U1'])).body.message).toBe(
      '2 products are on the PIM export list; none of them is in a category mapped to the PIM: they will be skipped until their categories are mapped',
    );
    expect((await send(admin, ['M1', 'M2'])).body).toEqual({
      data: { added: 2, unmapped: 0 },
      message: '2 products are on the PIM export list',
    });
    const estonian = await adminBrowser(stack, { locale: 'et' });
    expect((await send(estonian, ['M1', 'N1'])).body.message).toBe(
      '2 toodet on PIM-i ekspordinimekirjas; 1 neist ei ole PIM-iga vastendatud kategoorias ja jäetakse ekspordist välja, kuni kategooria on vastendatud',
    );
    expect((await send(estonian, ['M1', 'N1', 'U1'])).body.message).toBe(
      '3 toodet on PIM-i ekspordinimekirjas; 2 neist ei ole PIM-iga vastendatud kategooriates ja jäetakse ekspordist välja, kuni kategooriad on vastendatud',
    );
  });

  test("another partner's, unknown, no or too many ids: 422 and nothing marked", async () => {
    const p = await partnerWithProducts(`Export bad ${Date.now()}`, SEED);
    const other = await partnerWithProducts(`Export other ${Date.now()}`, [{ code: 'O1', name: 'O' }]);
    const add = (body: unknown) => admin.post('/api/partner-products/add-export', body);
    const cases: [unknown, string, string][] = [
      [
        { partnerId: p.id, ids: [p.ids.A1, other.ids.O1] },
        'ids',
        `Selected products do not all belong to this partner: ${other.ids.O1}`,
      ],
      [
        { partnerId: p.id, ids: [p.ids.A2, 987654321] },
        'ids',
        'Selected products do not all belong to this partner: 987654321',
      ],
      [{ partnerId: p.id, ids: [] }, 'ids', 'Products field is required'],
      [
        { partnerId: p.id, ids: Array.from({ length: 5001 }, (_, i) => i + 1) },
        'ids',
        'Products may not have more than 5000 items',
      ],
      [{ partnerId: p.id, ids: ['abc'] }, 'ids.0', 'Product must be an integer'],
      [{ partnerId: p.id }, 'ids', 'Products field is required'],
      [
        { ids: [p.ids.A1, 987654321] },
        'ids',
        'Selected products include products that do not exist: 987654321',
      ],
      [{ partnerId: p.id, ids: [p.ids.A1], all: true }, 'all', 'All is not an allowed field'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    // 100k ids are over the gateway's body limit before they reach the service.
    const huge = await add({ partnerId: p.id, ids: Array.from({ length: 100_000 }, (_, i) => i + 1) });
    expect(huge.status).toBe(413);
    expect(huge.body.key).toBe('payload_too_large');
    expect((await add({ partnerId: 987654, ids: [p.ids.A1] })).body.key).toBe('partner_not_found');
    expect(await codes(p.id, '&filter[pimExport]=1')).toEqual([]);
    expect(await codes(other.id, '&filter[pimExport]=1')).toEqual([]);
  });

  test("SPEC §7's body, { ids } alone: products of several partners go on the list, all or nothing", async () => {
    const a = await partnerWithProducts(`Ids A ${Date.now()}`, [{ code: 'I1', name: 'One' }]);
    const b = await partnerWithProducts(`Ids B ${Date.now()}`, [
      { code: 'I2', name: 'Two' },
      { code: 'I3', name: 'Three', category_id: null },
    ]);
    const res = await admin.post('/api/partner-products/add-export', { ids: [a.ids.I1, b.ids.I2, b.ids.I3] });
    expect(res.status).toBe(200);
    // I3 has no category: the export will skip it until it has one.
    expect(res.body.data).toEqual({ added: 3, unmapped: 1 });
    expect(await codes(a.id, '&filter[pimExport]=1')).toEqual(['I1']);
    expect((await codes(b.id, '&filter[pimExport]=1')).sort()).toEqual(['I2', 'I3']);
  });
});

describe('GET /api/partner-products/{id}', () => {
  test('the product with its category, PIM category path, mapped PIM attributes and computed prices', async () => {
    const p = await partnerWithProducts(`Detail ${Date.now()}`, SEED);
    // Retail: margin (Acme row 0–500: +20 %), transport +5.50, VAT 24 %, ending .99.
    // 100 × 1.2 = 120.00; + 5.50 = 125.50; × 1.24 = 155.62; → 155.99.
    const retail = await admin.post('/api/partner-price-rules/save', {
      partnerId: p.id,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [
        { ruleId: 'margin' },
        { ruleId: 'transport' },
        { ruleId: 'vat' },
        { ruleId: 'round_ending', input: '.99' },
      ],
    });
    expect(retail.status).toBe(200);
    // Wholesale: +7.5 %, 2 decimals: 100 × 1.075 = 107.50.
    await admin.post('/api/partner-price-rules/save', {
      partnerId: p.id,
      pimPriceFields: ['wholesalePrice'],
      partnerPriceField: 'price',
      sortOrder: 2,
      rule: [
        { ruleId: 'add_percent', input: '7,5' },
        { ruleId: 'round_decimals', input: 2 },
      ],
    });
    const res = await admin.get(`/api/partner-products/${p.ids.A1}`);
    expect(res.status).toBe(200);
    const product = PartnerProductSchema.parse(res.body.data);
    expect(product.category).toMatchObject({
      name: 'Laptops',
      pimCategory: 'laptops',
      pimCategoryName: expect.stringContaining('Laptops'),
      pimCategoryObject: ['laptops'],
      isMapped: true,
    });
    expect(product.attributes).toEqual([
      expect.objectContaining({
        code: 'colour',
        value: 'Black',
        pimCodeNames: [{ code: 'color', name: expect.any(String) }],
      }),
    ]);
    expect(product.prices.fields).toEqual([
      {
        field: 'retailPrice',
        value: '155.99',
        reason: null,
        priceRuleId: retail.body.data.id,
        overridden: [],
      },
      expect.objectContaining({ field: 'wholesalePrice', value: '107.50', reason: null }),
    ]);
    expect(product.prices.rules[0].steps).toHaveLength(4);
    expect(product.prices.rules[0].steps[0]).toContain('120.00');
    // Estonian steps use a decimal comma.
    const et = await (await adminBrowser(stack, { locale: 'et' })).get(`/api/partner-products/${p.ids.A1}`);
    expect(et.body.data.prices.rules[0].steps[0]).toContain('120,00');

    // Without a price or a category: no price, with the reason.
    const noPrice = (await admin.get(`/api/partner-products/${p.ids.B2}`)).body.data;
    expect(noPrice.prices.fields[0]).toMatchObject({ value: null, reason: 'no_source_price' });
    const noCategory = (await admin.get(`/api/partner-products/${p.ids.B1}`)).body.data;
    expect(noCategory.category).toBeNull();
    expect(noCategory.prices.fields[0]).toMatchObject({ value: null, reason: 'no_category' });

    const missing = await admin.get('/api/partner-products/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('partner_product_not_found');
    // Only the id is known: no empty "code ," in the message, in either language.
    expect(missing.body.message).toBe('Partner product not found (id 999999999)');
    const estonian = await adminBrowser(stack, { locale: 'et' });
    expect((await estonian.get('/api/partner-products/999999999')).body.message).toBe(
      'Partneri toodet ei leitud (id 999999999)',
    );
    expect((await admin.get('/api/partner-products/abc')).status).toBe(404);
  });

  test('the partnerProducts permission on every route', async () => {
    const p = await partnerWithProducts(`Perm ${Date.now()}`, [{ code: 'X1', name: 'X' }]);
    const outsider = await userWith(stack, admin, ['partners'], 'productsoutsider');
    expect((await outsider.get(`/api/partner-products/list?filter[partnerId]=${p.id}`)).status).toBe(403);
    expect((await outsider.get(`/api/partner-products/export-data?filter[partnerId]=${p.id}`)).status).toBe(
      403,
    );
    expect((await outsider.get(`/api/partner-products/${p.ids.X1}`)).status).toBe(403);
    expect(
      (await outsider.post('/api/partner-products/add-export', { partnerId: p.id, ids: [p.ids.X1] })).status,
    ).toBe(403);
    const staff = await userWith(stack, admin, ['partnerProducts'], 'productsstaff');
    expect((await staff.get(`/api/partner-products/${p.ids.X1}`)).status).toBe(200);
    // The product screens show their partner: reading it needs no more than partnerProducts.
    expect((await staff.get(`/api/partners/${p.id}`)).status).toBe(200);
    expect(
      (await staff.post('/api/partner-products/add-export', { partnerId: p.id, ids: [p.ids.X1] })).status,
    ).toBe(200);
  });
});

describe('GET /api/partner-products/find (the home desktop search by SKU)', () => {
  test('opens the first product with exactly that SKU: the first partner, its first product', async () => {
    const sku = `DUP-${Date.now()}`;
    const first = await partnerWithProducts(`Find A ${Date.now()}`, [
      { code: 'F2', name: 'Second', sku },
      { code: 'F1', name: 'First', sku: `${sku}-longer` },
    ]);
    const second = await partnerWithProducts(`Find B ${Date.now()}`, [{ code: 'F3', name: 'Other', sku }]);
    expect(second.id).toBeGreaterThan(first.id);
    const res = await admin.get(`/api/partner-products/find?sku=${encodeURIComponent(` ${sku} `)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: first.ids.F2, partnerId: first.id });
    // Exact, not a substring: the longer SKU is its own.
    const longer = await admin.get(`/api/partner-products/find?sku=${sku}-longer`);
    expect(longer.body.data).toEqual({ id: first.ids.F1, partnerId: first.id });
  });

  test('a SKU nobody has is 404 with the SKU in the message, in either language', async () => {
    const res = await admin.get('/api/partner-products/find?sku=NOPE-404');
    expect(res.status).toBe(404);
    expect(res.body.key).toBe('product_sku_not_found');
    expect(res.body.message).toBe('No product has SKU NOPE-404');
    const estonian = await adminBrowser(stack, { locale: 'et' });
    expect((await estonian.get('/api/partner-products/find?sku=NOPE-404')).body.message).toBe(
      'SKU-ga NOPE-404 toodet pole',
    );
  });

  test('bad input is 422 on the field; partnerProducts is required', async () => {
    const missing = await admin.get('/api/partner-products/find');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.sku).toHaveLength(1);
    const blank = await admin.get('/api/partner-products/find?sku=%20%20');
    expect(blank.status).toBe(422);
    expect(blank.body.errors.sku).toHaveLength(1);
    expect((await admin.get(`/api/partner-products/find?sku=${'x'.repeat(256)}`)).status).toBe(422);
    expect((await admin.get('/api/partner-products/find?sku=A&extra=1')).status).toBe(422);
    const outsider = await userWith(stack, admin, ['partners'], 'findoutsider');
    expect((await outsider.get('/api/partner-products/find?sku=A')).status).toBe(403);
  });
});

// Registered only on PostgreSQL: PGlite has one connection, so nothing runs beside a transaction that
// holds a lock (and an empty describe or a skipped test would be a failure).
if (process.env.DATABASE_URL)
  describe('beside an import that is merging (PostgreSQL)', () => {
    test('Send to PIM waits for the partner’s product-writes lock (a guarded import holds it), then marks', async () => {
      const p = await partnerWithProducts(`Locked ${Date.now()}`, SEED);
      const merging = await stack.db.knex.transaction();
      await merging.raw(lockProductWritesSql(p.id));
      let answered = false;
      const sent = admin
        .post('/api/partner-products/add-export', { partnerId: p.id, ids: [p.ids.A1] })
        .then((res) => {
          answered = true;
          return res;
        });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(answered).toBe(false);
      await merging.commit();
      expect((await sent).status).toBe(200);
      expect(await catalog('partner_products').where({ id: p.ids.A1 }).first()).toMatchObject({
        in_export_list: true,
      });
    });

    test('the export’s marks skip rows a merge has locked, without waiting (the next export sends them again)', async () => {
      const p = await partnerWithProducts(`Skip ${Date.now()}`, SEED);
      const merging = await stack.db.knex.transaction();
      await merging.raw(`select id from catalog.partner_products where id = ? for update`, [p.ids.A1]);
      await markExported(stack.db.knex, [
        { id: p.ids.A1, hash: 'hash-a1' },
        { id: p.ids.B1, hash: 'hash-b1' },
      ]);
      await merging.rollback();
      const rows = await catalog('partner_products').whereIn('id', [p.ids.A1, p.ids.B1]).orderBy('code');
      expect(
        rows.map((row: { code: string; export_hash: string | null }) => [row.code, row.export_hash]),
      ).toEqual([
        ['A1', null],
        ['B1', 'hash-b1'],
      ]);
    });
  });
