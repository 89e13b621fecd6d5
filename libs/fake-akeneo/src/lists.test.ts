import { startFakeAkeneo, type FakeAkeneo } from './server';
import { apiClient } from './testing';

type Page = {
  _links: Record<string, { href: string } | undefined>;
  current_page?: number;
  items_count?: number;
  _embedded: { items: Array<{ code?: string; identifier?: string }> };
};

describe('fake akeneo: lists and paging', () => {
  let fake: FakeAkeneo;
  afterEach(() => fake.close());

  it('lists every fixture resource with the default limit of 10', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    for (const [path, first] of [
      ['channels', 'ecommerce'],
      ['locales', 'en_US'],
      ['currencies', 'EUR'],
      ['categories', 'master'],
      ['families', 'tools'],
      ['attributes', 'sku'],
      ['attributes/colors/options', 'red'],
    ]) {
      const page = (await (await api(`/api/rest/v1/${path}`)).json()) as Page;
      expect(page._embedded.items[0].code).toBe(first);
      expect(page.current_page).toBe(1);
    }
    expect((await api('/api/rest/v1/attributes/nope/options')).status).toBe(404);
    expect((await api('/api/rest/v1/families/tools')).status).toBe(200);
  });

  it('pages with _links, with_count, and 422 above limit 100', async () => {
    const products = Array.from({ length: 25 }, (_, i) => ({ identifier: `p${String(i).padStart(2, '0')}` }));
    fake = await startFakeAkeneo({ fixture: { products } });
    const api = await apiClient(fake);
    const p1 = (await (await api('/api/rest/v1/products?with_count=true')).json()) as Page;
    expect(p1._embedded.items).toHaveLength(10);
    expect(p1.items_count).toBe(25);
    expect(p1._links.first?.href).toContain('page=1');
    expect(p1._links.previous).toBeUndefined();
    const p3 = (await (await api(p1._links.next!.href.replace('page=2', 'page=3'))).json()) as Page;
    expect(p3._embedded.items.map((p) => p.identifier)).toEqual(['p20', 'p21', 'p22', 'p23', 'p24']);
    expect(p3._links.next).toBeUndefined();
    expect(p3._links.previous?.href).toContain('page=2');
    const tooMany = await api('/api/rest/v1/products?limit=101');
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toMatchObject({
      code: 422,
      message: 'You cannot request more than 100 items.',
    });
  });

  it('refuses page pagination past 10,000 products and search_after walks them all', async () => {
    const products = Array.from({ length: 10_050 }, (_, i) => ({ identifier: `sku-${i}` }));
    fake = await startFakeAkeneo({ fixture: { products } });
    const api = await apiClient(fake);
    expect((await api('/api/rest/v1/products?limit=100&page=100')).status).toBe(200);
    const over = await api('/api/rest/v1/products?limit=100&page=101');
    expect(over.status).toBe(422);
    expect(((await over.json()) as { message: string }).message).toMatch(/search after/);
    let next: string | undefined = '/api/rest/v1/products?pagination_type=search_after&limit=100';
    let seen = 0;
    let calls = 0;
    while (next) {
      const page = (await (await api(next)).json()) as Page;
      seen += page._embedded.items.length;
      calls += 1;
      next = page._links.next?.href;
      if (next) expect(new URL(next).searchParams.get('search_after')).not.toMatch(/sku-/);
    }
    expect(seen).toBe(10_050);
    expect(calls).toBe(101);
  });

  it('filters products by identifier IN, updated >, categories IN and family IN', async () => {
    fake = await startFakeAkeneo({
      fixture: {
        products: [
          { identifier: 'a', family: 'tools', categories: ['tools'], updated: '2026-01-01T00:00:00.000Z' },
          { identifier: 'b', family: 'garden', categories: ['garden'], updated: '2026-03-01T00:00:00.000Z' },
          {
            identifier: 'c',
            family: 'tools',
            categories: ['power_tools'],
            updated: '2026-05-01T00:00:00.000Z',
          },
        ],
      },
    });
    const api = await apiClient(fake);
    const ids = async (search: unknown) => {
      const res = await api(`/api/rest/v1/products?search=${encodeURIComponent(JSON.stringify(search))}`);
      return ((await res.json()) as Page)._embedded.items.map((p) => p.identifier);
    };
    expect(await ids({ identifier: [{ operator: 'IN', value: ['a', 'c', 'x'] }] })).toEqual(['a', 'c']);
    expect(await ids({ updated: [{ operator: '>', value: '2026-02-01 00:00:00' }] })).toEqual(['b', 'c']);
    expect(await ids({ categories: [{ operator: 'IN', value: ['garden', 'power_tools'] }] })).toEqual([
      'b',
      'c',
    ]);
    expect(
      await ids({
        family: [{ operator: 'IN', value: ['tools'] }],
        updated: [{ operator: '>', value: '2026-02-01 00:00:00' }],
      }),
    ).toEqual(['c']);
    expect((await api('/api/rest/v1/products?search=%7Bbad')).status).toBe(400);
  });

  it('GET one product: 200 in standard format, 404 {code, message} when unknown', async () => {
    fake = await startFakeAkeneo({ fixture: { products: [{ identifier: 'a', family: 'tools' }] } });
    const api = await apiClient(fake);
    expect(await (await api('/api/rest/v1/products/a')).json()).toMatchObject({
      identifier: 'a',
      family: 'tools',
      values: {},
    });
    const missing = await api('/api/rest/v1/products/zz');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, message: expect.stringContaining('zz') });
  });
});
