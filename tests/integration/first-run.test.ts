import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { familiesForPimCategories } from '../../svc-catalog/src/pim-mappings/pim-category-family';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// A new partner's first run (issue 31): "Run first import" queues its three imports in order; the
// products import alone leaves its attributes (brand included) ready to map; the checklist reads it all.

let stack: TestStack;
let admin: TestBrowser;
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
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '127.0.0.1', JOB_REPORT_EVERY_MS: '200' });
  admin = await adminBrowser(stack);
});
afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => server.close(resolve));
});

const HEADER = 'code;name;brand;category;price;stock;colour;memory\n';
const csv = (count: number) =>
  HEADER +
  Array.from(
    { length: count },
    (_, k) =>
      `P${k};Product ${k};${['Acme', 'Bolt', 'Dell'][k % 3]};Ersatzteile/iPhone 12/Akku;${10 + k}.00;${k % 4};${k % 2 ? 'Red' : 'Blue'};${k % 2 ? '8 GB' : '16 GB'}\n`,
  ).join('');

const TASKS = {
  importCategories: 'high',
  importAttributes: 'high',
  importProducts: 'medium',
} as const;

/** A partner reading `path`, with the given import tasks. */
async function addPartner(path: string, methods: (keyof typeof TASKS)[]): Promise<number> {
  const saved = await admin.post('/api/partners/save', {
    name: `First run ${path} ${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    className: 'csv',
    isActive: true,
    params: {
      url: `${base}${path}`,
      delimiter: ';',
      decimalSeparator: '.',
      categorySeparator: '/',
      fields: {
        code: 'code',
        name: 'name',
        brand: 'brand',
        categoryPath: 'category',
        price: 'price',
        amount: 'stock',
      },
      attributes: [{ columns: ['colour', 'memory'] }],
    },
    tasks: methods.map((m) => ({ name: m, methodName: m, queue: TASKS[m], isDefault: true })),
  });
  expect(saved.status).toBe(200);
  return saved.body.data.id as number;
}

interface DesktopJob {
  id: number;
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  partnerTask: { methodName: string };
}

/** Waits until the partner has `count` finished jobs; answers them oldest first. */
async function finishedJobs(partnerId: number, count: number): Promise<DesktopJob[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const desktop = (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partnerId}`)).body.data;
    const finished = [...desktop.done, ...desktop.error] as DesktopJob[];
    if (finished.length >= count) return finished.sort((a, b) => a.id - b.id);
    if (Date.now() > deadline) throw new Error(`jobs not finished: ${JSON.stringify(desktop)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const onboardingOf = async (partnerId: number) =>
  (await admin.get(`/api/partners/onboarding?partnerId=${partnerId}`)).body.data;

describe('the products import alone', () => {
  test('leaves its attributes and brands ready to map: listed, brand options, mapping progress, the checklist', async () => {
    feeds.set('/only-products.csv', csv(30));
    const partnerId = await addPartner('/only-products.csv', ['importProducts']);
    const before = await onboardingOf(partnerId);
    expect(before).toMatchObject({
      partnerId,
      complete: false,
      steps: { imported: { done: false, jobId: null, state: null } },
    });

    const taskId = (await admin.get(`/api/partners/${partnerId}`)).body.data.tasks[0].id as number;
    expect((await admin.post('/api/partner-job/add', { taskId })).status).toBe(200);
    const [job] = await finishedJobs(partnerId, 1);
    expect(job.status).toBe('done');

    const attributes = await stack.db
      .knex('catalog.partner_attributes')
      .where({ partner_id: partnerId })
      .orderBy('code')
      .select('code', 'name', 'type', 'options');
    expect(attributes.map((a: { code: string }) => a.code)).toEqual(
      expect.arrayContaining(['brand', 'colour', 'memory']),
    );
    const brand = attributes.find((a: { code: string }) => a.code === 'brand');
    expect(brand).toMatchObject({ name: 'Brand', type: 'select' });
    expect([...brand.options].sort()).toEqual(['Acme', 'Bolt', 'Dell']);

    // The brand filter and the zero-amount brand picker read these options.
    const options = await admin.get(`/api/partner-attributes/options?code=brand&partnerId=${partnerId}`);
    expect(options.status).toBe(200);
    expect((options.body.data as { name: string }[]).map((o) => o.name).sort()).toEqual([
      'Acme',
      'Bolt',
      'Dell',
    ]);

    const progress = await admin.get(`/api/partners/mapping-progress?partnerId=${partnerId}`);
    expect(progress.body.data[0]).toMatchObject({ partnerId, unmappedAttributes: attributes.length });
    expect(progress.body.data[0].unmappedAttributes).toBeGreaterThanOrEqual(3);

    // A re-import (guarded: the spanning run on PostgreSQL) appends a new brand after the stored
    // options, their order kept (option mappings point at indexes).
    feeds.set('/only-products.csv', csv(30).replace('P0;Product 0;Acme', 'P0;Product 0;Zebra'));
    expect((await admin.post('/api/partner-job/add', { taskId })).status).toBe(200);
    const [, second] = await finishedJobs(partnerId, 2);
    expect(second).toMatchObject({ status: 'done' });
    const again = await stack.db
      .knex('catalog.partner_attributes')
      .where({ partner_id: partnerId, code: 'brand' })
      .first();
    expect(again.options).toEqual([...brand.options, 'Zebra']);

    const checklist = await onboardingOf(partnerId);
    expect(checklist.steps.imported).toMatchObject({ done: true, state: 'done' });
    expect(checklist.steps.imported.jobId).toBeGreaterThanOrEqual(job.id);
    expect(checklist.steps.categories).toMatchObject({ done: false, mapped: 0, total: 1 });
    // The suggestion counts are the stored suggestions of the unmapped rows (the import refreshed them).
    const stored = (await stack.db
      .knex('catalog.mapping_suggestions')
      .where({ partner_id: partnerId, entity: 'category' })
      .whereNotNull('best_code')
      .select('confident')) as { confident: boolean }[];
    expect(checklist.steps.categories.suggested).toBe(stored.length);
    expect(checklist.steps.categories.confident).toBe(stored.filter((r) => r.confident).length);
    expect(checklist.steps.attributes).toMatchObject({ done: false, mapped: 0, total: attributes.length });
    expect(checklist.steps).toMatchObject({
      priceFormula: { done: false },
      productsSent: { done: false, count: 0 },
      exportRun: { done: false, jobId: null },
    });
  });
});

describe('the checklist', () => {
  test('"k can be accepted at once" counts what the accept maps: a confident suggestion whose PIM category has no family is not', async () => {
    const paths = ['Computers/Laptops', 'Computers/Monitors', 'Garden/Hoses'];
    feeds.set(
      '/three-categories.csv',
      HEADER + paths.map((path, k) => `C${k};Item ${k};Acme;${path};10.00;1;Red;8 GB\n`).join(''),
    );
    const partnerId = await addPartner('/three-categories.csv', ['importProducts']);
    const taskId = (await admin.get(`/api/partners/${partnerId}`)).body.data.tasks[0].id as number;
    expect((await admin.post('/api/partner-job/add', { taskId })).status).toBe(200);
    expect((await finishedJobs(partnerId, 1))[0].status).toBe('done');

    // The stored suggestions say: one to a PIM category with a family, one to one without, one not confident.
    const knex = stack.db.knex;
    const codes = (await knex('catalog.pim_categories').pluck('code')) as string[];
    const families = await familiesForPimCategories(knex, codes);
    const withFamily = codes.find((c) => families.has(c));
    const without = codes.find((c) => !families.has(c));
    if (!withFamily || !without)
      throw new Error('the embedded PIM needs categories with and without a family');
    const ids = (await knex('catalog.partner_categories')
      .where({ partner_id: partnerId })
      .orderBy('id')
      .pluck('id')) as number[];
    expect(ids).toHaveLength(3);
    const suggest = (id: number, code: string, score: number) =>
      knex('catalog.mapping_suggestions')
        .where({ entity: 'category', entity_id: id })
        .update({ best_code: code, best_score: score, confident: score >= 0.7 });
    await suggest(ids[0], withFamily, 0.95);
    await suggest(ids[1], without, 0.95);
    await suggest(ids[2], withFamily, 0.4);

    const steps = (await onboardingOf(partnerId)).steps;
    expect(steps.categories).toMatchObject({ mapped: 0, total: 3, suggested: 3, confident: 1 });
    const accepted = await admin.post('/api/partner-categories/accept-suggestions', { partnerId });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.mapped).toBe(steps.categories.confident);
    expect(accepted.body.data.skipped).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ids[1], reason: 'no_family' })]),
    );
    expect((await onboardingOf(partnerId)).steps.categories).toMatchObject({ mapped: 1, confident: 0 });
  });
});

describe('Run first import', () => {
  test('queues categories, attributes and products in that order in one call; they all run', async () => {
    feeds.set('/first.csv', csv(12));
    const partnerId = await addPartner('/first.csv', [
      'importProducts',
      'importAttributes',
      'importCategories',
    ]);
    const queued = await admin.post('/api/jobs/first-import', { partnerId });
    expect(queued.status).toBe(200);
    expect(queued.body.data.jobIds).toHaveLength(3);
    expect(queued.body.data.skipped).toEqual([]);
    expect(queued.body.message).toMatch(/3/);

    const jobs = await finishedJobs(partnerId, 3);
    expect(jobs.map((j) => j.id)).toEqual(queued.body.data.jobIds);
    expect(jobs.map((j) => j.partnerTask.methodName)).toEqual([
      'importCategories',
      'importAttributes',
      'importProducts',
    ]);
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
    // Queued and published in that order (the ids above). Start order is not asserted: over several
    // catalog workers (the replica run) the three may overlap, which is harmless — each import writes
    // what it saw, and the products import alone also leaves its categories and attributes.

    const checklist = await onboardingOf(partnerId);
    expect(checklist.steps.imported.done).toBe(true);
    expect(checklist.steps.categories.total).toBe(1);
    expect(checklist.steps.attributes.total).toBeGreaterThanOrEqual(3);
  });

  test('404 unknown partner, 422 a missing task, 409 while all three wait, 403 without the permission', async () => {
    expect((await admin.post('/api/jobs/first-import', { partnerId: 99999999 })).status).toBe(404);
    expect((await admin.post('/api/jobs/first-import', { partnerId: 'x' })).status).toBe(422);
    expect((await admin.post('/api/jobs/first-import', { partnerId: 2_147_483_648 })).status).toBe(422);
    expect((await admin.get('/api/partners/onboarding?partnerId=99999999999')).status).toBe(404);

    const partial = await addPartner('/none.csv', ['importProducts']);
    const missing = await admin.post('/api/jobs/first-import', { partnerId: partial });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.partnerId[0]).toMatch(/importCategories, importAttributes/);

    // While the queues are paused the three jobs wait: a second click queues nothing.
    const waiting = await addPartner('/first.csv', [
      'importCategories',
      'importAttributes',
      'importProducts',
    ]);
    for (const queue of ['high', 'medium'])
      expect((await admin.post(`/api/horizon/pause/${queue}`, {})).status).toBe(200);
    const queued: number[] = [];
    try {
      const first = await admin.post('/api/jobs/first-import', { partnerId: waiting });
      expect(first.status).toBe(200);
      queued.push(...(first.body.data.jobIds as number[]));
      const again = await admin.post('/api/jobs/first-import', { partnerId: waiting });
      expect(again.status).toBe(409);
      expect(again.body.key).toBe('pending_job_exists');
    } finally {
      // Still pending: deleted, so nothing of this partner runs once the queues resume.
      for (const id of queued) expect((await admin.del(`/api/partner-job/delete/${id}`)).status).toBe(200);
      for (const queue of ['high', 'medium']) await admin.post(`/api/horizon/resume/${queue}`, {});
    }

    const nobody = await userWith(stack, admin, ['partnerStats']);
    expect((await nobody.post('/api/jobs/first-import', { partnerId: partial })).status).toBe(403);
    expect((await nobody.get(`/api/partners/onboarding?partnerId=${partial}`)).status).toBe(403);
    expect((await admin.get('/api/partners/onboarding?partnerId=99999999')).status).toBe(404);
    expect((await admin.get('/api/partners/onboarding')).status).toBe(422);
  });
});
