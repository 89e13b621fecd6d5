// Who may call: the generated route × permission matrix, accessFor, and the signed identity header.
import { IDENTITY_HEADER, signCaller } from './identity';
import { callerHeader, describeRouteAccess } from './testing';
import { agent, app, routes, secret } from './__tests__/app-fixture';

describeRouteAccess('test service', routes, () => app, secret);

describe('service app', () => {
  test('accessFor: the permission a request needs depends on its raw input, checked before validation', async () => {
    const as = (permissions: string[]) =>
      callerHeader(secret, { id: 2, username: 'u', permissions, sessionId: 's' });
    const save = (body: object, permissions: string[]) =>
      agent().post('/api/items/save').set(as(permissions)).send(body);
    expect((await save({}, ['partnerAdd'])).status).toBe(200);
    expect((await save({ id: 5 }, ['partnerEdit'])).status).toBe(200);
    const editWithAdd = await save({ id: 5 }, ['partnerAdd']);
    expect(editWithAdd.status).toBe(403);
    expect(editWithAdd.body.key).toBe('permission_denied');
    expect((await save({}, ['partnerEdit'])).status).toBe(403);
    // Refused before the body is read: no validation messages leak to a user without the permission.
    expect((await save({ id: 'x' }, ['partnerAdd'])).status).toBe(403);
    expect((await save({ id: 'x' }, ['partnerEdit'])).status).toBe(422);
    expect((await agent().post('/api/items/save').send({ id: 5 })).status).toBe(401);
  });

  test('refuses forged, stale and unsigned identity headers', async () => {
    const forged = signCaller('y'.repeat(40), {
      user: { id: 1, username: 'a', permissions: ['*'], sessionId: 's' },
      ip: '1.1.1.1',
      locale: 'en',
      iat: Date.now(),
    });
    expect((await agent().get('/api/things/1').set(IDENTITY_HEADER, forged)).status).toBe(401);
    const stale = signCaller(secret, {
      user: { id: 1, username: 'a', permissions: ['*'], sessionId: 's' },
      ip: '1.1.1.1',
      locale: 'en',
      iat: Date.now() - 3_600_000,
    });
    expect((await agent().get('/api/things/1').set(IDENTITY_HEADER, stale)).status).toBe(401);
    expect((await agent().get('/api/open')).status).toBe(401);
    expect((await agent().get('/api/open').set(callerHeader(secret, null))).body).toEqual({ data: 'hi' });
  });
});
