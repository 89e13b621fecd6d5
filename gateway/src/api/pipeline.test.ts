import request from 'supertest';
import { translate } from '@feedhub/i18n';
import { IDENTITY_HEADER, verifyCaller } from '@feedhub/service-kit';
import { rawRequest, startHarness, type Harness } from '../__tests__/harness';

let gw: Harness;
beforeAll(async () => {
  gw = await startHarness({ whitelist: ['10.0.0.0/8'] });
});
afterAll(() => gw.close());

describe('the /api stages run in order', () => {
  test('the whitelist comes first: an outside client is 403 even with a body over the limit', async () => {
    const res = await rawRequest(gw.port, {
      method: 'POST',
      path: '/api/users/save',
      headers: { 'X-Forwarded-For': '203.0.113.5', 'Content-Length': '999999' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body.toString())).toEqual({
      key: 'permission_denied',
      message: 'Permission denied',
    });
  });

  test('the body limit comes before the session: a declared oversize body is 413, not 401', async () => {
    const res = await rawRequest(gw.port, {
      method: 'POST',
      path: '/api/users/save',
      headers: { 'X-Forwarded-For': '10.0.0.5', 'Content-Length': '999999' },
      body: '{}',
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).key).toBe('payload_too_large');
  });

  test('then the session: no session on a private path is 401, in the caller language', async () => {
    const res = await request(gw.url)
      .get('/api/users/list')
      .set('X-Forwarded-For', '10.0.0.5')
      .set('Accept-Language', 'et');
    expect(res.status).toBe(401);
    expect(res.body.key).toBe('unauthenticated');
    expect(res.body.message).toBe(translate('et', 'errors', 'unauthenticated'));
    expect(res.body.message).not.toBe(translate('en', 'errors', 'unauthenticated'));
  });

  test('then CSRF, then the signed caller: the upstream gets the gateway identity, never the client one', async () => {
    const { cookie, csrf } = gw.login({ username: 'ann', userId: 7 });
    const refused = await request(gw.url)
      .post('/api/users/save')
      .set({ 'X-Forwarded-For': '10.0.0.5', Cookie: cookie })
      .send({});
    expect(refused.status).toBe(419);
    const before = gw.seen.length;
    const res = await request(gw.url)
      .post('/api/users/save')
      .set({
        'X-Forwarded-For': '10.0.0.5',
        Cookie: cookie,
        'X-CSRF-TOKEN': csrf,
        [IDENTITY_HEADER]: 'forged',
      })
      .send({ a: 1 });
    expect(res.status).toBe(200);
    expect(gw.seen.length).toBe(before + 1);
    const seen = gw.seen[before];
    expect(seen.headers['x-request-id']).toBe(res.headers['x-request-id']);
    const caller = verifyCaller(gw.secret, seen.headers[IDENTITY_HEADER] as string);
    expect(caller).toMatchObject({ user: { id: 7, username: 'ann' }, ip: '10.0.0.5', locale: 'en' });
    expect((await seen.body).toString()).toBe('{"a":1}');
  });
});
