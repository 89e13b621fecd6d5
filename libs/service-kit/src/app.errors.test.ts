// Errors thrown by handlers: keyed 404s, unique violations as 422, crashes as 500 without internals.
import { admin, agent } from './__tests__/app-fixture';

describe('service app', () => {
  test('not found keys are 404, unknown paths 404 page_not_found, failures 500 without internals', async () => {
    expect((await agent().get('/api/things/404').set(admin)).body).toEqual({
      key: 'setting_not_found',
      message: 'Setting not found',
    });
    expect((await agent().get('/api/nowhere').set(admin)).status).toBe(404);
    expect((await agent().get('/api/things/abc').set(admin)).status).toBe(404);
    const dup = await agent().get('/api/things/422').set(admin);
    expect(dup.body.errors).toEqual({ name: ['Name has already been taken'] });
    const crash = await agent().get('/api/things/500').set(admin);
    expect(crash.status).toBe(500);
    expect(JSON.stringify(crash.body)).not.toContain('secret internals');
    expect(crash.body.requestId).toBeTruthy();
  });

  test('a unique violation is 422 on its field (or without one for an unmapped constraint), never 500', async () => {
    const mapped = await agent().get('/api/things/23505').set(admin);
    expect(mapped.status).toBe(422);
    expect(mapped.body).toMatchObject({
      key: 'validation_failed',
      errors: { name: ['Name has already been taken'] },
    });
    const unmapped = await agent().get('/api/things/23506').set(admin);
    expect(unmapped.status).toBe(422);
    expect(unmapped.body.key).toBe('validation_failed');
  });
});
