import { PimConnectionError } from '@feedhub/pim';
import { ROUTE, adapterOn, failure, fakes, tool, type Logged } from './akeneo-helpers';

// upsertProducts of the Akeneo adapter (libs/pim/src/akeneo/upsert.ts) against the fake Akeneo:
// PATCH-lists, per-line results, splits, re-sends and limits (PIM.md §1.5, §6).

const start = fakes();
const tools = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => tool(`${prefix}${i}`));
const brand = (code: string) => ({ brand: [{ locale: null, scope: null, data: code }] });

describe('Akeneo adapter: upsertProducts', () => {
  test('250 products: 3 PATCH-lists, one result per product in input order, a refused line with its errors', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    const products = tools(250);
    products[120] = tool('p120', brand('festool'));
    const results = await pim.upsertProducts(products);
    expect(fake.requests.batchSizes).toEqual([100, 100, 50]);
    expect(results.map((r) => r.identifier)).toEqual(products.map((p) => p.identifier));
    expect(results[120]).toEqual({
      identifier: 'p120',
      status: 422,
      message: 'Validation failed.',
      errors: [
        expect.objectContaining({
          property: 'values',
          attribute: 'brand',
          message: expect.stringContaining('festool'),
        }),
      ],
    });
    expect(results.filter((r) => r.status === 201)).toHaveLength(249);
    expect(fake.state.products.size).toBe(249);
    // HTTP 200 alone means nothing: the second send updates (204), per line.
    const again = await pim.upsertProducts(products.slice(0, 3));
    expect(again.map((r) => r.status)).toEqual([204, 204, 204]);
  });

  test('the same identifier twice: sent once, the last one wins, both positions answered', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    const results = await pim.upsertProducts([
      tool('a', brand('bosch')),
      tool('b'),
      tool('a', brand('makita')),
    ]);
    expect(results).toEqual([
      { identifier: 'a', status: 201 },
      { identifier: 'b', status: 201 },
      { identifier: 'a', status: 201 },
    ]);
    expect(fake.requests.batchSizes).toEqual([2]);
    expect(fake.state.products.get('a')?.values.brand).toEqual([
      { locale: null, scope: null, data: 'makita' },
    ]);
    expect(await pim.upsertProducts([])).toEqual([]);
  });

  test('requests stay within the byte budget', async () => {
    const fake = await start();
    const batchBytes = 4_000;
    const pim = adapterOn(fake, { batchBytes });
    const results = await pim.upsertProducts(tools(100));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const patches = fake.requests.entries.filter((entry) => entry.route === ROUTE.patchList);
    expect(patches.length).toBeGreaterThan(3);
    expect(Math.max(...patches.map((entry) => entry.bytes))).toBeLessThanOrEqual(batchBytes);
    expect(fake.requests.batchSizes.reduce((a, b) => a + b, 0)).toBe(100);
  });

  test('403 for a big body splits the batch in half until it passes; a line too big alone gets 413', async () => {
    const fake = await start();
    fake.faults.maxBodyBytes = 6_000;
    const logged: Logged = [];
    const pim = adapterOn(fake, {}, logged);
    const products = tools(100);
    const long = 'x'.repeat(7_000);
    products[7] = tool('p7', { description: [{ locale: 'en_US', scope: 'ecommerce', data: long }] });
    const results = await pim.upsertProducts(products);
    expect(results[7]).toEqual({
      identifier: 'p7',
      status: 413,
      message: expect.stringContaining('too large (403'),
    });
    expect(results.filter((r) => r.status === 201)).toHaveLength(99);
    expect(fake.state.products.size).toBe(99);
    expect(
      fake.requests.entries.filter((e) => e.route === ROUTE.patchList && e.status === 403).length,
    ).toBeGreaterThan(3);
    expect(logged.some((entry) => entry.msg === 'PIM batch too large; split in half')).toBe(true);
  });

  test('403 that stays on one small line is the connection lacking rights: forbidden, the whole write fails', async () => {
    const fake = await start();
    fake.faults.inject({ kind: 'status', status: 403, route: ROUTE.patchList });
    const failure = await adapterOn(fake)
      .upsertProducts(tools(4))
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PimConnectionError);
    expect(failure).toMatchObject({ kind: 'forbidden' });
    expect(fake.state.products.size).toBe(0);
  });

  test('413 splits the same way', async () => {
    const fake = await start();
    fake.faults.inject({ kind: 'status', status: 413, times: 1, route: ROUTE.patchList });
    const results = await adapterOn(fake).upsertProducts(tools(10));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(fake.requests.batchSizes).toEqual([10, 5, 5]);
  });

  test('a truncated answer: only the missing lines are sent again', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    fake.faults.inject({ kind: 'truncate', afterLines: 30, times: 1, route: ROUTE.patchList });
    const results = await pim.upsertProducts(tools(100));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(201));
    expect(fake.requests.batchSizes).toEqual([100, 70]);
    expect(pim.stats().retries).toBe(1);
  });

  test('a connection reset mid-answer: the lines answered before the cut count, the others are sent again', async () => {
    const fake = await start();
    // The fake's reset drops its unsent lines with the socket, so the cut is made here, after 10 lines and half of one.
    let cuts = 1;
    const cutting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (init?.method !== 'PATCH' || cuts-- <= 0) return response;
      const text = await response.text();
      const kept = new TextEncoder().encode(`${text.split('\n').slice(0, 10).join('\n')}\n{"line":11,"ide`);
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent) controller.error(new TypeError('terminated'));
          else controller.enqueue(kept);
          sent = true;
        },
      });
      return new Response(body, { status: 200, headers: response.headers });
    };
    const pim = adapterOn(fake, { fetch: cutting });
    const results = await pim.upsertProducts(tools(40));
    // The fake applied all 40 the first time: the 30 sent again are updates.
    expect(results.map((r) => r.status)).toEqual([...Array(10).fill(201), ...Array(30).fill(204)]);
    expect(fake.requests.batchSizes).toEqual([40, 30]);

    fake.faults.inject({ kind: 'truncate', afterLines: 10, abort: true, times: 1, route: ROUTE.patchList });
    const again = await adapterOn(fake).upsertProducts(tools(20, 'q'));
    expect(again.every((r) => r.status === 201 || r.status === 204)).toBe(true);
    expect([...fake.state.products.keys()].filter((key) => key.startsWith('q'))).toHaveLength(20);
  });

  test('an answer cut every time is a server failure after maxAttempts sends', async () => {
    const fake = await start();
    fake.faults.inject({ kind: 'truncate', afterLines: 1, route: ROUTE.patchList });
    const error = await failure(adapterOn(fake, { maxAttempts: 3 }).upsertProducts(tools(5)));
    expect(error.kind).toBe('server');
    expect(error.message).toContain('answered 1 of 3 lines');
    expect(fake.requests.batchSizes).toEqual([5, 4, 3]);
  });

  test('429 (with and without Retry-After), 5xx and resets on a PATCH-list are retried; 5xx to the end fails', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    fake.faults.tooManyRequests(1, 1, ROUTE.patchList);
    fake.faults.tooManyRequests(1, undefined, ROUTE.patchList);
    fake.faults.inject({ kind: 'reset', times: 1, route: ROUTE.patchList });
    fake.faults.inject({ kind: 'status', status: 500, times: 1, route: ROUTE.patchList });
    // One rule of each kind per request, oldest first: a reset (its 429 unseen), a 429, a 500, then the answer.
    const results = await pim.upsertProducts(tools(20));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(pim.stats().retries).toBe(3);
    expect(fake.requests.batchSizes).toEqual([20, 20, 20, 20]);
    fake.faults.inject({ kind: 'status', status: 503, route: ROUTE.patchList });
    const error = await failure(pim.upsertProducts(tools(20, 'z')));
    expect(error.kind).toBe('server');
  });

  test('never more than maxInFlight requests at once; the fake’s cap of 4 is never hit', async () => {
    const fake = await start();
    fake.faults.latency = { latencyMs: 20, perLineMs: 0.1 };
    const pim = adapterOn(fake);
    const results = await pim.upsertProducts(tools(1_500));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1_500);
    expect(fake.requests.batchSizes).toHaveLength(15);
    expect(fake.requests.peakConcurrency).toBe(4);
    expect(fake.requests.entries.filter((entry) => entry.status === 429)).toEqual([]);
    expect(pim.stats().requests).toBe(fake.requests.entries.length);

    const two = await start();
    two.faults.latency = { latencyMs: 20, perLineMs: 0 };
    await adapterOn(two, { maxInFlight: 2 }).upsertProducts(tools(600));
    expect(two.requests.peakConcurrency).toBe(2);
  });

  test('an abort rejects with its reason and starts no new request', async () => {
    const fake = await start();
    fake.faults.latency = { latencyMs: 40, perLineMs: 0 };
    const pim = adapterOn(fake, { maxInFlight: 1 });
    const controller = new AbortController();
    const reason = new Error('export stopped');
    const run = pim.upsertProducts(tools(1_000), controller.signal);
    setTimeout(() => controller.abort(reason), 100);
    await expect(run).rejects.toBe(reason);
    // Counted by the client: a request already on the wire may reach the fake a moment later.
    const started = pim.stats().requests;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pim.stats().requests).toBe(started);
    expect(fake.requests.count(ROUTE.patchList)).toBeLessThan(10);
    await expect(pim.upsertProducts(tools(1), controller.signal)).rejects.toBe(reason);
  });
});
