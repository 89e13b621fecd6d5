import { PimAttributeOptionRowSchema, PimAttributeRowSchema, PimCategoryRowSchema } from '@feedhub/contracts';
import { EMBEDDED_TAXONOMY, embeddedPim, type PimReferenceData } from '@feedhub/pim';
import { JobFailure } from '@feedhub/jobs';
import { syncPimReference } from '../../svc-catalog/src/pim/pim-sync';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// The PIM's reference data: copied from the embedded PIM when the catalog starts, refreshed by the
// sync, served by /api/pim-categories/list, /api/pim-attributes/list and /api/pim-attributes/options.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

describe('GET /api/pim-categories/list', () => {
  test('a fresh catalog holds the embedded taxonomy, in tree order, with paths in the caller’s language', async () => {
    const res = await admin.get('/api/pim-categories/list?perPage=99999');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(EMBEDDED_TAXONOMY.categories.length);
    const rows = PimCategoryRowSchema.array().parse(res.body.data.rows);
    expect(rows.map((row) => row.code)).toEqual(
      EMBEDDED_TAXONOMY.categories.map((category) => category.code),
    );
    expect(rows.find((row) => row.code === 'laptops_gaming')).toMatchObject({
      parentCode: 'laptops',
      name: 'Gaming laptops',
      path: 'Computers / Laptops / Gaming laptops',
      labels: { en: 'Gaming laptops', et: 'Mänguri sülearvutid' },
    });
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const et = await estonian.get('/api/pim-categories/list?filter[name]=mänguri sülearv');
    expect(et.status).toBe(200);
    expect(et.body.data.rows).toEqual([
      expect.objectContaining({
        code: 'laptops_gaming',
        path: 'Arvutid / Sülearvutid / Mänguri sülearvutid',
      }),
    ]);
  });

  test('filters by a path substring (either language, any case, % and _ literal) and by parent; sorts by name', async () => {
    const search = async (query: string) => (await admin.get(`/api/pim-categories/list?${query}`)).body.data;
    expect(
      (await search('filter[name]=SÜLEARVUTID')).rows.map((row: { code: string }) => row.code),
    ).toContain('laptops');
    expect((await search('filter[name]=%25')).total).toBe(0);
    expect((await search('filter[name]=_')).total).toBe(0);
    const children = await search('filter[parentCode]=laptops&order[field]=name&order[direction]=desc');
    const names = children.rows.map((row: { name: string }) => row.name);
    expect(names).toHaveLength(6);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  test('bad queries are 422 with the field named; nothing else is answered', async () => {
    for (const [query, field] of [
      ['filter[colour]=red', 'filter'],
      ['order[field]=label', 'order.field'],
      ['perPage=100000', 'perPage'],
      ['page=0', 'page'],
      ['filter[parentCode]=no%20spaces', 'filter.parentCode'],
    ]) {
      const res = await admin.get(`/api/pim-categories/list?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.key).toBe('validation_failed');
      expect(Object.keys(res.body.errors).join()).toContain(field);
    }
  });
});

describe('GET /api/pim-attributes/list and /api/pim-attributes/options', () => {
  test('attributes with their type and flags; filter by name or type', async () => {
    const all = await admin.get('/api/pim-attributes/list?perPage=99999');
    expect(all.status).toBe(200);
    const rows = PimAttributeRowSchema.array().parse(all.body.data.rows);
    expect(rows).toHaveLength(EMBEDDED_TAXONOMY.attributes.length);
    expect(rows.find((row) => row.code === 'weight')).toMatchObject({
      type: 'pim_catalog_metric',
      decimalsAllowed: true,
      metricFamily: 'Weight',
      defaultMetricUnit: 'KILOGRAM',
      name: 'Weight',
    });
    const selects = await admin.get('/api/pim-attributes/list?filter[type]=pim_catalog_multiselect');
    expect(selects.body.data.rows.map((row: { code: string }) => row.code)).toEqual(['connectivity']);
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const byName = await estonian.get('/api/pim-attributes/list?filter[name]=kaubamärk');
    expect(byName.body.data.rows).toEqual([expect.objectContaining({ code: 'brand', name: 'Kaubamärk' })]);
  });

  test('options of an attribute in their order, named in the caller’s language; unknown code 404, bad code 422', async () => {
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const res = await estonian.get('/api/pim-attributes/options?code=color');
    expect(res.status).toBe(200);
    const options = PimAttributeOptionRowSchema.array().parse(res.body.data);
    expect(options.slice(0, 2)).toEqual([
      expect.objectContaining({ code: 'black', name: 'Must', sortOrder: 0 }),
      expect.objectContaining({ code: 'white', name: 'Valge', sortOrder: 1 }),
    ]);
    const unknown = await admin.get('/api/pim-attributes/options?code=no_such_attribute');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      key: 'pim_attribute_not_found',
      message: 'PIM attribute no_such_attribute not found',
    });
    expect((await admin.get('/api/pim-attributes/options')).status).toBe(422);
    expect((await admin.get('/api/pim-attributes/options?code=a;drop')).status).toBe(422);
  });

  test('any mapping screen’s permission reads them; others are 403', async () => {
    const outsider = await userWith(stack, admin, ['partners'], 'pimoutsider');
    for (const path of [
      '/api/pim-categories/list',
      '/api/pim-attributes/list',
      '/api/pim-attributes/options?code=color',
    ])
      expect((await outsider.get(path)).status).toBe(403);
    const mapper = await userWith(stack, admin, ['pimCategoryMapping'], 'pimmapper');
    for (const path of [
      '/api/pim-categories/list',
      '/api/pim-attributes/list',
      '/api/pim-attributes/options?code=color',
    ])
      expect((await mapper.get(path)).status).toBe(200);
  });
});

describe('syncPim', () => {
  const changed = (): PimReferenceData => ({
    ...EMBEDDED_TAXONOMY,
    categories: EMBEDDED_TAXONOMY.categories
      .filter((category) => category.code !== 'laptops_chromebooks')
      .map((category) =>
        category.code === 'laptops'
          ? { ...category, labels: { en: 'Notebooks', et: 'Sülearvutid' } }
          : category,
      ),
  });

  test('replaces the copy: renamed labels and paths, removed categories gone; a broken PIM changes nothing', async () => {
    const counts = await syncPimReference(stack.db.knex, embeddedPim(changed()));
    expect(counts.categories).toBe(EMBEDDED_TAXONOMY.categories.length - 1);
    const laptops = await admin.get('/api/pim-categories/list?filter[parentCode]=laptops&perPage=50');
    expect(laptops.body.data.rows.map((row: { code: string }) => row.code)).not.toContain(
      'laptops_chromebooks',
    );
    expect(laptops.body.data.rows[0].path).toMatch(/^Computers \/ Notebooks \//);

    const broken = changed();
    broken.categories.push({ code: 'orphan', parent: 'nowhere', labels: { en: 'x', et: 'x' } });
    await expect(syncPimReference(stack.db.knex, embeddedPim(broken))).rejects.toBeInstanceOf(JobFailure);
    const after = await admin.get('/api/pim-categories/list?perPage=99999');
    expect(after.body.data.total).toBe(EMBEDDED_TAXONOMY.categories.length - 1);

    await syncPimReference(stack.db.knex, embeddedPim());
    expect((await admin.get('/api/pim-categories/list')).body.data.total).toBe(
      EMBEDDED_TAXONOMY.categories.length,
    );
  });

  test('as a system job (POST /api/pim/sync): done, with the counts in its log', async () => {
    await syncPimReference(stack.db.knex, embeddedPim(changed()));
    const queued = await admin.post('/api/pim/sync');
    expect(queued.status).toBe(200);
    const id = queued.body.data.jobId as number;
    let status: string | undefined;
    const deadline = Date.now() + 20_000;
    while (status !== 'done' && status !== 'error' && Date.now() < deadline) {
      status = (await stack.db.knex('jobs.jobs').where('id', id).first('status'))?.status as string;
      if (status !== 'done') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('done');
    const log = await admin.get(`/api/jobs/log/${id}`);
    expect(log.body.data.rows.map((row: { message: string }) => row.message)).toContain(
      `PIM reference data copied: ${EMBEDDED_TAXONOMY.categories.length} categories, ${EMBEDDED_TAXONOMY.families.length} families, ${EMBEDDED_TAXONOMY.attributes.length} attributes, ${EMBEDDED_TAXONOMY.options.length} options`,
    );
    expect((await admin.get('/api/pim-categories/list')).body.data.total).toBe(
      EMBEDDED_TAXONOMY.categories.length,
    );
  });
});
