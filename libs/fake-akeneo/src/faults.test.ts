import http from 'node:http';
import { startFakeAkeneo, type FakeAkeneo } from './server';
import { COLLECTION_TYPE } from './products.handlers';
import { apiClient, ndjson, parseLines } from './testing';

const CHANNELS = 'GET /api/rest/v1/channels';
const PATCH_LIST = 'PATCH /api/rest/v1/products';

describe('fake akeneo: fault injection', () => {
  let fake: FakeAkeneo;
  afterEach(() => fake.close());

  it('answers the next N calls of a route with 429, with and without Retry-After, then recovers', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.tooManyRequests(1, 3, CHANNELS);
    fake.faults.tooManyRequests(1, undefined, CHANNELS);
    const first = await api('/api/rest/v1/channels');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('3');
    expect((await api('/api/rest/v1/locales')).status).toBe(200);
    const second = await api('/api/rest/v1/channels');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBeNull();
    expect((await api('/api/rest/v1/channels')).status).toBe(200);
  });

  it('lets the first `skip` matching calls through before a rule applies', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.inject({ kind: 'status', status: 502, times: 1, skip: 2, route: CHANNELS });
    expect((await api('/api/rest/v1/locales')).status).toBe(200);
    expect((await api('/api/rest/v1/channels')).status).toBe(200);
    expect((await api('/api/rest/v1/channels')).status).toBe(200);
    expect((await api('/api/rest/v1/channels')).status).toBe(502);
    expect((await api('/api/rest/v1/channels')).status).toBe(200);
  });

  it('injects 5xx for every route, a delay, and a connection reset', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.inject({ kind: 'status', status: 503, times: 2 });
    expect((await api('/api/rest/v1/channels')).status).toBe(503);
    expect((await api('/api/rest/v1/families')).status).toBe(503);
    expect((await api('/api/rest/v1/families')).status).toBe(200);
    fake.faults.inject({ kind: 'delay', ms: 150, times: 1, route: CHANNELS });
    const t0 = Date.now();
    expect((await api('/api/rest/v1/channels')).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    fake.faults.inject({ kind: 'reset', times: 1 });
    await expect(api('/api/rest/v1/channels')).rejects.toThrow();
    expect(fake.requests.entries.at(-1)).toMatchObject({ route: CHANNELS, status: 0 });
    expect((await api('/api/rest/v1/channels')).status).toBe(200);
  });

  it('cuts a PATCH-list answer after N lines; the lines after the cut are not applied', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.inject({ kind: 'truncate', afterLines: 2, times: 1, route: PATCH_LIST });
    const body = ndjson([{ identifier: 'a' }, { identifier: 'b' }, { identifier: 'c' }]);
    const res = await api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body });
    expect(res.status).toBe(200);
    expect(parseLines(await res.text()).map((l) => l.identifier)).toEqual(['a', 'b']);
    expect([...fake.state.products.keys()]).toEqual(['a', 'b']);
  });

  it('can reset the connection at the cut instead of ending the body', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.inject({ kind: 'truncate', afterLines: 1, abort: true, times: 1, route: PATCH_LIST });
    const body = ndjson([{ identifier: 'a' }, { identifier: 'b' }]);
    const read = api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body }).then((r) =>
      r.text(),
    );
    await expect(read).rejects.toThrow();
    expect([...fake.state.products.keys()]).toEqual(['a']);
  });

  it('answers 403 to a body above the byte limit', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.maxBodyBytes = 100;
    const body = ndjson(Array.from({ length: 5 }, (_, i) => ({ identifier: `product-${i}` })));
    const res = await api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body });
    expect(res.status).toBe(403);
    expect(fake.state.products.size).toBe(0);
    fake.faults.maxBodyBytes = 10_000;
    expect(
      (await api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body })).status,
    ).toBe(200);
  });

  it('answers 429 to the 5th concurrent request and counts peak concurrency', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.inject({ kind: 'delay', ms: 200, route: CHANNELS });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => api('/api/rest/v1/channels').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    // The refused ones end at once, so the sixth may arrive after one of them has gone.
    expect(fake.requests.peakConcurrency).toBeGreaterThanOrEqual(5);
  });

  it('caps requests per second with 429 and Retry-After', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.maxRequestsPerSecond = 3;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i += 1) {
      const res = await api('/api/rest/v1/locales');
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(retryAfter).toBe('1');
    await new Promise((r) => setTimeout(r, 1050));
    expect((await api('/api/rest/v1/locales')).status).toBe(200);
  });

  it('lags the search index: a fresh write is missing from lists but found by GET', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.searchLagMs = 300;
    await api('/api/rest/v1/products/fresh', { method: 'PATCH', body: '{}' });
    const list = async () =>
      ((await (await api('/api/rest/v1/products')).json()) as { _embedded: { items: unknown[] } })._embedded
        .items;
    expect(await list()).toHaveLength(0);
    expect((await api('/api/rest/v1/products/fresh')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 320));
    expect(await list()).toHaveLength(1);
  });

  it('models latency as latencyMs + perLineMs × lines', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    fake.faults.latency = { latencyMs: 30, perLineMs: 2 };
    const body = ndjson(Array.from({ length: 100 }, (_, i) => ({ identifier: `p${i}` })));
    const t0 = Date.now();
    await (await api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body })).text();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(225);
    const t1 = Date.now();
    await api('/api/rest/v1/locales');
    expect(Date.now() - t1).toBeLessThan(200);
  });
});

describe('fake akeneo: request log', () => {
  let fake: FakeAkeneo;
  afterEach(() => fake.close());

  it('logs method, path, status, lines and bytes of every call, and counts per route', async () => {
    fake = await startFakeAkeneo();
    const api = await apiClient(fake);
    const body = ndjson([{ identifier: 'a' }, { identifier: 'b' }]);
    await (await api('/api/rest/v1/products', { method: 'PATCH', type: COLLECTION_TYPE, body })).text();
    await api('/api/rest/v1/products/a');
    await api('/api/rest/v1/nothing-here');
    const log = fake.requests;
    expect(log.entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/api/oauth/v1/token', 200],
      ['PATCH', '/api/rest/v1/products', 200],
      ['GET', '/api/rest/v1/products/a', 200],
      ['GET', '/api/rest/v1/nothing-here', 404],
    ]);
    expect(log.entries[1]).toMatchObject({ lines: 2, bytes: Buffer.byteLength(body) });
    expect(log.count('GET /api/rest/v1/products/:code')).toBe(1);
    expect(log.count(PATCH_LIST)).toBe(1);
    expect(log.batchSizes).toEqual([2]);
    expect(log.tokenGrants).toBe(1);
    expect(log.peakConcurrency).toBe(1);
    expect(log.entries.every((e) => e.durationMs >= 0 && e.at > 0)).toBe(true);
  });

  it('keeps the connection usable by plain node http clients', async () => {
    fake = await startFakeAkeneo();
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${fake.url}/api/rest/v1`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });
});
