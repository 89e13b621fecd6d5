import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// The import guard end to end (docs/imports.md "The import guard"): partners with CSV feeds served on
// loopback, jobs added over the API and run by the catalog's worker; a run that would zero too many
// in-stock products or move too many prices is held (nothing merged), its diff read back, then applied
// or discarded through the jobs service and the worker.

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
}, 60_000);
afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => server.close(resolve));
});

const HEADER = 'code;name;price;stock\n';
/** 20 products: P1…P20, price 10 + i, stock 5 (or what `change` says for a product). */
function feed(change: (i: number) => { price?: string; stock?: number } = () => ({})): string {
  const rows = Array.from({ length: 20 }, (_, k) => {
    const i = k + 1;
    const c = change(i);
    return `P${i};Product ${i};${c.price ?? (10 + i).toFixed(2)};${c.stock ?? 5}\n`;
  });
  return HEADER + rows.join('');
}

/** A partner reading its own feed path, with an importProducts task; guard limits as given. */
async function addPartner(guard: Record<string, unknown> = {}) {
  const path = `/guard-${Date.now()}-${Math.floor(Math.random() * 1e6)}.csv`;
  const saved = await admin.post('/api/partners/save', {
    name: `Guard ${path}`,
    className: 'csv',
    isActive: true,
    ...guard,
    params: {
      url: `${base}${path}`,
      delimiter: ';',
      decimalSeparator: '.',
      fields: { code: 'code', name: 'name', price: 'price', amount: 'stock' },
    },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
  });
  expect(saved.status).toBe(200);
  const id = saved.body.data.id as number;
  const partner = await admin.get(`/api/partners/${id}`);
  return { id, path, taskId: partner.body.data.tasks[0].id as number };
}

interface DesktopJob {
  id: number;
  status: string;
  progress: Record<string, number>;
}

type Partner = Awaited<ReturnType<typeof addPartner>>;

/** Waits until job `id` of the partner is in one of `statuses`. */
async function waitJob(partner: Partner, id: number, statuses: string[]): Promise<DesktopJob> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const desktop = (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partner.id}`)).body.data;
    const job = [...desktop.held, ...desktop.done, ...desktop.error].find((j: DesktopJob) => j.id === id);
    if (job && statuses.includes(job.status)) return job;
    if (Date.now() > deadline)
      throw new Error(`job ${id} not ${statuses.join('/')}: ${JSON.stringify(desktop)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Serves `body` as the partner's feed, adds a job and waits for its end (done, error or held). */
async function importFeed(partner: Partner, body: string): Promise<DesktopJob> {
  feeds.set(partner.path, body);
  const before = new Set(
    Object.values((await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partner.id}`)).body.data)
      .flat()
      .map((j) => (j as DesktopJob).id),
  );
  const added = await admin.post('/api/partner-job/add', { taskId: partner.taskId });
  expect(added.status).toBe(200);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const desktop = (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partner.id}`)).body.data;
    const job = [...desktop.held, ...desktop.done, ...desktop.error].find(
      (j: DesktopJob) => !before.has(j.id),
    );
    if (job) return job;
    if (Date.now() > deadline) throw new Error(`job not finished: ${JSON.stringify(desktop)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The partner's products as code → { amount, price }. */
async function catalogue(partner: Partner): Promise<Map<string, { amount: number; price: string }>> {
  const rows = (await admin.get(`/api/partner-products/list?filter[partnerId]=${partner.id}&perPage=500`))
    .body.data.rows as { code: string; amount: number; price: string }[];
  return new Map(rows.map((r) => [r.code, { amount: r.amount, price: r.price }]));
}

describe('the import guard', () => {
  test('90 % of stock to zero: held, nothing merged; discard keeps the catalogue; held again, apply zeroes them', async () => {
    const partner = await addPartner();
    // The first import is never held, whatever it says.
    expect(
      (
        await importFeed(
          partner,
          feed((i) => ({ stock: i <= 18 ? 0 : 5 })),
        )
      ).status,
    ).toBe('done');
    expect((await importFeed(partner, feed())).status).toBe('done');
    const before = await catalogue(partner);
    expect([...before.values()].every((p) => p.amount === 5)).toBe(true);

    // 18 of 20 in-stock products to 0 (90 % > 50 %): held.
    const zeroing = feed((i) => ({ stock: i <= 18 ? 0 : 5 }));
    const held = await importFeed(partner, zeroing);
    expect(held.status).toBe('held');
    // Its row says what it would have done.
    expect(held.progress).toMatchObject({ read: 20, new: 0, changed: 18, unchanged: 2 });
    expect(await catalogue(partner)).toEqual(before);
    const diff = await admin.get(`/api/partner-job/held/${held.id}`);
    expect(diff.status).toBe(200);
    expect(diff.body.data).toMatchObject({
      jobId: held.id,
      partnerId: partner.id,
      counts: { toZero: 18, priceUp: 0, priceDown: 0, new: 0, gone: 0 },
      base: { inStock: 20 },
      reasons: ['stock'],
      limits: { stockPercent: 50, pricePercent: 20, priceFactor: 5 },
    });
    expect(diff.body.data.examples).toHaveLength(18);
    expect(diff.body.data.examples[0]).toMatchObject({
      kind: 'toZero',
      code: 'P1',
      field: 'amount',
      old: '5',
      new: '0',
    });
    const log = (await admin.get(`/api/partner-job/log/${held.id}`)).body.data.rows as { message: string }[];
    expect(log.map((l) => l.message)).toContain(
      'Held for review: 18 of the 20 products in stock would drop to 0. Nothing was merged; apply or discard the run on the partner desktop',
    );

    // An error notice says it waits, and offers its review.
    const notices = (await admin.get(`/api/log/errors?filter[partnerId]=${partner.id}`)).body.data.rows as {
      context: { job_id: number };
      review?: boolean;
    }[];
    expect(notices.find((n) => n.context.job_id === held.id)).toMatchObject({ review: true });

    // While it waits, the task takes no other run.
    const refused = await admin.post('/api/partner-job/add', { taskId: partner.taskId });
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('held_job_exists');

    // Discard: the catalogue stays; the job is done and cannot be decided again.
    const discarded = await admin.post(`/api/partner-job/discard/${held.id}`, {});
    expect(discarded.status).toBe(200);
    await waitJob(partner, held.id, ['done']);
    expect(await catalogue(partner)).toEqual(before);
    expect((await admin.post(`/api/partner-job/apply/${held.id}`, {})).status).toBe(409);

    // The same feed again is held again; Apply merges it as it was read, even if the feed changed since.
    const again = await importFeed(partner, zeroing);
    expect(again.status).toBe('held');
    feeds.set(partner.path, feed());
    const applied = await admin.post(`/api/partner-job/apply/${again.id}`, {});
    expect(applied.status).toBe(200);
    const done = await waitJob(partner, again.id, ['done']);
    expect(done.progress).toMatchObject({ changed: 18 });
    const after = await catalogue(partner);
    expect(
      [...after.entries()]
        .filter(([, p]) => p.amount === 0)
        .map(([code]) => code)
        .sort(),
    ).toEqual(Array.from({ length: 18 }, (_, k) => `P${k + 1}`).sort());
    // Decided once: a second apply is refused.
    const twice = await admin.post(`/api/partner-job/apply/${again.id}`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.key).toBe('job_not_held');
  });

  test('a ×100 price slip is held with its examples; limits of 0 let it and a zeroing feed through', async () => {
    const partner = await addPartner();
    expect((await importFeed(partner, feed())).status).toBe('done');
    const before = await catalogue(partner);
    // A decimal comma read as a thousands separator: 11.00 becomes 1100.00 for 10 of 20 (50 % > 20 %).
    const slipped = feed((i) => (i <= 10 ? { price: ((10 + i) * 100).toFixed(2) } : {}));
    const held = await importFeed(partner, slipped);
    expect(held.status).toBe('held');
    expect(await catalogue(partner)).toEqual(before);
    const diff = (await admin.get(`/api/partner-job/held/${held.id}`)).body.data;
    expect(diff.counts).toMatchObject({ priceUp: 10, priceDown: 0, toZero: 0 });
    expect(diff.reasons).toEqual(['price']);
    expect(diff.examples.find((e: { code: string }) => e.code === 'P1')).toMatchObject({
      kind: 'priceUp',
      field: 'price',
      old: '11.0000',
      new: '1100.0000',
    });
    expect((await admin.post(`/api/partner-job/discard/${held.id}`, {})).status).toBe(200);
    await waitJob(partner, held.id, ['done']);

    // Limits of 0 switch both checks off.
    const current = (await admin.get(`/api/partners/${partner.id}`)).body.data;
    const saved = await admin.post('/api/partners/save', {
      ...current,
      guardStockPercent: 0,
      guardPricePercent: 0,
    });
    expect(saved.status).toBe(200);
    expect((await importFeed(partner, slipped)).status).toBe('done');
    expect((await catalogue(partner)).get('P1')!.price).toBe('1100.0000');
    expect(
      (
        await importFeed(
          partner,
          feed(() => ({ stock: 0 })),
        )
      ).status,
    ).toBe('done');
    expect([...(await catalogue(partner)).values()].every((p) => p.amount === 0)).toBe(true);
  });

  test('bad input: limits out of range, unknown and undecidable jobs, concurrent decisions, permissions', async () => {
    for (const [field, value] of [
      ['guardStockPercent', -1],
      ['guardPricePercent', 101],
      ['guardPriceFactor', 1],
      ['guardStockPercent', 'abc'],
    ] as const) {
      const res = await admin.post('/api/partners/save', {
        name: `Guard bad ${field} ${value} ${Date.now()}`,
        className: 'csv',
        params: { url: `${base}/x.csv`, fields: { code: 'code' } },
        [field]: value,
      });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }

    expect((await admin.get('/api/partner-job/held/99999999')).status).toBe(404);
    expect((await admin.post('/api/partner-job/apply/99999999', {})).status).toBe(404);

    const partner = await addPartner();
    expect((await importFeed(partner, feed())).status).toBe('done');
    const done = await importFeed(partner, feed());
    expect(done.status).toBe('done');
    const notHeld = await admin.post(`/api/partner-job/discard/${done.id}`, {});
    expect(notHeld.status).toBe(409);
    expect(notHeld.body.key).toBe('job_not_held');
    expect((await admin.get(`/api/partner-job/held/${done.id}`)).status).toBe(409);

    const held = await importFeed(
      partner,
      feed(() => ({ stock: 0 })),
    );
    expect(held.status).toBe('held');
    const viewer = await userWith(stack, admin, ['partners']);
    expect((await viewer.get(`/api/partner-job/held/${held.id}`)).status).toBe(403);
    expect((await viewer.post(`/api/partner-job/apply/${held.id}`, {})).status).toBe(403);
    // Two decisions at once: exactly one is taken.
    const answers = await Promise.all([
      admin.post(`/api/partner-job/apply/${held.id}`, {}),
      admin.post(`/api/partner-job/discard/${held.id}`, {}),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await waitJob(partner, held.id, ['done']);
  });
});
