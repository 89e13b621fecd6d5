import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedFetch, guardedRequest } from './guarded-http';

// The one guarded client of outgoing requests (feeds, PIM, Icecat) against real local servers: the
// allowed network is 127.0.0.5 only; a "trap" listens on every local address (`::`, dual stack), so
// whatever loopback spelling a redirect uses, a connection that got through would be counted.

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface TestServer {
  port: number;
  origin: string;
  requests: Received[];
  /** TCP connections accepted (a refusal at connect time leaves none). */
  connections: number;
}

const ALLOWED = ['127.0.0.5'];
const servers: http.Server[] = [];

async function serve(
  host: string,
  handler: (req: Received, res: http.ServerResponse) => void,
): Promise<TestServer> {
  const state: TestServer = { port: 0, origin: '', requests: [], connections: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      state.requests.push(received);
      handler(received, res);
    });
  });
  server.on('connection', () => (state.connections += 1));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://${host.includes(':') ? `[${host}]` : host}:${state.port}`;
  return state;
}

const answer = (text: string) => (_req: Received, res: http.ServerResponse) => res.end(text);
const redirectTo =
  (location: (req: Received) => string, status = 302) =>
  (req: Received, res: http.ServerResponse) =>
    res.writeHead(status, { Location: location(req) }).end('moved');

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

const SECRETS = {
  Authorization: 'Bearer secret-token',
  Cookie: 'session=secret',
  'Api-Token': 'icecat-api-token',
  'Content-Token': 'icecat-content-token',
};

describe('a redirect to a refused address is refused at connect time, on every hop', () => {
  const targets: [string, (port: number) => string][] = [
    ['127.0.0.1', (port) => `http://127.0.0.1:${port}/token`],
    ['localhost', (port) => `http://localhost:${port}/token`],
    ['[::1]', (port) => `http://[::1]:${port}/token`],
    ['[::]', (port) => `http://[::]:${port}/token`],
    ['0.0.0.0', (port) => `http://0.0.0.0:${port}/token`],
    ['2130706433 (127.0.0.1)', (port) => `http://2130706433:${port}/token`],
  ];
  const cases = targets.flatMap(([name, target]) =>
    [301, 302, 307, 308].map((status) => [name, status, target] as const),
  );

  // A POST's body is refused to another origin before any connection (below): here a GET with tokens,
  // as Icecat's, and a POST turned into a GET by 301/302.
  it.each(cases)('fetch: %s after a %i', async (_name, status, target) => {
    const trap = await serve('::', answer('secret'));
    const allowed = await serve(
      '127.0.0.5',
      redirectTo(() => target(trap.port), status),
    );
    const post = { method: 'POST', body: JSON.stringify({ password: 'pim-password' }) };
    const call = guardedFetch(ALLOWED)(`${allowed.origin}/api/oauth/v1/token`, {
      ...(status < 307 ? post : {}),
      headers: { ...SECRETS, 'Content-Type': 'application/json' },
    });
    const error = await call.then(
      () => null,
      (thrown: unknown) => thrown as Error & { code?: string },
    );
    expect(error?.code).toMatch(/ is not a public address nor in FEED_ALLOWED_NETWORKS$/);
    expect(error?.message).toBe(error?.code);
    expect(allowed.requests).toHaveLength(1);
    expect(trap.connections).toBe(0);
    expect(trap.requests).toEqual([]);
  });

  it.each([307, 308])(
    'fetch: a POST with a body redirected (%i) to 127.0.0.1 names the refused address',
    async (status) => {
      const trap = await serve('::', answer('secret'));
      const allowed = await serve(
        '127.0.0.5',
        redirectTo(() => `http://127.0.0.1:${trap.port}/token`, status),
      );
      await expect(
        guardedFetch(ALLOWED)(`${allowed.origin}/token`, {
          method: 'POST',
          headers: SECRETS,
          body: 'password=x',
        }),
      ).rejects.toMatchObject({ code: '127.0.0.1 is not a public address nor in FEED_ALLOWED_NETWORKS' });
      expect(trap.connections).toBe(0);
    },
  );

  it.each(targets)('guardedRequest (feeds): %s', async (_name, target) => {
    const trap = await serve('::', answer('secret'));
    const allowed = await serve(
      '127.0.0.5',
      redirectTo(() => target(trap.port)),
    );
    await expect(
      guardedRequest(new URL(`${allowed.origin}/feed.xml`), { allowedNetworks: ALLOWED }),
    ).rejects.toMatchObject({
      key: 'feed_url_forbidden',
    });
    expect(trap.connections).toBe(0);
  });

  it('a first URL on a refused address is refused the same way, before connecting', async () => {
    const trap = await serve('::', answer('secret'));
    for (const host of ['127.0.0.1', '[::1]', '0.0.0.0', 'localhost']) {
      await expect(guardedFetch(ALLOWED)(`http://${host}:${trap.port}/`)).rejects.toMatchObject({
        code: expect.stringContaining('is not a public address'),
      });
    }
    expect(trap.connections).toBe(0);
  });

  it('the allowed network is reached', async () => {
    const allowed = await serve('127.0.0.5', answer('ok'));
    expect(await (await guardedFetch(ALLOWED)(`${allowed.origin}/`)).text()).toBe('ok');
  });
});

describe('credentials and bodies never follow a redirect to another origin', () => {
  it('301/302/303 of a POST to another origin: a GET without body, credentials or content headers', async () => {
    for (const status of [301, 302, 303]) {
      const other = await serve('127.0.0.5', answer('landed'));
      const start = await serve(
        '127.0.0.5',
        redirectTo(() => `${other.origin}/next?x=1`, status),
      );
      const res = await guardedFetch(ALLOWED)(`${start.origin}/start`, {
        method: 'POST',
        headers: { ...SECRETS, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{"password":"pim-password"}',
      });
      expect(await res.text()).toBe('landed');
      expect(other.requests).toHaveLength(1);
      const [landed] = other.requests;
      expect(landed).toMatchObject({ method: 'GET', url: '/next?x=1', body: '' });
      expect(landed.headers.accept).toBe('application/json');
      for (const name of ['authorization', 'cookie', 'api-token', 'content-token', 'content-type'])
        expect(landed.headers[name]).toBeUndefined();
    }
  });

  it('a GET with Icecat tokens redirected (302) to another origin arrives without them', async () => {
    const other = await serve('127.0.0.5', answer('{}'));
    const start = await serve(
      '127.0.0.5',
      redirectTo((req) => `${other.origin}${req.url}`),
    );
    await (await guardedFetch(ALLOWED)(`${start.origin}/api?GTIN=1`, { headers: SECRETS })).text();
    expect(start.requests[0].headers['api-token']).toBe('icecat-api-token');
    expect(other.requests[0].url).toBe('/api?GTIN=1');
    expect(other.requests[0].headers['api-token']).toBeUndefined();
    expect(other.requests[0].headers['content-token']).toBeUndefined();
    expect(other.requests[0].headers.authorization).toBeUndefined();
  });

  it.each([307, 308])(
    'a %i of a POST to another origin is refused: the body is not re-sent',
    async (status) => {
      const other = await serve('127.0.0.5', answer('landed'));
      const start = await serve(
        '127.0.0.5',
        redirectTo(() => `${other.origin}/token`, status),
      );
      await expect(
        guardedFetch(ALLOWED)(`${start.origin}/token`, {
          method: 'POST',
          headers: SECRETS,
          body: 'password=x',
        }),
      ).rejects.toMatchObject({
        code: `a ${status} redirect of POST to another origin (127.0.0.5:${other.port}) would re-send the request body there; not followed`,
      });
      expect(other.connections).toBe(0);
    },
  );

  it.each([307, 308])('a same-origin %i keeps method, body and credentials', async (status) => {
    const server = await serve('127.0.0.5', (req, res) =>
      req.url === '/old' ? redirectTo(() => '/new', status)(req, res) : res.end('ok'),
    );
    const res = await guardedFetch(ALLOWED)(`${server.origin}/old`, {
      method: 'POST',
      headers: { ...SECRETS, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password',
    });
    expect(await res.text()).toBe('ok');
    expect(server.requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/old', body: 'grant_type=password' },
      { method: 'POST', url: '/new', body: 'grant_type=password' },
    ]);
    expect(server.requests[1].headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'api-token': 'icecat-api-token',
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  it('feeds: Authorization goes to the same origin only', async () => {
    const other = await serve('127.0.0.5', answer('feed'));
    const start = await serve('127.0.0.5', (req, res) =>
      req.url === '/a' ? redirectTo(() => '/b')(req, res) : redirectTo(() => `${other.origin}/c`)(req, res),
    );
    const res = await guardedRequest(new URL(`${start.origin}/a`), {
      allowedNetworks: ALLOWED,
      headers: { Authorization: 'Basic dTpw', 'User-Agent': 'test' },
    });
    expect(await res.body.text()).toBe('feed');
    expect(res.url.href).toBe(`${other.origin}/c`);
    expect(start.requests.map((req) => req.headers.authorization)).toEqual(['Basic dTpw', 'Basic dTpw']);
    expect(other.requests[0].headers.authorization).toBeUndefined();
    expect(other.requests[0].headers['user-agent']).toBe('test');
  });
});

describe('hops', () => {
  it('more than maxRedirects hops are refused', async () => {
    const loop = await serve(
      '127.0.0.5',
      redirectTo(() => '/again'),
    );
    await expect(guardedFetch(ALLOWED, { maxRedirects: 3 })(`${loop.origin}/`)).rejects.toMatchObject({
      code: 'more than 3 redirects',
    });
    expect(loop.requests).toHaveLength(4);
    await expect(
      guardedRequest(new URL(`${loop.origin}/`), { allowedNetworks: ALLOWED, maxRedirects: 2 }),
    ).rejects.toMatchObject({ key: 'feed_too_many_redirects', params: { max: 2 } });
  });

  it('a redirect to another protocol is not followed', async () => {
    const server = await serve(
      '127.0.0.5',
      redirectTo(() => 'file:///etc/passwd'),
    );
    await expect(guardedFetch(ALLOWED)(`${server.origin}/`)).rejects.toMatchObject({
      code: 'a redirect to a file: address; not followed',
    });
  });
});
