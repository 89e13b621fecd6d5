import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import { icecatAnswer, startFakeIcecat, type FakeIcecat } from '@feedhub/fake-icecat';
import { startFakeAkeneo, type FakeAkeneo } from '@feedhub/fake-akeneo';
import { waitFor } from './export-helpers';
import {
  addPartner,
  adminBrowser,
  saveSettings,
  startStack,
  type TestBrowser,
  type TestStack,
} from './stack';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';

/**
 * Security (issue 30): a redirect never takes an outgoing request where FEED_ALLOWED_NETWORKS does not
 * allow it. Only 127.0.0.5 is allowed; the PIM, Icecat and a feed are set to a server there that
 * redirects to the real fake (Akeneo, Icecat, a feed) on 127.0.0.1, or to a trap listening on every
 * local address (`[::1]`, `[::]`, `0.0.0.0`, `localhost`). Before the shared guarded client, the PIM
 * sync sent its token request with the PIM user's password to 127.0.0.1 and stored the answer as
 * reference data; Icecat sent its look-ups with Api-Token and Content-Token there.
 */

let stack: TestStack;
let admin: TestBrowser;
let akeneo: FakeAkeneo;
let icecat: FakeIcecat;
const servers: http.Server[] = [];

/** Where the redirector on 127.0.0.5 sends each request, and with which status. */
let redirect: { status: number; to: (path: string) => string } = { status: 307, to: () => '' };
let redirector = '';

/** Every request of the trap (listening on `::`, so on 127.0.0.1, ::1 and the others too). */
const trapped: string[] = [];
let trapPort = 0;

/** Requests of the refused feed server. */
const feedRequests: string[] = [];
let feedServer = '';

async function listen(host: string, handler: http.RequestListener): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

const GTIN = '4006381333931';
const PIM_PASSWORD = 'pim-user-password-30';
const API_TOKEN = 'full-icecat-token';
const CONTENT_TOKEN = 'icecat-content-token-30';

beforeAll(async () => {
  akeneo = await startFakeAkeneo();
  icecat = await startFakeIcecat({ apiTokens: [API_TOKEN] });
  icecat.sheets.add(icecatAnswer({ icecatId: 30, brand: 'Bosch', productCode: 'X', gtins: [GTIN] }));
  const redirectorPort = await listen('127.0.0.5', (req, res) => {
    req.resume();
    res.writeHead(redirect.status, { Location: redirect.to(req.url ?? '/') }).end();
  });
  redirector = `http://127.0.0.5:${redirectorPort}`;
  trapPort = await listen('::', (req, res) => {
    trapped.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)}`);
    res.end('{}');
  });
  const feedPort = await listen('127.0.0.1', (req, res) => {
    feedRequests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/csv' }).end('code;name\nP1;Product 1\n');
  });
  feedServer = `http://127.0.0.1:${feedPort}`;
  stack = await startStack({
    FEED_ALLOWED_NETWORKS: '127.0.0.5',
    JOB_REPORT_EVERY_MS: '200',
    PIM_RETRY_BASE_MS: '5',
    ICECAT_RETRY_BASE_MS: '5',
  });
  admin = await adminBrowser(stack);
}, 60_000);

afterAll(async () => {
  await stack.close();
  await Promise.all([akeneo.close(), icecat.close()]);
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** Runs a system job to its end: its status and its log's messages. */
async function runSystemJob(path: string, body?: object): Promise<{ status: string; log: string[] }> {
  const queued = await admin.post(path, body);
  expect(queued.status).toBe(200);
  const id = queued.body.data.jobId as number;
  const status = await waitFor(async () => {
    const row = (await stack.db.knex('jobs.jobs').where('id', id).first('status')) as { status: string };
    if (row.status !== 'done' && row.status !== 'error') throw new Error('not finished');
    return row.status;
  });
  const rows = (await admin.get(`/api/jobs/log/${id}`)).body.data.rows as { message: string }[];
  return { status, log: rows.map((row) => row.message) };
}

/** The loopback spellings a redirect may use to reach the trap. */
const TRAP_HOSTS = ['[::1]', '[::]', '0.0.0.0', 'localhost'];

describe('pim_url on an allowed host redirecting to a refused one', () => {
  beforeAll(() =>
    saveSettings(admin, {
      pim_adapter: 'akeneo',
      pim_url: redirector,
      pim_client_id: 'client',
      pim_client_secret: 'secret',
      pim_username: 'admin',
      pim_password: PIM_PASSWORD,
    }),
  );
  afterAll(() => saveSettings(admin, { pim_adapter: 'embedded' }));

  test('307 to 127.0.0.1: POST /api/pim/sync sends nothing there, stores nothing, and the job says why', async () => {
    redirect = { status: 307, to: (path) => `${akeneo.url}${path}` };
    const categoriesBefore = await catalog('pim_categories').count({ n: '*' });
    const { status, log } = await runSystemJob('/api/pim/sync');
    expect(status).toBe('error');
    expect(akeneo.requests.entries).toEqual([]);
    expect(log.join('\n')).toContain('127.0.0.1 is not a public address nor in FEED_ALLOWED_NETWORKS');
    expect(log.join('\n')).not.toContain(PIM_PASSWORD);
    expect(await catalog('pim_categories').count({ n: '*' })).toEqual(categoriesBefore);
    const categories = await admin.get('/api/pim-categories/list?perPage=1');
    expect(categories.body.data.total).toBe(EMBEDDED_TAXONOMY.categories.length);
  });

  test.each(TRAP_HOSTS.flatMap((host) => [301, 302, 307].map((status) => [host, status] as const)))(
    '%s after a %i: no request reaches it',
    async (host, status) => {
      redirect = { status, to: (path) => `http://${host}:${trapPort}${path}` };
      trapped.length = 0;
      const { status: jobStatus, log } = await runSystemJob('/api/pim/sync');
      expect(jobStatus).toBe('error');
      expect(trapped).toEqual([]);
      expect(log.join('\n')).toMatch(/is not a public address nor in FEED_ALLOWED_NETWORKS/);
    },
  );
});

describe('icecat_url on an allowed host redirecting to a refused one', () => {
  beforeAll(() =>
    saveSettings(admin, {
      icecat_url: `${redirector}/api`,
      icecat_username: 'feedhub',
      icecat_api_token: API_TOKEN,
      icecat_content_token: CONTENT_TOKEN,
      icecat_languages: 'en',
      icecat_requests_per_second: '50',
    }),
  );

  /** A partner with one useIcecat product on the export list. */
  async function partnerWithProduct(): Promise<{ partnerId: number; productId: number }> {
    const partnerId = await addPartner(admin, `Redirected Icecat ${Date.now()} ${Math.random()}`);
    const [category] = (await catalog('partner_categories')
      .insert({ partner_id: partnerId, code: 'DR', name: 'Drills', path: '["Drills"]', use_icecat: true })
      .returning('id')) as { id: number }[];
    await ensurePartnerProducts(stack.db.knex, partnerId);
    const [product] = (await catalog('partner_products')
      .insert({
        partner_id: partnerId,
        code: 'P1',
        name: 'Drill',
        content_hash: 'x',
        category_id: category.id,
        in_export_list: true,
        attributes: '{}',
        ean: GTIN,
      })
      .returning('id')) as { id: string }[];
    return { partnerId, productId: Number(product.id) };
  }

  test('302 to 127.0.0.1: no look-up reaches it, no token leaves, no sheet is stored; the log says why', async () => {
    redirect = { status: 302, to: (path) => `${icecat.url}${path}` };
    icecat.requests.clear();
    const { partnerId, productId } = await partnerWithProduct();
    const { log } = await runSystemJob('/api/icecat/refresh', { partnerId });
    expect(icecat.requests.entries).toEqual([]);
    expect(log).toContain('Icecat look-ups: 0 found, 0 not found, 0 Full Icecat only, 1 failed');
    expect(log.join('\n')).toContain('127.0.0.1 is not a public address nor in FEED_ALLOWED_NETWORKS');
    const product = await admin.get(`/api/partner-products/${productId}`);
    expect(product.body.data.icecat).toMatchObject({ status: 'failed' });
    expect(JSON.stringify(product.body.data.icecat)).not.toContain('Bosch');
  });

  test.each(TRAP_HOSTS.flatMap((host) => [301, 302, 307].map((status) => [host, status] as const)))(
    '%s after a %i: no look-up and no token reaches it',
    async (host, status) => {
      redirect = { status, to: (path) => `http://${host}:${trapPort}${path}` };
      trapped.length = 0;
      const { partnerId } = await partnerWithProduct();
      const { log } = await runSystemJob('/api/icecat/refresh', { partnerId });
      expect(trapped).toEqual([]);
      expect(log).toContain('Icecat look-ups: 0 found, 0 not found, 0 Full Icecat only, 1 failed');
    },
  );
});

describe('a feed URL on an allowed host redirecting to a refused one', () => {
  /** A partner whose CSV feed is `url`, with one importProducts task; runs it and returns the job. */
  async function importFrom(
    url: string,
  ): Promise<{ status: string; error: string | null; partnerId: number }> {
    const saved = await admin.post('/api/partners/save', {
      name: `Redirected feed ${Date.now()} ${Math.random()}`,
      className: 'csv',
      isActive: true,
      params: { url, delimiter: ';', fields: { code: 'code', name: 'name' } },
      tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
    });
    expect(saved.status).toBe(200);
    const partnerId = saved.body.data.id as number;
    const taskId = (await admin.get(`/api/partners/${partnerId}`)).body.data.tasks[0].id as number;
    expect((await admin.post('/api/partner-job/add', { taskId })).status).toBe(200);
    const job = await waitFor(async () => {
      const desktop = await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partnerId}`);
      const [finished] = [...desktop.body.data.done, ...desktop.body.data.error] as {
        status: string;
        error: string | null;
      }[];
      if (!finished) throw new Error('not finished');
      return finished;
    });
    return { ...job, partnerId };
  }

  test.each([301, 302, 307, 308])(
    'a %i to 127.0.0.1: refused before any request, feed_url_forbidden naming the host; no product',
    async (status) => {
      redirect = { status, to: () => `${feedServer}/feed.csv` };
      feedRequests.length = 0;
      const job = await importFrom(`${redirector}/feed.csv`);
      expect(job.status).toBe('error');
      expect(job.error).toContain('127.0.0.1');
      expect(job.error).toContain('private network');
      expect(feedRequests).toEqual([]);
      const products = await admin.get(`/api/partner-products/list?filter[partnerId]=${job.partnerId}`);
      expect(products.body.data.total).toBe(0);
    },
  );

  test.each(TRAP_HOSTS)('a 302 to %s: no request reaches it', async (host) => {
    redirect = { status: 302, to: () => `http://${host}:${trapPort}/feed.csv` };
    trapped.length = 0;
    const job = await importFrom(`${redirector}/feed.csv`);
    expect(job.status).toBe('error');
    expect(job.error).toContain('private network');
    expect(trapped).toEqual([]);
  });
});
