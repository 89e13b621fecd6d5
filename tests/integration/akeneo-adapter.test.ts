import { attribute, defaultFixture, type AkeneoCategory } from '@feedhub/fake-akeneo';
import { guardedFetch } from '@feedhub/feeds';
import { akeneoPim, readAll, type PimAttributeType } from '@feedhub/pim';
import { CONNECTION, ROUTE, adapterOn, failure, fakes, tool, type Logged } from './akeneo-helpers';

// The Akeneo adapter (libs/pim/src/akeneo) against the fake Akeneo (libs/fake-akeneo): auth, reads,
// retries and failures (PIM.md §6). Writes: akeneo-upsert.test.ts.

const start = fakes();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Akeneo adapter: auth', () => {
  test('one password grant serves many calls; a token near its end is refreshed before use', async () => {
    const fake = await start({ expiresIn: 1 });
    const pim = adapterOn(fake);
    await Promise.all([pim.locales(), pim.currencies(), pim.channels()]);
    expect(fake.requests.tokenGrants).toBe(1);
    // 1 s tokens are renewed at 90% of their life (a minute ahead for long-lived ones).
    await sleep(950);
    await pim.locales();
    expect(fake.requests.tokenRefreshes).toBe(1);
    expect(pim.stats()).toMatchObject({ tokenGrants: 1, tokenRefreshes: 1, retries: 0 });
    expect(fake.requests.entries.filter((entry) => entry.status === 401)).toEqual([]);
  });

  test('a 401 (tokens revoked) renews once and replays: the refresh is refused, the password grant follows', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    await pim.locales();
    fake.tokens.revokeAll();
    expect(await pim.locales()).toEqual(['en_US', 'et_EE']);
    expect(pim.stats()).toMatchObject({ tokenGrants: 2, tokenRefreshes: 0 });
    expect(fake.requests.entries.map((entry) => `${entry.route} ${entry.status}`)).toEqual([
      `${ROUTE.token} 200`,
      'GET /api/rest/v1/locales 200',
      'GET /api/rest/v1/locales 401',
      `${ROUTE.token} 422`,
      `${ROUTE.token} 200`,
      'GET /api/rest/v1/locales 200',
    ]);
  });

  test('a second 401 after the renewal is an auth failure', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    fake.faults.inject({ kind: 'status', status: 401, route: ROUTE.channels });
    const error = await failure(pim.channels());
    expect(error.kind).toBe('auth');
    expect(fake.requests.count(ROUTE.channels)).toBe(2);
  });

  test('wrong credentials are an auth failure naming what to check, without the secret or password', async () => {
    const fake = await start();
    const secret = 'wrong-secret-9f8e7d';
    const password = 'wrong-password-1a2b3c';
    const wrongSecret = await failure(
      adapterOn(fake, { secret }).categories()[Symbol.asyncIterator]().next(),
    );
    expect(wrongSecret.kind).toBe('auth');
    expect(wrongSecret.message).toContain(
      'The PIM refused the API credentials (client id, secret, user name or password)',
    );
    expect(wrongSecret.message).toContain('secret is invalid');
    const wrongPassword = await failure(adapterOn(fake, { password }).locales());
    expect(wrongPassword.message).toContain('No user found for the given username and password');
    for (const error of [wrongSecret, wrongPassword]) {
      expect(error.message).not.toContain(secret);
      expect(error.message).not.toContain(password);
    }
    // A refusal is not retried.
    expect(fake.requests.count(ROUTE.token)).toBe(2);
  });

  test('secrets and tokens are masked even when the PIM echoes them back', async () => {
    const fake = await start();
    const secret = 'echoed-secret-5c4d3e';
    const seen: string[] = [];
    const echo: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      const sent = `${headers.get('authorization')} ${String(init?.body ?? '')}`;
      seen.push(sent);
      const status = String(input).includes('/oauth/') ? 422 : 500;
      return new Response(JSON.stringify({ code: status, message: `refused: ${sent}` }), { status });
    };
    const refused = await failure(adapterOn(fake, { secret, fetch: echo }).locales());
    const withToken: typeof fetch = (input, init) =>
      String(input).includes('/oauth/') ? fetch(input, init) : echo(input, init);
    const failed = await failure(adapterOn(fake, { fetch: withToken, maxAttempts: 2 }).locales());
    expect(failed.kind).toBe('server');
    const basic = Buffer.from(`client:${secret}`).toString('base64');
    expect(refused.message).toContain('refused: Basic ***');
    expect(refused.message).not.toContain(secret);
    expect(refused.message).not.toContain(basic);
    const token = /Bearer (\S+)/.exec(seen.at(-1) ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(failed.message).not.toContain(token);
  });
});

describe('Akeneo adapter: reads', () => {
  test('categories follow _links.next across pages of 100, labels mapped to en/et', async () => {
    const extra: AkeneoCategory[] = Array.from({ length: 245 }, (_, i) => ({
      code: `extra_${i}`,
      parent: 'master',
      labels: i % 2 ? { en_GB: `Extra ${i}` } : ({ et_EE: `Lisa ${i}` } as Record<string, string>),
    }));
    const fake = await start({ fixture: { categories: [...defaultFixture().categories, ...extra] } });
    const pim = adapterOn(fake);
    const pages = [];
    for await (const page of pim.categories()) pages.push(page.length);
    expect(pages).toEqual([100, 100, 50]);
    expect(fake.requests.count(ROUTE.categories)).toBe(3);
    const all = await readAll(pim.categories());
    expect(all.find((c) => c.code === 'power_tools')).toEqual({
      code: 'power_tools',
      parent: 'tools',
      labels: { en: 'Power tools', et: 'Elektritööriistad' },
    });
    expect(all.find((c) => c.code === 'extra_1')?.labels).toEqual({ en: 'Extra 1', et: 'Extra 1' });
    expect(all.find((c) => c.code === 'extra_2')?.labels).toEqual({ en: 'Lisa 2', et: 'Lisa 2' });
  });

  test('families, attributes (unsupported types dropped with a warning), options, locales, currencies, channels', async () => {
    const tableType: string = 'pim_catalog_table';
    const fake = await start();
    fake.state.attributes.push(attribute({ code: 'specs', type: tableType as PimAttributeType }));
    const logged: Logged = [];
    const pim = adapterOn(fake, {}, logged);
    const attributes = await readAll(pim.attributes());
    expect(attributes.map((a) => a.code)).not.toContain('specs');
    expect(logged).toContainEqual({
      obj: expect.objectContaining({ code: 'specs', why: 'unsupported type pim_catalog_table' }),
      msg: 'PIM row skipped',
    });
    expect(attributes.find((a) => a.code === 'weight')).toEqual({
      code: 'weight',
      type: 'pim_catalog_metric',
      group: 'marketing',
      localizable: false,
      scopable: false,
      decimalsAllowed: true,
      metricFamily: 'Weight',
      defaultMetricUnit: 'KILOGRAM',
      labels: { en: 'weight', et: 'weight' },
    });
    expect((await readAll(pim.families())).find((f) => f.code === 'garden')).toEqual({
      code: 'garden',
      attributes: ['sku', 'name', 'description', 'price', 'weight', 'colors'],
      attributeAsLabel: 'name',
      labels: { en: 'Garden', et: 'Aed' },
    });
    expect(await readAll(pim.attributeOptions('colors'))).toEqual([
      { code: 'red', attribute: 'colors', sortOrder: 1, labels: { en: 'Red', et: 'Punane' } },
      { code: 'green', attribute: 'colors', sortOrder: 2, labels: { en: 'Green', et: 'Roheline' } },
      { code: 'blue', attribute: 'colors', sortOrder: 3, labels: { en: 'Blue', et: 'Sinine' } },
    ]);
    expect(await readAll(pim.attributeOptions('no_such_attribute'))).toEqual([]);
    expect(await pim.locales()).toEqual(['en_US', 'et_EE']);
    expect(await pim.currencies()).toEqual(['EUR']);
    expect(await pim.channels()).toEqual([
      { code: 'ecommerce', locales: ['en_US', 'et_EE'], currencies: ['EUR'] },
    ]);
    expect(
      fake.requests.entries.every(
        (entry) => entry.route === ROUTE.token || entry.path.startsWith('/api/rest/v1/'),
      ),
    ).toBe(true);
  });

  test('product(identifier): the PIM’s product (identifier URL-encoded), null when unknown', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    const identifier = 'DR 10/ä?';
    expect(await pim.upsertProducts([tool(identifier)])).toEqual([{ identifier, status: 201 }]);
    expect(await pim.product(identifier)).toEqual(tool(identifier));
    expect(await pim.product('nope')).toBeNull();
  });

  test('403 on a read is a forbidden failure', async () => {
    const fake = await start();
    fake.faults.inject({ kind: 'status', status: 403, route: ROUTE.channels });
    expect((await failure(adapterOn(fake).channels())).kind).toBe('forbidden');
  });
});

describe('Akeneo adapter: network and server faults', () => {
  test('an unresolvable host is unreachable after the attempts, naming the host and the code', async () => {
    const pim = akeneoPim({
      url: 'http://feedhub-no-such-host.invalid',
      ...CONNECTION,
      backoffBaseMs: 1,
      maxAttempts: 3,
    });
    const error = await failure(pim.locales());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('feedhub-no-such-host.invalid');
    expect(error.message).toMatch(/ENOTFOUND|EAI_AGAIN/);
    expect(pim.stats()).toMatchObject({ requests: 3, retries: 2 });
  });

  test('an address the guarded client refuses is unreachable at once: no retry asks it again', async () => {
    const fake = await start();
    // Only 127.0.0.5 may be reached: the fake on 127.0.0.1 is refused before any connection.
    const pim = akeneoPim({
      url: fake.url,
      ...CONNECTION,
      backoffBaseMs: 1,
      maxAttempts: 4,
      fetch: guardedFetch(['127.0.0.5']),
    });
    const error = await failure(pim.locales());
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('is not a public address nor in FEED_ALLOWED_NETWORKS, 1 attempt(s)');
    expect(pim.stats()).toMatchObject({ requests: 1, retries: 0 });
    expect(fake.requests.entries).toEqual([]);
  });

  test('a refused connection is unreachable (ECONNREFUSED)', async () => {
    const fake = await start();
    const url = fake.url;
    await fake.close();
    const error = await failure(
      akeneoPim({ url, ...CONNECTION, backoffBaseMs: 1, maxAttempts: 2 }).locales(),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('ECONNREFUSED');
  });

  test('resets, timeouts and 5xx are retried; 5xx to the end is a server failure', async () => {
    const fake = await start();
    const pim = adapterOn(fake, { timeoutMs: 200 });
    const faults = [
      { kind: 'reset' as const },
      { kind: 'delay' as const, ms: 400 },
      { kind: 'status' as const, status: 502 },
    ];
    for (const [i, fault] of faults.entries()) {
      fake.faults.inject({ ...fault, times: 1, route: ROUTE.channels });
      expect(await pim.channels()).toHaveLength(1);
      expect(pim.stats().retries).toBe(i + 1);
    }
    fake.faults.inject({ kind: 'status', status: 503, route: ROUTE.channels });
    const error = await failure(pim.channels());
    expect(error.kind).toBe('server');
    expect(error.message).toContain('503');
    expect(pim.stats().retries).toBe(3 + 5);
  });

  test('beforeSend is awaited before every attempt; once it refuses (a fence lost), a retry sends nothing', async () => {
    const fake = await start();
    let asked = 0;
    // Refuses once the PIM has seen a channels request: the fence is lost while the retry waits.
    const pim = adapterOn(fake, {
      beforeSend: async () => {
        asked += 1;
        if (fake.requests.count(ROUTE.channels) > 0) throw new Error('fence lost');
      },
    });
    await pim.locales();
    const before = asked;
    expect(before).toBeGreaterThanOrEqual(2); // the token call and the read
    fake.faults.inject({ kind: 'status', status: 502, times: 1, route: ROUTE.channels });
    await expect(pim.channels()).rejects.toThrow('fence lost');
    expect(fake.requests.count(ROUTE.channels)).toBe(1);
    expect(asked).toBe(before + 2);
  });

  test('429 honours Retry-After when present and backs off when not', async () => {
    const fake = await start();
    const pim = adapterOn(fake);
    await pim.locales();
    fake.faults.tooManyRequests(1, 1, ROUTE.channels);
    let t0 = Date.now();
    await pim.channels();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950);
    fake.faults.tooManyRequests(2, undefined, ROUTE.channels);
    t0 = Date.now();
    await pim.channels();
    expect(Date.now() - t0).toBeLessThan(500);
    expect(fake.requests.count(ROUTE.channels)).toBe(5);
  });

  test('an unreadable answer (HTML instead of JSON) is retried, then a server failure', async () => {
    const fake = await start();
    let garbage = 1;
    const flaky: typeof fetch = (input, init) =>
      String(input).includes('/channels') && garbage-- > 0
        ? Promise.resolve(new Response('<html>Bad gateway</html>', { status: 200 }))
        : fetch(input, init);
    expect(await adapterOn(fake, { fetch: flaky }).channels()).toHaveLength(1);
    garbage = Infinity;
    const error = await failure(adapterOn(fake, { fetch: flaky, maxAttempts: 2 }).channels());
    expect(error.kind).toBe('server');
    expect(error.message).toContain('unreadable');
  });
});
