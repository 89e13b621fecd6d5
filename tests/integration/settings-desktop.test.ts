import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MaintenanceRequestSchema, SUBJECTS } from '@feedhub/contracts';
import { migrateRollbackAll, pendingMigrations } from '@feedhub/db';
import { maintenanceReply } from '@feedhub/service-kit';
import { migrations as jobsMigrations } from '../../svc-jobs/src/migrations';
import {
  adminBrowser,
  STACK_REPLICAS as R,
  startStack,
  userWith as makeUser,
  type TestBrowser,
  type TestStack,
} from './stack';

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

type Reply = { service: string; instance: string; outcome: string; detail: string; count: number };
const replies = (res: { body: { data: { replies: Reply[] } } }) => res.body.data.replies;
const byService = (list: Reply[]) => Object.fromEntries(list.map((r) => [r.service, r]));
/** The replies of one service (one per replica). */
const of = (list: Reply[], service: string) => list.filter((r) => r.service === service);
/** Service instances of the stack: three services, R processes each (the replica run: 2). */
const INSTANCES = 3 * R;

/** The description the jobs schema's first migration writes (null when it is not applied). */
async function jobsSchemaComment(): Promise<string | null> {
  const { rows } = await stack.db.knex.raw(
    "select obj_description(oid, 'pg_namespace') as comment from pg_namespace where nspname = 'jobs'",
  );
  return rows[0]?.comment ?? null;
}

describe('settings desktop', () => {
  test('migrate applies the migrations that are pending, once, and counts them', async () => {
    // Make the jobs schema's migrations pending again: their downs run and their history rows go.
    const count = jobsMigrations.length;
    await migrateRollbackAll(stack.db.knex, 'jobs', jobsMigrations);
    expect(await pendingMigrations(stack.db.knex, 'jobs', jobsMigrations)).toHaveLength(count);
    expect(await jobsSchemaComment()).toBeNull();

    const res = await admin.get('/api/settings/migrate');
    expect(res.status).toBe(200);
    const all = replies(res);
    expect(all).toHaveLength(INSTANCES);
    expect([...new Set(all.map((r) => r.service))].sort()).toEqual(['catalog', 'identity', 'jobs']);
    // One jobs instance ran them (with replicas the other found nothing pending behind the migration lock).
    const ran = all.filter((r) => r.outcome === 'done');
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatchObject({ service: 'jobs', count, instance: expect.stringMatching(/^jobs@/) });
    for (const migration of jobsMigrations) expect(ran[0]?.detail).toContain(migration.name);
    for (const reply of all.filter((r) => r !== ran[0]))
      expect(reply).toMatchObject({ outcome: 'nothing_to_do', count: 0 });
    expect(res.body.message).toBe(
      `Migrations run: ${count} migrations applied (1 of ${INSTANCES} instances had pending migrations)`,
    );
    // It really ran: the schema has its description back and nothing is pending.
    expect(await jobsSchemaComment()).toMatch(/^Feedhub jobs service/);
    expect(await pendingMigrations(stack.db.knex, 'jobs', jobsMigrations)).toEqual([]);

    const again = await admin.get('/api/settings/migrate');
    expect(replies(again).map((r) => [r.service, r.outcome, r.count])).toEqual(
      ['catalog', 'identity', 'jobs'].flatMap((service) =>
        Array.from({ length: R }, () => [service, 'nothing_to_do', 0]),
      ),
    );
    expect(again.body.message).toBe(
      `Nothing to migrate: every schema is up to date (${INSTANCES} instances answered)`,
    );
  });

  test('queue restart: catalog restarts its worker slots after their current item; identity and jobs run none and say so', async () => {
    const res = await admin.get('/api/settings/queue-restart');
    expect(res.status).toBe(200);
    const all = replies(res);
    expect(all).toHaveLength(INSTANCES);
    expect(of(all, 'catalog')).toEqual(
      Array.from({ length: R }, () => ({
        service: 'catalog',
        instance: expect.stringMatching(/^catalog@/),
        outcome: 'done',
        detail: 'catalog: 1 worker slot restarted',
        count: 1,
      })),
    );
    for (const service of ['identity', 'jobs'])
      expect(of(all, service)).toEqual(
        Array.from({ length: R }, () => ({
          service,
          instance: expect.stringMatching(new RegExp(`^${service}@`)),
          outcome: 'nothing_to_do',
          detail: `${service} runs no workers`,
          count: 0,
        })),
      );
    expect(res.body.message).toBe(
      R === 1
        ? 'Queue restart requested: 1 worker restarts after its current item (1 of 3 instances run workers)'
        : `Queue restart requested: ${R} workers restart after their current item (${R} of ${INSTANCES} instances run workers)`,
    );
    const et = await (await adminBrowser(stack, { locale: 'et' })).get('/api/settings/queue-restart');
    expect(et.body.message).toBe(
      R === 1
        ? 'Järjekorra taaskäivitus tellitud: 1 töötaja taaskäivitub pärast käimasolevat tööd (töötajad on 1/3 vastanud eksemplaril)'
        : `Järjekorra taaskäivitus tellitud: ${R} töötajat taaskäivitub pärast käimasolevat tööd (töötajad on ${R}/${INSTANCES} vastanud eksemplaril)`,
    );
  });

  test('clear cache drops the sessions the gateway cached; the services keep no cache and say so', async () => {
    const victim = await makeUser(stack, admin, ['settings']);
    const me = await victim.get('/api/auth/me');
    expect(me.status).toBe(200);
    // Revoke the session in the database only (no event): the gateway's cached lookup still lets it in…
    await stack.db.knex
      .withSchema('identity')
      .table('sessions')
      .where({ user_id: me.body.data.id })
      .update({ revoked_at: new Date() });
    expect((await victim.get('/api/auth/me')).status).toBe(200);

    const res = await admin.get('/api/settings/clear-cache');
    expect(res.status).toBe(200);
    const all = replies(res);
    expect(all).toHaveLength(INSTANCES + R);
    for (const service of ['catalog', 'identity', 'jobs']) {
      expect(of(all, service)).toHaveLength(R);
      for (const reply of of(all, service))
        expect(reply).toMatchObject({ outcome: 'nothing_to_do', detail: `${service} keeps no cache` });
    }
    // …until clear cache drops it (the admin's and the victim's sessions at least, on every gateway).
    const gateways = of(all, 'gateway');
    expect(gateways.map((g) => g.outcome)).toEqual(Array(R).fill('done'));
    const dropped = gateways.reduce((sum, g) => sum + g.count, 0);
    expect(dropped).toBeGreaterThanOrEqual(2);
    expect(res.body.message).toBe(
      `Cache cleared: ${dropped} cached entries dropped (${R} of ${INSTANCES + R} instances hold a cache)`,
    );
    const after = await victim.get('/api/auth/me');
    expect(after.status).not.toBe(200);
    expect(['unauthenticated', 'session_expired']).toContain(after.body.key);
  });

  test('an instance that fails is reported as failed, not left out', async () => {
    const broken = stack.bus.respond(SUBJECTS.maintenanceMigrate, MaintenanceRequestSchema, () =>
      maintenanceReply('catalog', 'catalog@broken', async () => {
        throw new Error('relation "catalog.partners" does not exist');
      }),
    );
    await stack.bus.flush();
    try {
      const res = await admin.get('/api/settings/migrate');
      expect(byService(replies(res).filter((r) => r.outcome === 'failed')).catalog).toEqual({
        service: 'catalog',
        instance: 'catalog@broken',
        outcome: 'failed',
        detail: 'relation "catalog.partners" does not exist',
        count: 0,
      });
      expect(res.body.message).toBe(
        `Nothing to migrate: every schema is up to date (${INSTANCES} instances answered); 1 instance failed (catalog@broken)`,
      );
    } finally {
      broken.unsubscribe();
    }
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
      message: 'This role is held by 1 user. Delete it anyway?',
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
