import {
  ErrorCountsRequestSchema,
  PartnerDesktopRowSchema,
  PartnerNamesReplySchema,
  SUBJECTS,
  type PartnerDesktopRow,
} from '@feedhub/contracts';
import { checkedBus, InProcessBus } from '@feedhub/bus';
import { insertProducts } from './product-rows';
import { createLogger, systemContext } from '@feedhub/service-kit';
import {
  ERROR_COUNTS_TIMEOUT_MS,
  partnerDesktop,
} from '../../svc-catalog/src/partners/partner-desktop.domain';
import { DEMO_PARTNER_NAME, seedDemoPartner } from '../../svc-catalog/src/seeds/demo-partner';
import { adminBrowser, eventually, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// The demo partner a fresh stack seeds, the partners desktop (stats from catalog, error notices from
// jobs over the bus) and the partner names catalog answers for jobs.

let stack: TestStack;
let admin: TestBrowser;
let demoId: number;
beforeAll(async () => {
  stack = await startStack({ DEMO_PARTNER: 'true' });
  admin = await adminBrowser(stack);
});
afterAll(() => stack?.close());

const log = createLogger('test', 'silent');
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const addPartner = async (name = unique('Desk')) =>
  (
    await admin.post('/api/partners/save', {
      name,
      className: 'google-merchant',
      params: { url: 'https://feeds.example.com/g.xml' },
      tasks: [],
    })
  ).body.data.id as number;

describe('the demo partner', () => {
  test('a fresh stack gets it: the bundled XML feed, active, with the five default tasks stored by jobs', async () => {
    await eventually(async () => {
      const list = (await admin.get('/api/partners/list')).body.data;
      expect(list.rows.map((r: { name: string }) => r.name)).toContain(DEMO_PARTNER_NAME);
    }, 15_000);
    const row = (await admin.get('/api/partners/list')).body.data.rows.find(
      (r: { name: string }) => r.name === DEMO_PARTNER_NAME,
    );
    demoId = row.id;
    const partner = (await admin.get(`/api/partners/${demoId}`)).body.data;
    expect(partner).toMatchObject({ className: 'xml', isActive: true, params: { url: 'demo:demo-xml.xml' } });
    expect(partner.params.fields.code).toBe('@id');
    expect(partner.tasks.map((t: { methodName: string }) => t.methodName)).toEqual([
      'importCategories',
      'importAttributes',
      'importProducts',
      'updatePrices',
      'updateAmounts',
    ]);
    expect(partner.tasks.every((t: { isDefault: boolean }) => t.isDefault)).toBe(true);
    const preview = await admin.post('/api/partners/preview', {
      id: demoId,
      className: partner.className,
      params: partner.params,
    });
    expect(preview.body.data.summary).toMatchObject({ complete: true, error: null });
    // Its first import runs at once: categories, attributes and products are there to map.
    await eventually(async () => {
      const progress = (await admin.get(`/api/partners/mapping-progress?partnerId=${demoId}`)).body.data[0];
      expect(progress.categories).toBeGreaterThan(0);
      expect(progress.attributes).toBeGreaterThan(0);
      expect(progress.unmappedCategoriesPercent).toBe(100);
      const products = (await admin.get(`/api/partner-products/list?filter[partnerId]=${demoId}`)).body.data;
      expect(products.total).toBeGreaterThan(0);
    }, 30_000);
  });

  test('is seeded once: never again, not even after it was deleted', async () => {
    const deps = { knex: stack.db.knex, bus: stack.bus, log, config: {}, instance: 'catalog@seed-test' };
    expect(await seedDemoPartner(deps)).toBe('done before');
    await stack.db.knex.withSchema('catalog').table('partners').where({ id: demoId }).delete();
    expect(await seedDemoPartner(deps)).toBe('done before');
    const left = await stack.db.knex
      .withSchema('catalog')
      .table('partners')
      .where({ name: DEMO_PARTNER_NAME });
    expect(left).toEqual([]);
  });
});

describe('GET /api/partners/desktop', () => {
  test('each partner with its last import (latest stats row), its new products and its undismissed error notices', async () => {
    const imported = await addPartner(unique('Imported'));
    const fresh = await addPartner(unique('Never imported'));
    const stats = stack.db.knex.withSchema('catalog').table('partner_stats');
    await stats.insert([
      {
        partner_id: imported,
        collected_at: '2026-11-20T06:00:00Z',
        new: 7,
        changed: 1,
        total: 10,
        in_stock: 5,
      },
      {
        partner_id: imported,
        collected_at: '2026-11-22T06:00:00Z',
        new: 3,
        changed: 2,
        total: 12,
        in_stock: 6,
      },
      {
        partner_id: imported,
        collected_at: '2026-11-21T06:00:00Z',
        new: 9,
        changed: 0,
        total: 11,
        in_stock: 6,
      },
    ]);
    const notices = stack.db.knex.withSchema('jobs').table('error_notices');
    await notices.insert([
      { type: 'import', key: 'job_failed', params: {}, partner_id: imported },
      { type: 'import', key: 'job_failed', params: {}, partner_id: imported },
      { type: 'import', key: 'job_failed', params: {}, partner_id: fresh + 1000 },
    ]);

    const res = await admin.get(`/api/partners/desktop?filter[partner]=${imported}`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    expect(PartnerDesktopRowSchema.parse(res.body.data.rows[0])).toEqual({
      partner: { id: imported, name: expect.stringMatching(/^Imported/) },
      lastUpdatedAt: '2026-11-22T06:00:00.000Z',
      errors: 2,
      new: 3,
      unmappedCategories: 0,
      waitingForExport: 0,
    });

    const all = (await admin.get('/api/partners/desktop?perPage=500')).body.data;
    const row = all.rows.find((r: { partner: { id: number } }) => r.partner.id === fresh);
    expect(row).toEqual({
      partner: { id: fresh, name: expect.any(String) },
      lastUpdatedAt: null,
      errors: 0,
      new: 0,
      unmappedCategories: 0,
      waitingForExport: 0,
    });
    const names = all.rows.map((r: { partner: { name: string } }) => r.partner.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  test('what needs attention: unmapped categories and products waiting for export, each partner its own', async () => {
    const busy = await addPartner(unique('Attention'));
    const other = await addPartner(unique('Other'));
    const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);
    const [unmapped] = (await catalog('partner_categories')
      .insert([
        { partner_id: busy, code: 'LAP', name: 'Laptops' },
        { partner_id: busy, code: 'MOU', name: 'Mice' },
        { partner_id: busy, code: 'CAB', name: 'Cables', is_mapped: true },
        { partner_id: other, code: 'LAP', name: 'Laptops' },
      ])
      .returning('id')) as { id: number }[];
    const product = (code: string, extra: Record<string, unknown> = {}) => ({
      partner_id: busy,
      code,
      name: `Product ${code}`,
      category_id: unmapped.id,
      content_hash: code,
      ...extra,
    });
    await insertProducts(stack.db.knex, [
      // on the export list, never exported: waiting
      product('NEW', { in_export_list: true }),
      // exported, then changed: waiting again
      product('CHANGED', {
        in_export_list: true,
        exported_at: '2026-11-20T06:00:00Z',
        changed_at: '2026-11-21T06:00:00Z',
      }),
      // exported and unchanged since: not waiting
      product('SENT', {
        in_export_list: true,
        exported_at: '2026-11-21T06:00:00Z',
        changed_at: '2026-11-20T06:00:00Z',
      }),
      // not on the export list: never waiting
      product('OFF'),
      { ...product('ELSE', { in_export_list: true }), partner_id: other, category_id: null },
    ]);

    const rows = (await admin.get('/api/partners/desktop?perPage=500')).body.data.rows as PartnerDesktopRow[];
    const of = (id: number) => rows.find((r) => r.partner.id === id);
    expect(of(busy)).toMatchObject({ unmappedCategories: 2, waitingForExport: 2 });
    expect(of(other)).toMatchObject({ unmappedCategories: 1, waitingForExport: 1 });
    // the same counts as the partner's mapping progress and export data
    const progress = (await admin.get(`/api/partners/mapping-progress?partnerId=${busy}`)).body.data[0];
    expect(progress.unmappedCategories).toBe(2);
    const exportData = (await admin.get(`/api/partner-products/export-data?filter[partnerId]=${busy}`)).body
      .data;
    expect(exportData.waiting).toBe(2);
  });

  test('sorts and pages; refuses an unknown filter or sort and a non-numeric partner', async () => {
    await addPartner();
    await addPartner();
    const byId = (await admin.get('/api/partners/desktop?order[field]=id&order[direction]=desc&perPage=2'))
      .body.data;
    expect(byId.rows).toHaveLength(2);
    expect(byId.rows[0].partner.id).toBeGreaterThan(byId.rows[1].partner.id);
    expect(byId.total).toBeGreaterThanOrEqual(2);
    for (const query of ['filter[partner]=abc', 'filter[name]=x', 'order[field]=errors']) {
      const res = await admin.get(`/api/partners/desktop?${query}`);
      expect(res.status).toBe(422);
    }
    expect((await admin.get('/api/partners/desktop?filter[partner]=999999')).body.data).toEqual({
      rows: [],
      total: 0,
    });
  });

  test('needs partners', async () => {
    const nobody = await userWith(stack, admin, ['partnerStats']);
    expect((await nobody.get('/api/partners/desktop')).status).toBe(403);
    const viewer = await userWith(stack, admin, ['partners']);
    expect((await viewer.get('/api/partners/desktop')).status).toBe(200);
  });

  test('when jobs does not answer, errors are 0 after about 2 s and the page still answers', async () => {
    const id = await addPartner();
    const silent = checkedBus(new InProcessBus());
    // A jobs that hangs: it takes the request and never replies.
    silent.respond(SUBJECTS.errorCounts, ErrorCountsRequestSchema, () => new Promise(() => undefined));
    const started = Date.now();
    const page = await partnerDesktop(systemContext(stack.db.knex, log), silent, {
      filter: { partner: id },
      page: 1,
      perPage: 50,
    });
    const took = Date.now() - started;
    expect(page.rows).toEqual([
      {
        partner: { id, name: expect.any(String) },
        lastUpdatedAt: null,
        errors: 0,
        new: 0,
        unmappedCategories: 0,
        waitingForExport: 0,
      },
    ]);
    expect(took).toBeGreaterThanOrEqual(ERROR_COUNTS_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(ERROR_COUNTS_TIMEOUT_MS + 2000);
    await silent.close();
    silent.assertClean();
  });
});

describe('bus: catalog.partners.names', () => {
  test('names and active flags by id; unknown ids are absent', async () => {
    const name = unique('Named');
    const id = await addPartner(name);
    const reply = await stack.bus.request(
      SUBJECTS.partnerNames,
      { ids: [id, id, 987_654] },
      PartnerNamesReplySchema,
    );
    expect(reply).toEqual({ partners: [{ id, name, isActive: true }] });
    expect(await stack.bus.request(SUBJECTS.partnerNames, { ids: [] }, PartnerNamesReplySchema)).toEqual({
      partners: [],
    });
  });
});
