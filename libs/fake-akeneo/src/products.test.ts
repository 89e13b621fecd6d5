import { startFakeAkeneo, type FakeAkeneo } from './server';
import { COLLECTION_TYPE } from './products.handlers';
import { apiClient, ndjson, parseLines } from './testing';

const name = (en: string) => ({ name: [{ locale: 'en_US', scope: null, data: en }] });

describe('fake akeneo: product PATCH-list', () => {
  let fake: FakeAkeneo;
  afterEach(() => fake.close());

  it('answers one streamed line per input line, applying good lines and refusing bad ones', async () => {
    fake = await startFakeAkeneo({ fixture: { products: [{ identifier: 'old', family: 'tools' }] } });
    const api = await apiClient(fake);
    const res = await api('/api/rest/v1/products', {
      method: 'PATCH',
      type: COLLECTION_TYPE,
      body: ndjson([
        {
          identifier: 'new',
          family: 'tools',
          categories: ['power_tools'],
          values: {
            ...name('Drill'),
            price: [{ locale: null, scope: 'ecommerce', data: [{ amount: '89.90', currency: 'EUR' }] }],
            weight: [{ locale: null, scope: null, data: { amount: '1.5', unit: 'KILOGRAM' } }],
            power: [{ locale: null, scope: null, data: 750 }],
            brand: [{ locale: null, scope: null, data: 'bosch' }],
            colors: [{ locale: null, scope: null, data: ['red', 'blue'] }],
            cordless: [{ locale: null, scope: null, data: true }],
          },
        },
        { identifier: 'old', enabled: false },
        { identifier: 'x1', values: { brand: [{ locale: null, scope: null, data: 'acme' }] } },
        { identifier: 'x2', values: { power: [{ locale: null, scope: null, data: '7.5' }] } },
        { identifier: 'x3', family: 'nope' },
        { identifier: 'x4', values: { brand: [{ locale: 'en_US', scope: null, data: 'bosch' }] } },
        '{not json',
        { family: 'tools' },
        { identifier: 'x5', values: { name: [{ locale: 'fr_FR', scope: null, data: 'x' }] } },
        {
          identifier: 'x6',
          values: { weight: [{ locale: null, scope: null, data: { amount: 1, unit: 'LITER' } }] },
        },
        {
          identifier: 'x7',
          values: { price: [{ locale: null, scope: 'ecommerce', data: [{ amount: 1, currency: 'USD' }] }] },
        },
        {
          identifier: 'x8',
          categories: ['nowhere'],
          values: { nope: [{ locale: null, scope: null, data: 1 }] },
        },
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(COLLECTION_TYPE);
    const lines = parseLines(await res.text());
    expect(lines.map((l) => [l.line, l.status_code])).toEqual([
      [1, 201],
      [2, 204],
      [3, 422],
      [4, 422],
      [5, 422],
      [6, 422],
      [7, 400],
      [8, 422],
      [9, 422],
      [10, 422],
      [11, 422],
      [12, 422],
    ]);
    expect(lines[2]).toMatchObject({
      identifier: 'x1',
      errors: [{ property: 'values', attribute: 'brand' }],
    });
    expect(lines[3].errors).toEqual([
      expect.objectContaining({ attribute: 'power', message: expect.stringMatching(/integer/) }),
    ]);
    expect(lines[4].errors).toEqual([expect.objectContaining({ property: 'family' })]);
    expect(lines[5].errors).toEqual([
      expect.objectContaining({
        attribute: 'brand',
        locale: 'en_US',
        message: expect.stringMatching(/does not expect a locale/),
      }),
    ]);
    expect(lines[7]).toMatchObject({ message: 'Identifier is missing.' });
    expect(lines[8].errors).toEqual([
      expect.objectContaining({ attribute: 'name', message: expect.stringMatching(/activated locale/) }),
    ]);
    expect(lines[9].errors).toEqual([
      expect.objectContaining({ attribute: 'weight', message: expect.stringMatching(/unit/) }),
    ]);
    expect(lines[10].errors).toEqual([
      expect.objectContaining({ attribute: 'price', message: expect.stringMatching(/currency/) }),
    ]);
    expect(lines[11].errors).toEqual([
      expect.objectContaining({ property: 'categories' }),
      expect.objectContaining({ property: 'values', attribute: 'nope' }),
    ]);
    expect(fake.state.products.get('new')?.values.colors).toEqual([
      { locale: null, scope: null, data: ['red', 'blue'] },
    ]);
    expect(fake.state.products.get('old')?.enabled).toBe(false);
    expect([...fake.state.products.keys()].sort()).toEqual(['new', 'old']);
    expect(fake.requests.batchSizes).toEqual([12]);
  });

  it('refuses a wrong content type with 415 and more than 100 lines with 413, before any write', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    const one = ndjson([{ identifier: 'a' }]);
    expect((await api('/api/rest/v1/products', { method: 'PATCH', body: one })).status).toBe(415);
    const big = ndjson(Array.from({ length: 101 }, (_, i) => ({ identifier: `p${i}` })));
    const res = await api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 413,
      message: expect.stringMatching(/100 is the maximum/),
    });
    expect(fake.state.products.size).toBe(0);
  });

  it('refuses a unique value already held by another product, also within one batch', async () => {
    fake = await startFakeAkeneo({
      fixture: {
        products: [{ identifier: 'a', values: { ean: [{ locale: null, scope: null, data: '111' }] } }],
      },
    });
    const api = await apiClient(fake);
    const ean = (data: string) => ({ ean: [{ locale: null, scope: null, data }] });
    const res = await api('/api/rest/v1/products', {
      method: 'PATCH',
      type: COLLECTION_TYPE,
      body: ndjson([
        { identifier: 'b', values: ean('111') },
        { identifier: 'c', values: ean('222') },
        { identifier: 'd', values: ean('222') },
        { identifier: 'a', values: ean('111') },
      ]),
    });
    expect(parseLines(await res.text()).map((l) => l.status_code)).toEqual([422, 201, 422, 204]);
    // Clearing the value frees it for another product.
    const clear = JSON.stringify({ values: { ean: [{ locale: null, scope: null, data: null }] } });
    expect((await api('/api/rest/v1/products/a', { method: 'PATCH', body: clear })).status).toBe(204);
    expect(
      (
        await api('/api/rest/v1/products/b', {
          method: 'PATCH',
          body: JSON.stringify({ values: ean('111') }),
        })
      ).status,
    ).toBe(201);
  });

  it('single PATCH: 201 then 204, 422 with errors[], 415 without JSON', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    const body = JSON.stringify({ family: 'garden', values: name('Rake') });
    const created = await api('/api/rest/v1/products/rake', { method: 'PATCH', body });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(/\/api\/rest\/v1\/products\/rake$/);
    expect((await api('/api/rest/v1/products/rake', { method: 'PATCH', body })).status).toBe(204);
    const bad = await api('/api/rest/v1/products/rake', {
      method: 'PATCH',
      body: JSON.stringify({ values: { cordless: [{ locale: null, scope: null, data: 'yes' }] } }),
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: 422,
      errors: [{ property: 'values', attribute: 'cordless' }],
    });
    expect(
      (await api('/api/rest/v1/products/rake', { method: 'PATCH', body, type: 'text/plain' })).status,
    ).toBe(415);
  });

  it("refuses a localizable and scopable value whose locale is not one of its channel's", async () => {
    const channel = { currencies: ['EUR'], category_tree: 'master', labels: { en_US: 'Print' } };
    fake = await startFakeAkeneo({
      fixture: { channels: [{ ...channel, code: 'print', locales: ['en_US'] }] },
    });
    const api = await apiClient(fake);
    const description = (locale: string) =>
      JSON.stringify({ values: { description: [{ locale, scope: 'print', data: 'Sharp.' }] } });
    const bad = await api('/api/rest/v1/products/saw', { method: 'PATCH', body: description('et_EE') });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors).toEqual([
      {
        property: 'values',
        attribute: 'description',
        locale: 'et_EE',
        scope: 'print',
        message:
          'The description attribute has the locale "et_EE", which is not activated for the channel "print".',
      },
    ]);
    expect(
      (await api('/api/rest/v1/products/saw', { method: 'PATCH', body: description('en_US') })).status,
    ).toBe(201);
  });
});

describe('fake akeneo: PATCH merge rules', () => {
  let fake: FakeAkeneo;
  afterEach(() => fake.close());

  it('merges values per attribute/locale/scope, replaces arrays, merges objects, and clears on data null', async () => {
    fake = await startFakeAkeneo({
      fixture: {
        products: [
          {
            identifier: 'p',
            family: 'tools',
            categories: ['tools', 'garden'],
            associations: { X_SELL: { products: ['a'], groups: ['g'] } },
            values: {
              name: [
                { locale: 'en_US', scope: null, data: 'Drill' },
                { locale: 'et_EE', scope: null, data: 'Trell' },
              ],
              brand: [{ locale: null, scope: null, data: 'bosch' }],
              cordless: [{ locale: null, scope: null, data: true }],
            },
          },
        ],
      },
    });
    const api = await apiClient(fake);
    const res = await api('/api/rest/v1/products/p', {
      method: 'PATCH',
      body: JSON.stringify({
        categories: ['power_tools'],
        associations: { X_SELL: { products: ['b'] } },
        values: {
          name: [{ locale: 'en_US', scope: null, data: 'Cordless drill' }],
          brand: [{ locale: null, scope: null, data: null }],
        },
      }),
    });
    expect(res.status).toBe(204);
    const p = fake.state.products.get('p')!;
    expect(p.family).toBe('tools');
    expect(p.categories).toEqual(['power_tools']);
    expect(p.associations).toEqual({ X_SELL: { products: ['b'], groups: ['g'] } });
    expect(p.values.name).toEqual(
      expect.arrayContaining([
        { locale: 'en_US', scope: null, data: 'Cordless drill' },
        { locale: 'et_EE', scope: null, data: 'Trell' },
      ]),
    );
    expect(p.values.name).toHaveLength(2);
    expect(p.values.brand).toBeUndefined();
    expect(p.values.cordless).toEqual([{ locale: null, scope: null, data: true }]);
  });
});
