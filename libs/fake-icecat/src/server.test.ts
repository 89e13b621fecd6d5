import { IcecatRequester, lookupSheet, type IcecatConfig, type IcecatKey } from '@feedhub/icecat';
import { icecatAnswer } from './answer-builder';
import { generateSheets, sheetKeys } from './generate';
import { startFakeIcecat, type FakeIcecat } from './server';

const TOKEN = 'full-icecat-token';

const product = icecatAnswer({
  icecatId: 4242,
  brand: 'Black & Decker',
  productCode: 'BD-1+2',
  gtins: ['4006381333931'],
  longDesc: '<p>Drill</p>',
  image: 'https://images.icecat.example/img/4242-1.jpg',
  gallery: ['https://images.icecat.example/img/4242-1.jpg', 'https://images.icecat.example/img/4242-2.jpg'],
  features: [{ id: 94, name: 'Weight', group: 'Weight & dimensions', value: '1.2', unit: 'kg' }],
});

describe('fake icecat', () => {
  let fake: FakeIcecat;
  let config: IcecatConfig;
  beforeEach(async () => {
    fake = await startFakeIcecat();
    config = { url: `${fake.url}/api`, username: 'feedhub' };
    fake.sheets.add(product);
  });
  afterEach(() => fake.close());

  /** A raw call: status, headers and parsed body. */
  const raw = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${fake.url}/api?${new URLSearchParams(query)}`, { headers });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML bodies stay text.
    }
    return { status: response.status, headers: response.headers, body };
  };
  const lookup = (key: IcecatKey, extra: Partial<IcecatConfig> = {}) =>
    lookupSheet({ ...config, ...extra }, key, { language: 'en' });

  test('found by GTIN: Icecat JSON that the client reads into a sheet', async () => {
    const answer = await raw({ UserName: 'feedhub', Language: 'en', GTIN: '4006381333931' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      msg: 'OK',
      data: { GeneralInfo: { IcecatId: 4242, BrandPartCode: 'BD-1+2' } },
    });
    const result = await lookup({ gtin: '4006381333931' });
    expect(result.kind).toBe('found');
    if (result.kind !== 'found') return;
    expect(result.sheet).toMatchObject({ icecatId: 4242, brand: 'Black & Decker', partCode: 'BD-1+2' });
    expect(result.sheet.images).toEqual([
      { url: 'https://images.icecat.example/img/4242-1.jpg', main: true },
      { url: 'https://images.icecat.example/img/4242-2.jpg', main: false },
    ]);
    expect(result.sheet.features).toEqual([
      { id: 94, name: 'Weight', group: 'Weight & dimensions', value: '1.2 kg', rawValue: '1.2', unit: 'kg' },
    ]);
  });

  test('a GTIN with a leading zero finds the same product', async () => {
    expect((await lookup({ gtin: '04006381333931' })).kind).toBe('found');
  });

  test('found by Brand + ProductCode, brand case-insensitive, with & and + encoded', async () => {
    expect((await lookup({ brand: 'BLACK & decker', productCode: 'BD-1+2' })).kind).toBe('found');
    expect((await lookup({ brand: 'Black & Decker', productCode: 'bd-1+2' })).kind).toBe('not_found');
    expect(fake.requests.entries[0].query).toMatchObject({ Brand: 'BLACK & decker', ProductCode: 'BD-1+2' });
  });

  test('not found: 404 with error 8', async () => {
    const answer = await raw({ UserName: 'feedhub', Language: 'en', GTIN: '1234567890128' });
    expect(answer).toMatchObject({ status: 404, body: { Code: 404, StatusCode: 8 } });
    expect(await lookup({ gtin: '1234567890128' })).toMatchObject({ kind: 'not_found' });
    expect(fake.requests.count('not_found')).toBe(2);
  });

  test('restricted: a Full Icecat sheet without a valid Api-Token is 403 with error 9; with one it is found', async () => {
    fake.sheets.add(
      icecatAnswer({ icecatId: 7, brand: 'Corsair', productCode: 'CMK16', gtins: ['0840006600000'] }),
      {
        fullOnly: true,
      },
    );
    expect(await raw({ UserName: 'feedhub', Language: 'en', GTIN: '0840006600000' })).toMatchObject({
      status: 403,
      body: { StatusCode: 9 },
    });
    expect((await lookup({ gtin: '0840006600000' })).kind).toBe('restricted');
    const full = await lookup({ gtin: '0840006600000' }, { apiToken: TOKEN, contentToken: 'media' });
    expect(full.kind).toBe('found');
    expect(fake.requests.entries.at(-1)).toMatchObject({
      apiToken: true,
      contentToken: true,
      outcome: 'found',
    });
  });

  test('wrong UserName (401, error 3) and wrong Api-Token (401, error 10) are unauthorized', async () => {
    expect(await raw({ UserName: 'someone', Language: 'en', GTIN: '4006381333931' })).toMatchObject({
      status: 401,
      body: { StatusCode: 3 },
    });
    expect((await lookup({ gtin: '4006381333931' }, { username: 'someone' })).kind).toBe('unauthorized');
    expect((await lookup({ gtin: '4006381333931' }, { apiToken: 'stolen' })).kind).toBe('unauthorized');
    expect(fake.requests.count('unauthorized')).toBe(3);
  });

  test('bad requests: missing parameters (1), unknown language (2), no product key (4)', async () => {
    expect((await raw({ Language: 'en', GTIN: '1' })).body).toMatchObject({ StatusCode: 1 });
    expect((await raw({ UserName: 'feedhub', Language: 'english', GTIN: '1' })).body).toMatchObject({
      StatusCode: 2,
    });
    expect((await raw({ UserName: 'feedhub', Language: 'en', Brand: 'Acme' })).body).toMatchObject({
      StatusCode: 4,
    });
    expect(fake.requests.count('bad_request')).toBe(3);
  });

  test('429 with and without Retry-After, then recovery', async () => {
    fake.faults.tooManyRequests(1, 7);
    fake.faults.tooManyRequests(1);
    const first = await raw({ UserName: 'feedhub', Language: 'en', GTIN: '4006381333931' });
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('7');
    expect(await lookup({ gtin: '4006381333931' })).toEqual({ kind: 'rate_limited', retryAfterMs: null });
    expect((await lookup({ gtin: '4006381333931' })).kind).toBe('found');
    expect(fake.requests.count('rate_limited')).toBe(2);
  });

  test('5xx with an HTML body for the next n requests', async () => {
    fake.faults.serverError(2);
    fake.faults.serverError(1, 502);
    expect(await lookup({ gtin: '4006381333931' })).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(await lookup({ gtin: '4006381333931' })).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(await lookup({ gtin: '4006381333931' })).toMatchObject({ kind: 'unavailable', status: 502 });
    expect((await lookup({ gtin: '4006381333931' })).kind).toBe('found');
  });

  test('a slow answer: the client times out; the log shows at least the latency', async () => {
    fake.faults.latencyMs = 300;
    const result = await lookupSheet(config, { gtin: '4006381333931' }, { language: 'en', timeoutMs: 20 });
    expect(result).toMatchObject({ kind: 'unavailable', status: null });
    // The fake logs a request when its answer ends, 300 ms on: wait for it (longer on a busy machine).
    for (let waited = 0; !fake.requests.entries[0] && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests.entries[0].durationMs).toBeGreaterThanOrEqual(290);
  });

  test('an allowed rate: arrivals above it in one second get 429 with Retry-After: 1', async () => {
    fake.faults.requestsPerSecond = 2;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => raw({ UserName: 'feedhub', Language: 'en', GTIN: '4006381333931' })),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited.every((a) => a.headers.get('retry-after') === '1')).toBe(true);
    expect(fake.requests.total).toBe(6);
  });

  test('a requester capped below the allowed rate meets no 429 and finds every generated sheet', async () => {
    const sheets = generateSheets(12);
    fake.sheets.add(sheets);
    fake.faults.requestsPerSecond = 40;
    const icecat = new IcecatRequester({ config, requestsPerSecond: 20, burst: 2 });
    const results = await Promise.all(
      sheets.map((s, i) => {
        const { gtin, brand, productCode } = sheetKeys(s);
        return icecat.lookup(i % 2 ? { gtin } : { brand, productCode }, { language: 'en' });
      }),
    );
    expect(results.map((r) => r.result.kind)).toEqual(sheets.map(() => 'found'));
    expect(fake.requests.count('rate_limited')).toBe(0);
    expect(icecat.stats).toMatchObject({ lookups: 12, attempts: 12, retries: 0 });
    expect(fake.requests.peakPerSecond()).toBeLessThanOrEqual(40);
  });
});
