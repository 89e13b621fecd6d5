import http from 'node:http';
import request from 'supertest';
import { translate } from '@feedhub/i18n';
import { rawRequest, startHarness, type Harness } from '../__tests__/harness';
import { droppedRequestHeaders } from './proxy-headers';

let gw: Harness;
beforeAll(async () => {
  gw = await startHarness();
});
afterAll(() => gw.close());

/** Waits for `predicate` to hold, polling (fails after `ms`). */
async function until(predicate: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('proxy (http-proxy-middleware)', () => {
  test('passes the body on and no hop-by-hop or client-forged headers', async () => {
    const { cookie, csrf } = gw.login();
    const before = gw.seen.length;
    const res = await rawRequest(gw.port, {
      method: 'POST',
      path: '/api/partners/save?x=1',
      headers: {
        Cookie: cookie,
        'X-CSRF-TOKEN': csrf,
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
        Connection: 'keep-alive, x-private-hop',
        'X-Private-Hop': 'secret',
        'Keep-Alive': 'timeout=5',
        TE: 'trailers',
        'Proxy-Authorization': 'Basic eDp5',
        'X-Feedhub-Identity': 'forged',
        'X-Feedhub-Session': 'forged',
        'X-Forwarded-For': '10.9.9.9',
        'X-Real-IP': '10.9.9.9',
        Forwarded: 'for=10.9.9.9',
        'X-Custom': 'kept',
      },
      body: '{"name":"acme"}',
    });
    expect(res.status).toBe(200);
    const seen = gw.seen[before];
    expect(seen.req.url).toBe('/api/partners/save?x=1');
    expect((await seen.body).toString()).toBe('{"name":"acme"}');
    expect(seen.headers['content-length']).toBe('15');
    expect(seen.headers['transfer-encoding']).toBeUndefined();
    expect(seen.headers['x-custom']).toBe('kept');
    for (const name of [
      'x-private-hop',
      'keep-alive',
      'te',
      'proxy-authorization',
      'x-feedhub-session',
      'x-real-ip',
      'forwarded',
    ])
      expect(seen.headers[name]).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBeUndefined();
    expect(seen.headers['x-feedhub-identity']).not.toBe('forged');
  });

  test('a client that disconnects aborts the service call', async () => {
    gw.upstream(() => {
      // never answers
    });
    const { cookie } = gw.login();
    const before = gw.seen.length;
    const client = http.request({
      host: '127.0.0.1',
      port: gw.port,
      path: '/api/partners/list',
      agent: false,
      headers: { Cookie: cookie },
    });
    client.on('error', () => {
      // we abort it ourselves
    });
    client.end();
    await until(() => gw.seen.length > before);
    // The upstream's request 'close' fires once its (empty) body is read; its answer's 'close' before
    // finishing is the sign that the gateway hung up.
    const upstream = gw.seen[before];
    const closed = new Promise<void>((resolve) => upstream.res.on('close', () => resolve()));
    client.destroy();
    await closed;
    expect(upstream.res.writableFinished).toBe(false);
    expect(upstream.req.socket.destroyed).toBe(true);
    gw.upstream((_req, res) => res.end('{}'));
  }, 5000);

  test('a body sent in chunks over the limit is 413 and never reaches the service', async () => {
    const { cookie, csrf } = gw.login();
    const before = gw.seen.length;
    const res = await rawRequest(gw.port, {
      method: 'POST',
      path: '/api/partners/save',
      headers: {
        Cookie: cookie,
        'X-CSRF-TOKEN': csrf,
        'Content-Type': 'application/json',
        'Transfer-Encoding': 'chunked',
      },
      body: `"${'x'.repeat(70 * 1024)}"`,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).key).toBe('payload_too_large');
    expect(gw.seen.length).toBe(before);
  });

  test('hop-by-hop headers named in Connection are dropped too', () => {
    const dropped = droppedRequestHeaders({ connection: 'close, X-Secret' });
    expect(dropped.has('x-secret')).toBe(true);
    expect(dropped.has('x-forwarded-for')).toBe(true);
    expect(dropped.has('content-type')).toBe(false);
  });
});

describe('a service that is down', () => {
  test('is 503 service_unavailable in the caller language', async () => {
    const down = await startHarness({ upstreamUrl: 'http://127.0.0.1:1' });
    try {
      const { cookie } = down.login();
      const res = await request(down.url)
        .get('/api/partners/list')
        .set({ Cookie: cookie, 'Accept-Language': 'et' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        key: 'service_unavailable',
        message: translate('et', 'errors', 'service_unavailable'),
      });
    } finally {
      await down.close();
    }
  });
});
