import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { IDENTITY_HEADER, signCaller } from '@feedhub/service-kit';
import { SESSION_HANDOFF_HEADER, SUBJECTS } from '@feedhub/contracts';
import { ADMIN_PASSWORD, adminBrowser, eventually, startStack, type TestStack } from './stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** GET with the path sent as is: no URL parsing, no dot-segment normalisation. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gateway', () => {
  test('serves /config.json with the remote manifest URLs', async () => {
    const res = await request(stack.url).get('/config.json');
    expect(res.body).toEqual({
      remotes: {
        mfe_partners: '/remotes/partners/mf-manifest.json',
        mfe_export: '/remotes/export/mf-manifest.json',
        mfe_settings: '/remotes/settings/mf-manifest.json',
      },
    });
  });

  test('writes a CSRF token into index.html for every client route, with security headers', async () => {
    const res = await request(stack.url).get('/settings/users');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{43}">/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['set-cookie'])).toMatch(/feedhub_anon=.*HttpOnly; SameSite=Lax/);
  });

  test('serves built files precompressed: Brotli, else gzip, when the browser accepts it', async () => {
    const brotli = await request(stack.url).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers.etag).toMatch(/^W\//);
    const zipped = await request(stack.url).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(zipped.headers['content-length'])).toBeLessThan(200);
    expect(zipped.text).toContain('xxxx'); // supertest gunzips: the content is intact
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await request(stack.url).get('/main.0123abcd.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await request(stack.url).get('/remotes/settings/none.js')).status).toBe(404);
    expect((await request(stack.url).get('/missing.js')).status).toBe(404);
  });

  test('never serves files outside the frontend folders, whatever the raw path', async () => {
    // Sent byte for byte (supertest and URL would normalise the dots away). The static root is a
    // temporary folder: enough `..` reach `/`, and from there the repository's package.json.
    const up = '../'.repeat(20);
    const target = `${process.cwd()}/package.json`.slice(1);
    const paths = [
      `/${up}${target}`,
      `/remotes/settings/${up}${target}`,
      `/${up.replaceAll('..', '%2e%2e')}${target}`,
      `/${up.replaceAll('../', '..%2f')}${target}`,
      `/${up.replaceAll('../', '%2e%2e%2f')}${target}`,
      `/${up.replaceAll('/', '%5c')}${target}`,
      `/remotes/settings/${up.replaceAll('../', '..%2F')}${target}`,
      `/api/${up}${target}`,
      `http://evil.example/${up}${target}`,
      '/x%00.js',
      '/%zz/package.json',
    ];
    for (const path of paths) {
      const res = await rawGet(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).not.toContain('"workspaces"');
    }
  });

  test('identity hands the session to the gateway in a private header; only the gateway writes Set-Cookie', async () => {
    const caller = signCaller(stack.secret, { user: null, ip: '127.0.0.1', locale: 'en', iat: Date.now() });
    const direct = await request(stack.upstreams.identity)
      .post('/api/auth/login')
      .set({ [IDENTITY_HEADER]: caller, 'X-Requested-With': 'XMLHttpRequest' })
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(direct.status).toBe(200);
    expect(direct.headers['set-cookie']).toBeUndefined();
    expect(direct.headers[SESSION_HANDOFF_HEADER]).toMatch(/^[A-Za-z0-9_-]{43}; max-age=\d+$/);
    const browser = stack.browser();
    const res = await browser.login('admin', ADMIN_PASSWORD);
    expect(res.headers[SESSION_HANDOFF_HEADER]).toBeUndefined();
    expect(String(res.headers['set-cookie'])).toMatch(
      /feedhub_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/,
    );
    const out = await browser.post('/api/auth/logout');
    expect(out.headers[SESSION_HANDOFF_HEADER]).toBeUndefined();
    expect(String(out.headers['set-cookie'])).toMatch(
      /feedhub_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/,
    );
  });

  test('health reports every service; docs merge every route table', async () => {
    const health = await request(stack.url).get('/api/health');
    expect(health.body.data).toEqual({
      status: 'ok',
      services: { identity: 'ok', catalog: 'ok', jobs: 'ok' },
    });
    const docs = await request(stack.url).get('/api/docs');
    expect(docs.body.openapi).toBe('3.1.0');
    expect(docs.body.paths['/api/users/save'].post['x-permission']).toBe('settingsUsers');
    expect(docs.body.paths['/api/auth/login'].post['x-permission']).toBe('public');
  });

  test('/api/docs/events is the AsyncAPI 3 document of every bus subject, with no session', async () => {
    const res = await request(stack.url).get('/api/docs/events').set('X-Forwarded-For', '198.51.100.7');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.asyncapi).toBe('3.0.0');
    expect(doc.info.description).toContain('NATS_PREFIX');
    const addresses = Object.values(doc.channels as Record<string, { address: string | null }>).map(
      (c) => c.address,
    );
    for (const subject of Object.values(SUBJECTS)) expect(addresses).toContain(subject);
    expect(addresses).toContain('jobs.run.{queue}');
    // Request/reply goes through AsyncAPI 3's reply object; its message resolves to a JSON Schema.
    const resolve = (pointer: string) =>
      pointer
        .slice(2)
        .split('/')
        .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, doc);
    const send = doc.operations['sessionResolve.send'];
    expect(send.action).toBe('send');
    expect(resolve(send.channel.$ref).address).toBe(SUBJECTS.sessionResolve);
    const request_ = resolve(resolve(send.messages[0].$ref).$ref as string);
    expect(request_.payload).toMatchObject({ type: 'object', required: ['token'] });
    const reply = resolve(resolve(send.reply.messages[0].$ref).$ref as string);
    expect(JSON.stringify(reply.payload)).toContain('"expired"');
    expect(doc.operations['jobChanged.receive']).toMatchObject({
      action: 'receive',
      'x-feedhub-parties': ['gateway'],
    });
  });

  test('a body over the limit is 413, malformed JSON 400 invalid_json, other media types 415', async () => {
    const admin = await adminBrowser(stack);
    const big = await admin.post('/api/settings/save', { id: 1, value: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.key).toBe('payload_too_large');
    const token = await admin.csrf();
    const bad = await admin.agent
      .post('/api/settings/save')
      .set(admin.headers)
      .set('X-CSRF-TOKEN', token)
      .set('Content-Type', 'application/json')
      .send('{"id": 1,');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ key: 'invalid_json', message: 'Invalid JSON format' });
    const text = await admin.agent
      .post('/api/settings/save')
      .set(admin.headers)
      .set('X-CSRF-TOKEN', token)
      .set('Content-Type', 'text/plain')
      .send('id=1');
    expect(text.status).toBe(415);
  });

  test('an unsafe call whose Origin is not ours is 419, Origin: null too; our origin or none passes, the token decides', async () => {
    const admin = await adminBrowser(stack);
    const token = await admin.csrf();
    const save = (origin: string | null, csrf = token) => {
      const call = admin.agent.post('/api/settings/save').set(admin.headers).set('X-CSRF-TOKEN', csrf);
      return (origin === null ? call : call.set('Origin', origin)).send({ id: 'not a number' });
    };
    for (const origin of [
      'https://evil.example',
      'null',
      `${stack.url}.evil.example`,
      stack.url.replace('http:', 'https:'),
    ]) {
      const refused = await save(origin);
      expect(refused.status).toBe(419);
      expect(refused.body).toEqual({ key: 'csrf_token_mismatch', message: 'CSRF token mismatch' });
    }
    // past the gateway: the service validates the (wrong) body
    expect((await save(stack.url)).status).toBe(422);
    expect((await save(null)).status).toBe(422);
    expect((await save(stack.url, 'wrong-token')).status).toBe(419);
  });

  test('a body with an unknown Content-Encoding is 415, a broken one 400 invalid_json, an inflating one 413; never 500', async () => {
    const admin = await adminBrowser(stack);
    const token = await admin.csrf();
    const send = (encoding: string, body: Buffer) =>
      admin.agent
        .post('/api/settings/save')
        .set(admin.headers)
        .set('X-CSRF-TOKEN', token)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        // as is: superagent would JSON-encode a Buffer under a JSON content type
        .serialize((raw: unknown) => raw as string)
        .send(body);
    const json = Buffer.from(JSON.stringify({ id: 'not a number' }));
    const bogus = await send('bogus', json);
    expect(bogus.status).toBe(415);
    expect(bogus.body.key).toBe('unsupported_media_type');
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const broken = await send(encoding, Buffer.from('this is not compressed'));
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ key: 'invalid_json', message: 'Invalid JSON format' });
    }
    // decoded at the gateway: the service sees the JSON and validates it
    expect((await send('gzip', gzipSync(json))).status).toBe(422);
    expect((await send('br', brotliCompressSync(json))).status).toBe(422);
    expect((await send('identity', json)).status).toBe(422);
    // 64 KiB limit: a small gzip that inflates past it
    const bomb = gzipSync(Buffer.from(`{"id":1,"value":"${'0'.repeat(2 * 1024 * 1024)}"}`));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const big = await send('gzip', bomb);
    expect(big.status).toBe(413);
    expect(big.body.key).toBe('payload_too_large');
  });

  test('unknown /api paths are 404 page_not_found', async () => {
    const admin = await adminBrowser(stack);
    const res = await admin.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.key).toBe('page_not_found');
  });

  test('services refuse calls that did not come through the gateway', async () => {
    const direct = await request(stack.upstreams.identity).get('/api/users/list');
    expect(direct.status).toBe(401);
    const forged = signCaller('not-the-secret-'.repeat(3), {
      user: { id: 1, username: 'admin', permissions: ['*'], sessionId: 'x' },
      ip: '127.0.0.1',
      locale: 'en',
      iat: Date.now(),
    });
    expect(
      (await request(stack.upstreams.identity).get('/api/users/list').set(IDENTITY_HEADER, forged)).status,
    ).toBe(401);
    // and a client cannot smuggle the header through the gateway
    const admin = stack.browser();
    const smuggled = await admin.get('/api/users/list').set(IDENTITY_HEADER, forged);
    expect(smuggled.status).toBe(401);
  });
});

describe('IP whitelist', () => {
  test('applies at once: outside IPs get 403, IPv4-mapped clients match IPv4 rules, removal reopens', async () => {
    const admin = await adminBrowser(stack, { ip: '10.1.2.3' });
    const saved = await admin.post('/api/whitelisted-ips/save', { ip: '10.0.0.0/8', description: 'office' });
    expect(saved.status).toBe(200);
    const outsider = stack.browser({ ip: '203.0.113.9' });
    // the change event reaches the gateway a moment after the answer
    await eventually(async () => expect((await outsider.get('/api/health')).status).toBe(403));
    const refused = await outsider.get('/api/health');
    expect(refused.body).toEqual({ key: 'permission_denied', message: 'Permission denied' });
    // static files still load, so the page can say why
    expect((await outsider.get('/')).status).toBe(200);
    expect((await stack.browser({ ip: '::ffff:10.9.9.9' }).get('/api/health')).status).toBe(200);
    // The API documents follow the same rule as /api/health.
    expect((await outsider.get('/api/docs')).status).toBe(403);
    expect((await outsider.get('/api/docs/events')).status).toBe(403);
    expect((await stack.browser({ ip: '10.4.4.4' }).get('/api/docs/events')).status).toBe(200);
    expect((await admin.get('/api/whitelisted-ips/list')).status).toBe(200);
    expect((await admin.del(`/api/whitelisted-ips/delete/${saved.body.data.id}`)).status).toBe(200);
    await eventually(async () => expect((await outsider.get('/api/health')).status).toBe(200));
  });

  test('a change made through one gateway applies at once in every gateway replica', async () => {
    const replica = await stack.addGateway();
    const admin = await adminBrowser(stack, { ip: '10.1.2.3' });
    const saved = await admin.post('/api/whitelisted-ips/save', { ip: '10.0.0.0/8' });
    await eventually(async () => {
      const res = await request(replica).get('/api/health').set('X-Forwarded-For', '203.0.113.20');
      expect(res.status).toBe(403);
    });
    expect((await admin.del(`/api/whitelisted-ips/delete/${saved.body.data.id}`)).status).toBe(200);
    await eventually(async () => {
      const res = await request(replica).get('/api/health').set('X-Forwarded-For', '203.0.113.20');
      expect(res.status).toBe(200);
    });
  });

  test('a forged X-Forwarded-For left-most entry is not believed', async () => {
    const admin = await adminBrowser(stack, { ip: '10.1.2.3' });
    const saved = await admin.post('/api/whitelisted-ips/save', { ip: '10.0.0.0/8' });
    // the client claims 10.0.0.1, but our trusted proxy (127.0.0.1) says it saw 203.0.113.9
    await eventually(async () => {
      const spoofed = await request(stack.url)
        .get('/api/health')
        .set('X-Forwarded-For', '10.0.0.1, 203.0.113.9');
      expect(spoofed.status).toBe(403);
    });
    expect((await admin.del(`/api/whitelisted-ips/delete/${saved.body.data.id}`)).status).toBe(200);
  });
});
