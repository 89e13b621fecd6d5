import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createLogger } from '@feedhub/service-kit';
import { rawRequest, startHarness } from '../__tests__/harness';
import { UpstreamPool } from './upstream-pool';

const log = createLogger('test', 'silent');

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** A health endpoint whose answer the test switches. */
async function switchableHealth(): Promise<{ server: Server; url: URL; set(status: number): void }> {
  let status = 200;
  const server = createServer((_req, res) => {
    res.writeHead(status);
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { server, url: new URL(`http://127.0.0.1:${port}`), set: (next) => (status = next) };
}

describe('UpstreamPool', () => {
  test('hands the replicas out in turn, leaves a down one out and takes it back once its health answers', async () => {
    const a = await switchableHealth();
    const b = await switchableHealth();
    const pool = new UpstreamPool('catalog', [a.url, b.url], log, { probeEveryMs: 60_000 });
    try {
      const picks = Array.from({ length: 4 }, () => pool.pick().href);
      expect(new Set(picks)).toEqual(new Set([a.url.href, b.url.href]));
      expect(picks[0]).not.toBe(picks[1]);

      b.set(503);
      expect(await pool.probe()).toBe(1);
      expect(pool.isUp(b.url)).toBe(false);
      expect(Array.from({ length: 4 }, () => pool.pick().href)).toEqual(Array(4).fill(a.url.href));
      expect(pool.attempts()).toEqual([a.url]);

      b.set(200);
      expect(await pool.probe()).toBe(2);
      expect(pool.isUp(b.url)).toBe(true);
    } finally {
      a.server.close();
      b.server.close();
    }
  });

  test('a replica that answers no health check in time (a stopped process) is down', async () => {
    const hung = createServer(() => {
      // accepts, never answers
    });
    hung.listen(0, '127.0.0.1');
    await once(hung, 'listening');
    const live = await switchableHealth();
    const hungUrl = new URL(`http://127.0.0.1:${(hung.address() as { port: number }).port}`);
    const pool = new UpstreamPool('jobs', [hungUrl, live.url], log, {
      probeEveryMs: 60_000,
      probeTimeoutMs: 200,
    });
    try {
      expect(await pool.probe()).toBe(1);
      expect(pool.isUp(hungUrl)).toBe(false);
    } finally {
      hung.closeAllConnections();
      hung.close();
      live.server.close();
    }
  });

  test('with every replica down it still hands them out (the call fails fast and says so)', () => {
    const one = new URL('http://127.0.0.1:1');
    const two = new URL('http://127.0.0.1:2');
    const pool = new UpstreamPool('identity', [one, two], log, { probeEveryMs: 60_000 });
    pool.markDown(one, 'test');
    pool.markDown(two, 'test');
    expect([one.href, two.href]).toContain(pool.pick().href);
  });
});

describe('the proxy over replicas', () => {
  test('a call whose replica is dead goes to the next one, POST body and all, and the dead one leaves the rotation', async () => {
    const dead = await closedPort();
    const gw = await startHarness({ upstreams: (live) => `http://127.0.0.1:${dead},${live}` });
    try {
      const { cookie, csrf } = gw.login();
      const before = gw.seen.length;
      for (let i = 0; i < 6; i++) {
        const res = await rawRequest(gw.port, {
          method: 'POST',
          path: '/api/partners/save',
          headers: { Cookie: cookie, 'X-CSRF-TOKEN': csrf, 'Content-Type': 'application/json' },
          body: `{"name":"acme ${i}"}`,
        });
        expect(res.status).toBe(200);
      }
      const seen = gw.seen.slice(before);
      expect(seen).toHaveLength(6);
      expect(await Promise.all(seen.map(async (s) => (await s.body).toString()))).toEqual(
        Array.from({ length: 6 }, (_, i) => `{"name":"acme ${i}"}`),
      );
      const health = await rawRequest(gw.port, { path: '/api/health' });
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body.toString()).data.services.catalog).toBe('ok (1 of 2 replicas)');
    } finally {
      await gw.close();
    }
  });

  test('with no replica reachable the call answers 503, once', async () => {
    const gw = await startHarness({
      upstreams: () => 'http://127.0.0.1:1,http://127.0.0.1:2',
    });
    try {
      const { cookie } = gw.login();
      const res = await rawRequest(gw.port, { path: '/api/partners/list', headers: { Cookie: cookie } });
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body.toString()).key).toBe('service_unavailable');
    } finally {
      await gw.close();
    }
  });
});
