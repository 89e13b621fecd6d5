import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { officeDay } from '@feedhub/i18n';
import { TEST_CSV_PARAMS } from '@feedhub/feeds/testing';
import { adminBrowser, saveSettings, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// importProducts end to end through the job mechanism: a partner with a CSV feed served on loopback,
// a job added over the API, the catalog's worker running it, the products and stats read back.

let stack: TestStack;
let admin: TestBrowser;
let server: http.Server;
let base = '';
/** Feed bodies by path; a function writes the response itself (a feed that trickles). */
const feeds = new Map<string, string | ((res: http.ServerResponse) => void)>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end('no');
    else if (typeof body === 'function') body(res);
    else res.writeHead(200, { 'Content-Type': 'text/csv' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // With a feed thread started ahead, as a catalog runs by default: each run takes it and starts the next.
  stack = await startStack({
    FEED_ALLOWED_NETWORKS: '127.0.0.1',
    JOB_REPORT_EVERY_MS: '200',
    FEED_THREAD_PRESTART: 'true',
  });
  admin = await adminBrowser(stack);
});
afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => server.close(resolve));
});

const HEADER = 'code;sku;name;brand;category;price;stock\n';
const line = (i: number, v = 0) =>
  `P${i};SKU-${i};Product ${i};${i % 2 ? 'Acme' : 'Bolt'};Computers/Laptops;${(10 + i + v).toFixed(2)};${i % 4}\n`;
const csv = (ids: number[], changed = new Set<number>()) =>
  HEADER + ids.map((i) => line(i, changed.has(i) ? 1 : 0)).join('');

/** A partner reading `path` from the test server, with one importProducts task. */
async function addPartner(path: string, url = `${base}${path}`) {
  const saved = await admin.post('/api/partners/save', {
    name: `Import ${path} ${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    className: 'csv',
    isActive: true,
    params: {
      url,
      ...TEST_CSV_PARAMS,
    },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
  });
  expect(saved.status).toBe(200);
  const id = saved.body.data.id as number;
  const partner = await admin.get(`/api/partners/${id}`);
  return { id, taskId: partner.body.data.tasks[0].id as number };
}

interface DesktopJob {
  id: number;
  status: string;
  progress: Record<string, number>;
  error: string | null;
}

/** Adds a job for the task and waits until it is done or in error. */
async function runJob(partner: { id: number; taskId: number }): Promise<DesktopJob> {
  const added = await admin.post('/api/partner-job/add', { taskId: partner.taskId });
  expect(added.status).toBe(200);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const desktop = await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partner.id}`);
    const finished = [...desktop.body.data.done, ...desktop.body.data.error] as DesktopJob[];
    const job = finished.find((j) => !seen.has(j.id));
    if (job) {
      seen.add(job.id);
      return job;
    }
    if (Date.now() > deadline) throw new Error(`job not finished: ${JSON.stringify(desktop.body.data)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const seen = new Set<number>();

const productsOf = async (partnerId: number, query = '') =>
  (await admin.get(`/api/partner-products/list?filter[partnerId]=${partnerId}&perPage=500${query}`)).body
    .data;
const statsOf = async (partnerId: number) =>
  (await admin.get(`/api/partner-stats/list?filter[partnerId]=${partnerId}`)).body.data;

describe('importProducts through the job mechanism', () => {
  test('first import, unchanged re-import, 10% changed with one product gone; products and stats read back', async () => {
    const ids = Array.from({ length: 100 }, (_, k) => k + 1);
    feeds.set('/a.csv', csv(ids));
    const partner = await addPartner('/a.csv');

    const first = await runJob(partner);
    expect(first).toMatchObject({
      status: 'done',
      progress: { read: 100, new: 100, changed: 0, skipped: 0 },
    });
    const list = await productsOf(partner.id);
    expect(list.total).toBe(100);
    expect(list.rows[0]).toMatchObject({ name: 'Product 1', price: '11.0000', amount: 1 });

    const second = await runJob(partner);
    expect(second.progress).toMatchObject({ new: 0, changed: 0, unchanged: 100 });

    feeds.set(
      '/a.csv',
      csv(
        ids.filter((i) => i !== 100),
        new Set(ids.filter((i) => i % 10 === 1)),
      ),
    );
    const third = await runJob(partner);
    expect(third.progress).toMatchObject({ new: 0, changed: 10, unchanged: 89 });
    const gone = await productsOf(partner.id, '&filter[code]=P100');
    expect(gone.rows).toEqual([expect.objectContaining({ code: 'P100', amount: 0 })]);

    const stats = await statsOf(partner.id);
    expect(
      stats.rows.map((s: { new: number; changed: number; total: number }) => [s.new, s.changed, s.total]),
    ).toEqual([
      [0, 10, 99],
      [0, 0, 100],
      [100, 0, 100],
    ]);

    const log = await admin.get(`/api/partner-job/log/${third.id}`);
    const messages = (log.body.data.rows as { message: string }[]).map((r) => r.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Read 99 products'),
        '1 product was not in the feed: its amount is now 0',
      ]),
    );
  });

  test('a 404 feed ends the job in error with a translated log line and an error notice; nothing written', async () => {
    const partner = await addPartner('/missing.csv');
    const job = await runJob(partner);
    expect(job.status).toBe('error');
    expect(job.error).toContain('404');
    const log = await admin.get(`/api/partner-job/log/${job.id}`);
    expect(log.body.data.rows).toContainEqual(
      expect.objectContaining({ type: 'error', message: expect.stringContaining('404') }),
    );
    const notices = await admin.get('/api/log/errors');
    expect(JSON.stringify(notices.body.data)).toContain(String(job.id));
    expect((await statsOf(partner.id)).total).toBe(0);
  });

  test('a private address not in FEED_ALLOWED_NETWORKS is refused: feed_url_forbidden', async () => {
    const partner = await addPartner('/a.csv', 'http://10.255.255.1/feed.csv');
    const job = await runJob(partner);
    expect(job.status).toBe('error');
    expect(job.error).toContain('private network');
  });
});

/** Sets global settings through the API, as an administrator would (catalog's reader hears of the change). */
const setSettings = (values: Record<string, string>) => saveSettings(admin, values);

/** A CSV feed that sends its header and one product, then one byte every 100 ms for as long as it is read. */
const trickle = (res: http.ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/csv' });
  res.write(HEADER + line(1));
  const timer = setInterval(() => res.write(' '), 100);
  res.on('close', () => clearInterval(timer));
};

describe('an import has a deadline: a rate floor and a ceiling on the download (settings)', () => {
  afterEach(() => setSettings({ feed_min_rate: '1', feed_rate_window: '60', feed_max_seconds: '3600' }));

  test('a feed that trickles below feed_min_rate over feed_rate_window ends the job in error, with an error notice, in en and et', async () => {
    await setSettings({ feed_min_rate: '1', feed_rate_window: '2' });
    feeds.set('/trickle.csv', trickle);
    const partner = await addPartner('/trickle.csv');
    const started = Date.now();
    const job = await runJob(partner);
    expect(job.status).toBe('error');
    const message =
      /^The feed sent \d+(\.\d+)? B\/s over the last 2 s, below the 1 KiB\/s floor \(settings feed_min_rate and feed_rate_window\)/;
    expect(job.error).toMatch(message);
    expect(Date.now() - started).toBeLessThan(20_000);
    const log = await admin.get(`/api/partner-job/log/${job.id}`);
    expect(log.body.data.rows).toContainEqual(
      expect.objectContaining({ type: 'error', message: expect.stringMatching(message) }),
    );
    const notices = (await admin.get('/api/log/errors')).body.data.rows as {
      message: string;
      context: { job_id?: number };
    }[];
    expect(notices).toContainEqual(
      expect.objectContaining({
        message: expect.stringMatching(message),
        context: expect.objectContaining({ job_id: job.id }),
      }),
    );
    const et = await adminBrowser(stack, { locale: 'et' });
    const desktop = await et.get(`/api/partner-job/desktop?filter[partnerId]=${partner.id}`);
    expect(desktop.body.data.error).toContainEqual(
      expect.objectContaining({
        id: job.id,
        error: expect.stringMatching(
          /^Voog saatis viimase 2 s jooksul \d+(\.\d+)? B\/s, vähem kui alammäär 1 KiB\/s/,
        ),
      }),
    );
    expect((await statsOf(partner.id)).total).toBe(0);
  });

  test('a download longer than feed_max_seconds ends the job in error naming the time', async () => {
    await setSettings({ feed_min_rate: '0', feed_max_seconds: '2' });
    feeds.set('/long.csv', trickle);
    const partner = await addPartner('/long.csv');
    const job = await runJob(partner);
    expect(job.status).toBe('error');
    expect(job.error).toMatch(
      /^The feed download was stopped after 2(\.\d)? s: it may take at most 2 s \(setting feed_max_seconds\)$/,
    );
    const notices = await admin.get('/api/log/errors');
    expect(JSON.stringify(notices.body.data)).toContain('it may take at most 2 s');
  });
});

describe('GET /api/partner-products and /api/partner-stats/list', () => {
  test('filters, sorts, pages; one product with its category and attributes; 404, 422 and 403', async () => {
    feeds.set('/f.csv', csv([1, 2, 3, 4, 5]));
    const partner = await addPartner('/f.csv');
    expect((await runJob(partner)).status).toBe('done');

    expect((await productsOf(partner.id, '&filter[brand]=Acme')).total).toBe(3);
    expect(
      (await productsOf(partner.id, '&filter[name]=product 2')).rows.map((r: { code: string }) => r.code),
    ).toEqual(['P2']);
    expect((await productsOf(partner.id, '&filter[amountType]=>=&filter[amount]=2')).total).toBe(2);
    expect((await productsOf(partner.id, '&filter[pimExport]=1')).total).toBe(0);
    // The filter's days are the office's (Europe/Tallinn): near midnight UTC they differ.
    const today = officeDay();
    expect((await productsOf(partner.id, `&filter[from]=${today}&filter[to]=${today}`)).total).toBe(5);
    const sortedRes = await admin.get(
      `/api/partner-products/list?filter[partnerId]=${partner.id}&order[field]=price&order[direction]=desc&perPage=2&page=1`,
    );
    expect(sortedRes.body).toMatchObject({ data: { total: 5 } });
    const sorted = sortedRes.body.data;
    expect(sorted.rows.map((r: { code: string }) => r.code)).toEqual(['P5', 'P4']);

    const one = await admin.get(`/api/partner-products/${sorted.rows[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      code: 'P5',
      category: { name: 'Laptops', pimCategory: null },
      attributes: [],
    });
    const missing = await admin.get('/api/partner-products/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('partner_product_not_found');
    const bad = await admin.get(`/api/partner-products/list?filter[amountType]=~&order[field]=password`);
    expect(bad.status).toBe(422);

    const other = await userWith(stack, admin, ['partners']);
    expect((await other.get('/api/partner-products/list')).status).toBe(403);
    expect((await other.get('/api/partner-stats/list')).status).toBe(403);
  });
});

describe('suggestions after an import', () => {
  test('a products import leaves every category of the partner with a stored suggestion on the current basis', async () => {
    feeds.set('/suggest.csv', csv([1, 2, 3]));
    const partner = await addPartner('/suggest.csv');
    expect((await runJob(partner)).status).toBe('done');
    const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);
    const categories = (await catalog('partner_categories')
      .where('partner_id', partner.id)
      .pluck('id')) as number[];
    expect(categories.length).toBeGreaterThan(0);
    const basis = (await catalog('suggestion_basis').where('id', 1).first('version')) as { version: number };
    const stored = (await catalog('mapping_suggestions')
      .where({ entity: 'category', partner_id: partner.id })
      .select('entity_id', 'best_code', 'basis')) as {
      entity_id: number;
      best_code: string | null;
      basis: number;
    }[];
    expect(stored.map((s) => s.entity_id).sort()).toEqual([...categories].sort());
    expect(stored.every((s) => s.basis === basis.version)).toBe(true);
    expect(stored[0]!.best_code).toMatch(/^laptops/);
  });
});
