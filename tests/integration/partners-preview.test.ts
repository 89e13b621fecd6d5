import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PartnerPreviewResultSchema, SECRET_MASK } from '@feedhub/contracts';
import { demoFeedPath } from '@feedhub/feeds';
import { createLogger, systemContext } from '@feedhub/service-kit';
import { previewPartnerFeed } from '../../svc-catalog/src/partners/partner-preview.domain';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// POST /api/partners/preview against real feeds: the bundled demo feed, feeds served by this test on
// 127.0.0.1 (allowed by FEED_ALLOWED_NETWORKS on one stack, refused on the other) and hostile XML.

const FEED_USER = 'feeds';
const FEED_PASSWORD = 'feed-secret-9';

/** A feed server: /demo.xml, /private.xml (Basic auth), /bad/<fixture>; anything else 404. */
function feedServer(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const send = (file: string) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.end(readFileSync(demoFeedPath(file)));
    };
    if (path === '/demo.xml') return send('demo-xml.xml');
    if (path === '/private.xml') {
      const expected = `Basic ${Buffer.from(`${FEED_USER}:${FEED_PASSWORD}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        res.writeHead(401).end();
        return;
      }
      return send('demo-xml.xml');
    }
    if (path === '/bad/billion-laughs.xml' || path === '/bad/xxe-file.xml') return send(path.slice(1));
    if (path === '/endless.xml') {
      // A feed that never ends: a product every 20 ms until the client goes away.
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.write('<?xml version="1.0"?><offer><products>');
      let n = 0;
      const timer = setInterval(() => {
        n++;
        res.write(`<product id="P${n}"><name>Product ${n}</name><price>1,50</price></product>`);
      }, 20);
      res.on('close', () => clearInterval(timer));
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The demo feed's mapping (libs/feeds/fixtures/demo-xml.params.json) with another url. */
const demoParams = (url: string, over: Record<string, unknown> = {}) => ({
  ...(JSON.parse(readFileSync(demoFeedPath('demo-xml.params.json'), 'utf8')) as Record<string, unknown>),
  url,
  ...over,
});

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

let server: http.Server;
let base: string;
let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  server = await feedServer();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '127.0.0.1' });
  admin = await adminBrowser(stack);
});
afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const preview = (browser: TestBrowser, body: unknown) => browser.post('/api/partners/preview', body);

describe('POST /api/partners/preview', () => {
  test('the bundled demo feed (demo:demo-xml.xml): the first products as the import stores them, and a summary', async () => {
    const res = await preview(admin, { className: 'xml', params: demoParams('demo:demo-xml.xml') });
    expect(res.status).toBe(200);
    const data = PartnerPreviewResultSchema.parse(res.body.data);
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(10);
    expect(data.summary).toMatchObject({ complete: true, error: null });
    expect(data.summary.records).toBeGreaterThanOrEqual(data.products.length);
    expect(data.products[0]).toMatchObject({
      code: 'NB-1001',
      sku: 'LEN-T14-G5',
      name: 'Lenovo ThinkPad T14 Gen 5 & dock',
      brand: 'Lenovo',
      category: 'Computers > Laptops > Business laptops',
      price: '1049.9',
    });
    expect(data.warnings.length).toBeLessThanOrEqual(20);
    const withAttributes = data.products.find((p) => p.attributes.length);
    expect(withAttributes?.attributes[0]).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      value: expect.any(String),
    });
  });

  test('a feed served on an allowed private address is read; a 404 feed is 200 with summary.error', async () => {
    const ok = await preview(admin, { className: 'xml', params: demoParams(`${base}/demo.xml`) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.summary.complete).toBe(true);
    expect(ok.body.data.products[0].code).toBe('NB-1001');

    const missing = await preview(admin, { className: 'xml', params: demoParams(`${base}/nope.xml`) });
    expect(missing.status).toBe(200);
    expect(missing.body.data.products).toEqual([]);
    expect(missing.body.data.summary).toMatchObject({ complete: false });
    expect(missing.body.data.summary.error).toMatch(/answered 404/);
  });

  test('the error is in the caller language', async () => {
    const et = await adminBrowser(stack, { locale: 'et' });
    const res = await preview(et, { className: 'xml', params: demoParams(`${base}/nope.xml`) });
    expect(res.status).toBe(200);
    expect(res.body.data.summary.error).toMatch(/koodiga 404/);
  });

  test.each(['billion-laughs.xml', 'xxe-file.xml'])(
    'hostile XML (%s) is 200 with summary.error, nothing expanded',
    async (file) => {
      const res = await preview(admin, {
        className: 'xml',
        params: {
          url: `${base}/bad/${file}`,
          itemPath: 'products/product',
          fields: { code: '@id', name: 'name' },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.summary.complete).toBe(false);
      expect(res.body.data.summary.error).toMatch(/entit/);
      expect(res.text).not.toContain('root:');
      expect(res.text).not.toContain('lollollol');
    },
  );

  test('a feed that does not end within the budget: what was read, summary incomplete and saying why', async () => {
    const et = await previewPartnerFeed(
      { ...systemContext(stack.db.knex, createLogger('test', 'silent'), 'et') },
      { FEED_ALLOWED_NETWORKS: ['127.0.0.1'] },
      {
        id: undefined,
        className: 'xml',
        params: {
          url: `${base}/endless.xml`,
          itemPath: 'products/product',
          fields: { code: '@id', name: 'name' },
        },
      },
      1000,
    );
    expect(et.summary.complete).toBe(false);
    expect(et.summary.records).toBeGreaterThan(0);
    expect(et.products.length).toBe(Math.min(10, et.summary.records));
    expect(et.summary.error).toBe(
      `Eelvaade lõpetas lugemise 1 sekundi järel: kokkuvõte loeb ainult esimesed ${et.summary.records} kirjet`,
    );
  });

  test('local files are never read: a path, a file: URL, an unknown demo file', async () => {
    for (const url of [
      '/etc/passwd',
      'file:///etc/passwd',
      'demo:bad/xxe-file.xml',
      'demo:../../etc/passwd',
    ]) {
      const res = await preview(admin, { className: 'xml', params: demoParams(url) });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['params.url']);
    }
  });

  test('a stored partner’s masked password is its stored one; without the id the mask is just a wrong password', async () => {
    const saved = await admin.post('/api/partners/save', {
      name: unique('Private feed'),
      className: 'xml',
      params: demoParams(`${base}/private.xml`, { user: FEED_USER, password: FEED_PASSWORD }),
      tasks: [],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.data.id as number;
    const params = demoParams(`${base}/private.xml`, { user: FEED_USER, password: SECRET_MASK });
    const withId = await preview(admin, { id, className: 'xml', params });
    expect(withId.body.data.summary).toMatchObject({ complete: true, error: null });
    const withoutId = await preview(admin, { className: 'xml', params });
    expect(withoutId.status).toBe(200);
    expect(withoutId.body.data.summary.error).toMatch(/answered 401/);
    expect((await preview(admin, { id: 999_999, className: 'xml', params })).body.key).toBe(
      'partner_not_found',
    );
  });

  test('class and params are checked as the save checks them: 422 under className and params.*', async () => {
    const unknown = await preview(admin, { className: 'nonsense', params: { url: `${base}/demo.xml` } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['className']);
    expect(unknown.body.errors.className[0]).toMatch(/invalid/);

    const noUrl = await preview(admin, { className: 'google-merchant', params: {} });
    expect(noUrl.status).toBe(422);
    expect(Object.keys(noUrl.body.errors)).toEqual(['params.url']);

    const extra = await preview(admin, {
      className: 'google-merchant',
      params: { url: `${base}/x`, bogus: 1 },
    });
    expect(Object.keys(extra.body.errors)).toEqual(['params.bogus']);

    const badPath = await preview(admin, {
      className: 'xml',
      params: demoParams(`${base}/x`, { itemPath: '][' }),
    });
    expect(badPath.status).toBe(422);
    expect(Object.keys(badPath.body.errors)).toEqual(['params.itemPath']);

    for (const body of [
      {},
      { className: 'xml' },
      { className: 'xml', params: 'url=x' },
      { className: 'x\u0000', params: {} },
    ]) {
      expect((await preview(admin, body)).status).toBe(422);
    }
  });

  test('adding needs partnerAdd; previewing a stored partner (with its id) needs partnerEdit', async () => {
    const body = { className: 'xml', params: demoParams('demo:demo-xml.xml') };
    const id = (await admin.post('/api/partners/save', { ...body, name: unique('Editable'), tasks: [] })).body
      .data.id as number;
    const viewer = await userWith(stack, admin, ['partners']);
    expect((await preview(viewer, body)).status).toBe(403);
    const adder = await userWith(stack, admin, ['partners', 'partnerAdd']);
    expect((await preview(adder, body)).status).toBe(200);
    expect((await preview(adder, { ...body, id })).status).toBe(403);
    const editor = await userWith(stack, admin, ['partners', 'partnerEdit']);
    expect((await preview(editor, { ...body, id })).status).toBe(200);
    expect((await preview(editor, body)).status).toBe(403);
  });
});

describe('without FEED_ALLOWED_NETWORKS', () => {
  let closed: TestStack;
  let adminClosed: TestBrowser;
  beforeAll(async () => {
    closed = await startStack();
    adminClosed = await adminBrowser(closed);
  });
  afterAll(() => closed?.close());

  test.each(['127.0.0.1', 'localhost', '[::1]', '10.0.0.1', '169.254.169.254'])(
    'a feed on %s is refused: 200 with summary.error feed_url_forbidden',
    async (host) => {
      const port = (server.address() as AddressInfo).port;
      const res = await preview(adminClosed, {
        className: 'xml',
        params: demoParams(`http://${host}:${port}/demo.xml`),
      });
      expect(res.status).toBe(200);
      expect(res.body.data.products).toEqual([]);
      expect(res.body.data.summary.error).toMatch(/local or private network/);
    },
  );
});
