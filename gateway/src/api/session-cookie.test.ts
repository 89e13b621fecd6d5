import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { SESSION_HANDOFF_HEADER, formatSessionHandoff } from '@feedhub/contracts';
import { startHarness, type Harness } from '../__tests__/harness';
import { serializeCookie } from '../cookies';

/** An upstream answer with a session handoff and a Set-Cookie of its own. */
const answerWith = (handoff: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    [SESSION_HANDOFF_HEADER]: handoff,
    'Set-Cookie': ['evil=1; Domain=example.com', 'feedhub_session=from-a-service'],
  });
  res.end('{}');
};

describe('the gateway is the only Set-Cookie writer', () => {
  let gw: Harness;
  beforeAll(async () => {
    gw = await startHarness();
  });
  afterAll(() => gw.close());

  test("identity's handoff becomes the session cookie; the header and services' own cookies are dropped", async () => {
    const token = randomBytes(32).toString('base64url');
    gw.upstream(answerWith(formatSessionHandoff(token, 43200)));
    const { cookie, csrf } = gw.login();
    const res = await request(gw.url)
      .post('/api/auth/login')
      .set({ Cookie: cookie, 'X-CSRF-TOKEN': csrf })
      .send({});
    expect(res.status).toBe(200);
    expect(res.headers[SESSION_HANDOFF_HEADER]).toBeUndefined();
    expect(res.headers['set-cookie']).toEqual([
      `feedhub_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200`,
    ]);
  });

  test('an empty handoff clears the cookie', async () => {
    gw.upstream(answerWith(''));
    const { cookie, csrf } = gw.login();
    const res = await request(gw.url)
      .post('/api/auth/logout')
      .set({ Cookie: cookie, 'X-CSRF-TOKEN': csrf })
      .send({});
    expect(res.headers['set-cookie']).toEqual([
      'feedhub_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    ]);
  });

  test('a handoff from another service, or a malformed one, sets nothing', async () => {
    const { cookie } = gw.login();
    gw.upstream(answerWith(formatSessionHandoff(randomBytes(32).toString('base64url'), 60)));
    const other = await request(gw.url).get('/api/partners/list').set({ Cookie: cookie });
    expect(other.headers['set-cookie']).toBeUndefined();
    expect(other.headers[SESSION_HANDOFF_HEADER]).toBeUndefined();
    gw.upstream(answerWith('x; Domain=evil.example'));
    const bad = await request(gw.url).get('/api/auth/me').set({ Cookie: cookie });
    expect(bad.headers['set-cookie']).toBeUndefined();
  });
});

describe('with COOKIE_SECURE', () => {
  let gw: Harness;
  beforeAll(async () => {
    gw = await startHarness({ env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(() => gw.close());

  test('the session cookie is __Host- and Secure', async () => {
    const token = randomBytes(32).toString('base64url');
    gw.upstream(answerWith(formatSessionHandoff(token, 60)));
    const { cookie, csrf } = gw.login();
    const res = await request(gw.url)
      .post('/api/auth/login')
      .set({ Cookie: cookie, 'X-CSRF-TOKEN': csrf })
      .send({});
    expect(res.headers['set-cookie']).toEqual([
      `__Host-feedhub_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure`,
    ]);
  });
});

describe('serializeCookie', () => {
  test('refuses values that would inject attributes, and a __Host- cookie without Secure', () => {
    expect(() => serializeCookie('a', 'x; Domain=evil', false)).toThrow();
    expect(() => serializeCookie('a b', 'x', false)).toThrow();
    expect(() => serializeCookie('__Host-a', 'x', false)).toThrow();
    expect(serializeCookie('__Host-a', 'x', true, 5)).toBe(
      '__Host-a=x; Path=/; HttpOnly; SameSite=Lax; Max-Age=5; Secure',
    );
  });
});
