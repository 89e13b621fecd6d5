import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminBrowser, startStack, userWith as makeUser, type TestBrowser, type TestStack } from './stack';

const reportsDir = mkdtempSync(join(tmpdir(), 'feedhub-reports-'));
let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack({ REPORTS_DIR: reportsDir });
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

/** A logged-in user holding exactly these permissions. */
const userWith = (name: string, permissions: string[]) => makeUser(stack, admin, permissions, name);

describe('settings desktop', () => {
  test.each([
    ['/api/settings/clear-cache', 'Cache cleared: 4 services answered'],
    ['/api/settings/queue-restart', 'Queue restart requested: 3 services answered'],
    ['/api/settings/migrate', 'Migrations run: 3 services answered, 0 migrations applied'],
  ])('%s asks every running service and says what was done', async (path, message) => {
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(message);
    expect(res.body.data.replies.map((r: { service: string }) => r.service).sort()).toEqual(
      path.endsWith('clear-cache')
        ? ['catalog', 'gateway', 'identity', 'jobs']
        : ['catalog', 'identity', 'jobs'],
    );
  });

  test('without the XHR header (a cross-site link) nothing happens: 419', async () => {
    const res = await admin.agent
      .get('/api/settings/clear-cache')
      .set('X-Forwarded-For', admin.headers['X-Forwarded-For']);
    expect(res.status).toBe(419);
  });

  test('needs settingsDesktop', async () => {
    const other = await userWith('deskless', ['settings']);
    expect((await other.get('/api/settings/clear-cache')).status).toBe(403);
  });
});

describe('roles held by users', () => {
  test('deleting one asks for confirmation first, saying how many hold it', async () => {
    await userWith('holder', ['partners']);
    const role = (await admin.get('/api/roles/list?perPage=500')).body.data.rows.find(
      (r: { name: string }) => r.name === 'holder-role',
    );
    const first = await admin.del(`/api/roles/delete/${role.id}`);
    expect(first.status).toBe(409);
    expect(first.body).toEqual({
      key: 'role_in_use',
      message: 'This role is held by 1 users. Delete it anyway?',
    });
    const confirmed = await admin.del(`/api/roles/delete/${role.id}?confirm=1`);
    expect(confirmed.status).toBe(200);
  });
});

describe('self lock-out', () => {
  test('a user manager cannot take away their own access to users', async () => {
    const manager = await userWith('manager', ['settingsUsers']);
    const me = (await manager.get('/api/auth/me')).body.data;
    const row = (await manager.get('/api/users/list?perPage=500')).body.data.rows.find(
      (u: { id: number }) => u.id === me.id,
    );
    const res = await manager.post('/api/users/save', { ...row, roleIds: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors.roles).toEqual(['You cannot take away your own access to users']);
  });
});

describe('test reports', () => {
  test('say how to make one when none exists, then serve it behind the tests permission', async () => {
    const empty = await admin.get('/api/test-reports');
    expect(empty.body.data).toEqual({ reports: [], command: 'npm test' });
    mkdirSync(join(reportsDir, 'jest'), { recursive: true });
    writeFileSync(join(reportsDir, 'jest', 'index.html'), '<html><script>window.x=1</script>report</html>');
    const list = await admin.get('/api/test-reports');
    expect(list.body.data.reports).toEqual([
      { suite: 'jest', url: '/api/test-reports/jest/index.html', generatedAt: expect.any(String) },
    ]);
    const page = await admin.get('/api/test-reports/jest/index.html');
    expect(page.text).toContain('report');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect((await admin.get('/api/test-reports/../../etc/passwd')).status).toBe(404);
    const noTests = await userWith('notests', ['settings']);
    expect((await noTests.get('/api/test-reports/jest/index.html')).status).toBe(403);
    expect((await stack.browser().get('/api/test-reports')).status).toBe(401);
  });
});
