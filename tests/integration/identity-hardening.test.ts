import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import {
  ADMIN_PASSWORD,
  adminBrowser,
  eventually,
  startStack,
  userWith as makeUser,
  type TestBrowser,
  type TestStack,
} from './stack';

// Regression tests of a security probe of identity: role edits that bypassed the granting rule,
// look-alike role names, internal addresses in URL-valued settings, the language kept only in the
// browser. Each failed before its fix (the user-save checks in "user saves" held already).
let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  // One private network is allowed, as an operator would for a PIM on the office network.
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '10.20.0.0/16' });
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const userWith = (permissions: string[], name?: string) => makeUser(stack, admin, permissions, name);
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

interface RoleRow {
  id: number;
  name: string;
  permissions: { id: number; name: string }[];
}

/** Permission ids by name. */
async function permissionIds(...names: string[]): Promise<number[]> {
  const rows = (await admin.get('/api/permissions/list?perPage=99999')).body.data.rows as {
    id: number;
    name: string;
  }[];
  return names.map((name) => rows.find((p) => p.name === name)!.id);
}

/** Every role as the admin lists it. */
async function roles(): Promise<RoleRow[]> {
  return (await admin.get('/api/roles/list?perPage=500')).body.data.rows as RoleRow[];
}

/** A role by name. */
async function role(name: string): Promise<RoleRow> {
  return (await roles()).find((r) => r.name === name)!;
}

/** Adds a role as the admin; returns its id. */
async function addRole(name: string, permissions: string[]): Promise<number> {
  const res = await admin.post('/api/roles/save', {
    name,
    permissionIds: await permissionIds(...permissions),
  });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

/** Permission names a role holds. */
const held = (r: RoleRow) => r.permissions.map((p) => p.name).sort();

const ROLE_HOLDS_STAR =
  'You cannot change or delete a role that holds permissions you do not hold yourself: *';
const LAST_ADMIN = 'At least one user must keep the * permission';

describe('role saves and deletes follow the granting rule', () => {
  // First in the file: the admin is still the only holder of `*`.
  test('the last role giving * to a user can be neither emptied nor deleted, even by a holder of *', async () => {
    const administrator = await role('Administrator');
    const emptied = await admin.post('/api/roles/save', {
      id: administrator.id,
      name: administrator.name,
      permissionIds: [],
    });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ permissions: [LAST_ADMIN] });
    const deleted = await admin.del(`/api/roles/delete/${administrator.id}?confirm=1`);
    expect(deleted.status).toBe(422);
    expect(deleted.body.errors).toEqual({ name: [LAST_ADMIN] });
    expect(held(await role('Administrator'))).toEqual(['*']);
  });

  test('a holder of settingsRoles alone cannot empty the Administrator role, and the admin keeps *', async () => {
    // Another holder of `*` exists, so "somebody keeps *" alone would not stop it (as in the probe).
    await userWith(['*']);
    const roler = await userWith(['settingsRoles']);
    const administrator = await role('Administrator');
    const res = await roler.post('/api/roles/save', {
      id: administrator.id,
      name: administrator.name,
      permissionIds: [],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ permissions: [ROLE_HOLDS_STAR] });
    expect(held(await role('Administrator'))).toEqual(['*']);
    const relogin = await stack.browser().login('admin', ADMIN_PASSWORD);
    expect(relogin.body.data.permissions).toEqual(['*']);
  });

  test('nor rename, re-save or delete a role holding * (a refusal under name)', async () => {
    const roler = await userWith(['settingsRoles']);
    const starName = unique('star');
    await addRole(starName, ['*']);
    for (const target of [await role('Administrator'), await role(starName)]) {
      const renamed = await roler.post('/api/roles/save', {
        id: target.id,
        name: `${target.name} (old)`,
        permissionIds: target.permissions.map((p) => p.id),
      });
      expect(renamed.status).toBe(422);
      expect(renamed.body.errors).toEqual({ name: [ROLE_HOLDS_STAR] });
      const unchanged = await roler.post('/api/roles/save', {
        id: target.id,
        name: target.name,
        permissionIds: target.permissions.map((p) => p.id),
      });
      expect(unchanged.body.errors).toEqual({ name: [ROLE_HOLDS_STAR] });
      for (const path of [`/api/roles/delete/${target.id}`, `/api/roles/delete/${target.id}?confirm=1`]) {
        const deleted = await roler.del(path);
        expect(deleted.status).toBe(422);
        expect(deleted.body.errors).toEqual({ name: [ROLE_HOLDS_STAR] });
      }
    }
    expect(held(await role('Administrator'))).toEqual(['*']);
    expect(held(await role(starName))).toEqual(['*']);
  });

  test('nor take from a role a permission they do not hold; roles within their reach stay editable', async () => {
    const roler = await userWith(['settingsRoles', 'settings']);
    const mixedName = unique('mixed');
    const mixed = await addRole(mixedName, ['partners', 'settings']);
    const [settings] = await permissionIds('settings');
    const res = await roler.post('/api/roles/save', {
      id: mixed,
      name: mixedName,
      permissionIds: [settings],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      permissions: [
        'You cannot change or delete a role that holds permissions you do not hold yourself: partners',
      ],
    });
    expect(held(await role(mixedName))).toEqual(['partners', 'settings']);

    const ownName = unique('own');
    const own = await addRole(ownName, ['settings']);
    const emptied = await roler.post('/api/roles/save', { id: own, name: `${ownName}-2`, permissionIds: [] });
    expect(emptied.status).toBe(200);
    expect(held(await role(`${ownName}-2`))).toEqual([]);
    expect((await roler.del(`/api/roles/delete/${own}`)).status).toBe(200);
  });

  test('the refusals speak Estonian too', async () => {
    const roler = await userWith(['settingsRoles']);
    roler.headers['Accept-Language'] = 'et';
    const administrator = await role('Administrator');
    const res = await roler.post('/api/roles/save', {
      id: administrator.id,
      name: 'Adminid',
      permissionIds: [],
    });
    expect(res.body.errors).toEqual({
      permissions: ['Te ei saa muuta ega kustutada rolli, millel on õigusi, mida teil endal pole: *'],
    });
    const deleted = await roler.del(`/api/roles/delete/${administrator.id}`);
    expect(deleted.body.errors).toEqual({
      name: ['Te ei saa muuta ega kustutada rolli, millel on õigusi, mida teil endal pole: *'],
    });
  });
});

describe('user saves follow the same rule', () => {
  test('a user manager cannot take from a user a role holding permissions the manager lacks', async () => {
    const manager = await userWith(['settingsUsers', 'settings']);
    const victimName = unique('victim');
    await userWith(['partners', 'settings'], victimName);
    const rows = (await admin.get('/api/users/list?perPage=500')).body.data.rows as {
      id: number;
      username: string;
      roleIds: number[];
    }[];
    const victim = rows.find((u) => u.username === victimName)!;
    const res = await manager.post('/api/users/save', { ...victim, roleIds: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      roles: ['You cannot grant a permission you do not hold yourself: partners'],
    });
    const after = (await admin.get('/api/users/list?perPage=500')).body.data.rows.find(
      (u: { id: number }) => u.id === victim.id,
    );
    expect(after.roleIds).toEqual(victim.roleIds);
  });
});

describe('look-alike role names', () => {
  test.each([
    ['\u0410dministrator', 'a Cyrillic А'],
    ['Administrat\u043Er', 'a Cyrillic о'],
    ['\u0391dministrator', 'a Greek Α'],
    ['Ａｄｍｉｎｉｓｔｒａｔｏｒ', 'full-width letters'],
  ])('%s (%s) is refused beside Administrator: 422 unique under name', async (name) => {
    const res = await admin.post('/api/roles/save', { name, permissionIds: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: ['Name has already been taken'] });
    expect((await roles()).filter((r) => r.name === name)).toEqual([]);
  });

  test('nor can another role be renamed into one; renaming a role to a look-alike of itself is fine', async () => {
    const name = unique('buyers');
    const id = await addRole(name, []);
    // Ukrainian і (U+0456): a look-alike none of the cases above stored had they not been refused.
    const res = await admin.post('/api/roles/save', { id, name: 'Adm\u0456nistrator', permissionIds: [] });
    expect(res.body.errors).toEqual({ name: ['Name has already been taken'] });
    const self = await admin.post('/api/roles/save', { id, name: name.toUpperCase(), permissionIds: [] });
    expect(self.status).toBe(200);
  });
});

describe('outgoing URLs in settings', () => {
  /** Saves pim_url; returns the answer. */
  async function savePimUrl(value: string, browser: TestBrowser = admin) {
    const rows = (await admin.get('/api/settings/list')).body.data.rows as { id: number; code: string }[];
    return browser.post('/api/settings/save', { id: rows.find((r) => r.code === 'pim_url')!.id, value });
  }
  /** The stored pim_url. */
  async function storedPimUrl(): Promise<string> {
    const row = await stack.db.knex
      .withSchema('identity')
      .table('settings')
      .where({ code: 'pim_url' })
      .first();
    return row.value as string;
  }
  const refusal = (host: string) =>
    `Value must not point at an internal address (${host}): loopback, private, link-local and cloud metadata addresses are refused`;

  test.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://169.254.170.2/v2/credentials', '169.254.170.2'],
    ['http://[fe80::1]/', '[fe80::1]'],
    ['http://[fd00:ec2::254]/', '[fd00:ec2::254]'],
    ['http://[::ffff:169.254.169.254]/', '[::ffff:a9fe:a9fe]'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal'],
    ['http://metadata.google.internal./', 'metadata.google.internal.'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://0251.0376.0251.0376/', '169.254.169.254'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://127.1:8080/', '127.0.0.1'],
    ['http://localhost:8181/', 'localhost'],
    ['http://pim.localhost/', 'pim.localhost'],
    ['https://[::1]/', '[::1]'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://10.0.0.5/', '10.0.0.5'],
    ['http://10.21.0.1/', '10.21.0.1'],
    ['http://192.168.1.10/', '192.168.1.10'],
    ['http://172.16.0.1/', '172.16.0.1'],
    ['http://100.64.0.1/', '100.64.0.1'],
  ])('pim_url %s is refused: 422 under value, nothing stored', async (value, host) => {
    const before = await storedPimUrl();
    const res = await savePimUrl(value);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ value: [refusal(host)] });
    expect(await storedPimUrl()).toBe(before);
  });

  test('a name is judged by the addresses it resolves to when saved', async () => {
    // The machine's own name resolves (/etc/hosts) to a loopback or private address.
    const name = hostname();
    const addresses = await lookup(name, { all: true });
    expect(addresses.length).toBeGreaterThan(0);
    const res = await savePimUrl(`https://${name}/api`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ value: [refusal(name.toLowerCase())] });
  });

  test('in Estonian too', async () => {
    const et = await adminBrowser(stack, { locale: 'et' });
    const res = await savePimUrl('http://169.254.169.254/', et);
    expect(res.body.errors).toEqual({
      value: [
        'Väärtus ei tohi osutada sisevõrgu aadressile (169.254.169.254): tagasisilmus-, privaat- ja lingikohalikud aadressid ning pilve metaandmeteenuse aadressid on keelatud',
      ],
    });
  });

  test('public addresses, a network the operator allows (FEED_ALLOWED_NETWORKS) and empty are saved', async () => {
    for (const value of [
      'https://8.8.8.8/',
      'https://[2606:4700:4700::1111]/',
      'http://10.20.3.4:8080/pim',
      '',
    ]) {
      const res = await savePimUrl(value);
      expect(res.status).toBe(200);
      expect(await storedPimUrl()).toBe(value);
    }
  });
});

describe('the language is kept on the user', () => {
  test('switching stores it: the next login, in another browser, answers it, and /auth/me too', async () => {
    const name = unique('polyglot');
    const first = await userWith(['partners'], name);
    const res = await first.post('/api/auth/locale', { locale: 'et' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { locale: 'et' }, message: 'Keel salvestatud' });
    expect((await first.get('/api/auth/me')).body.data.locale).toBe('et');
    const other = stack.browser();
    const login = await other.login(name, 'password-123');
    expect(login.body.data.locale).toBe('et');
    expect(login.body.message).toBe('Sisse logitud');
    const back = await other.post('/api/auth/locale', { locale: 'en' });
    expect(back.body).toEqual({ data: { locale: 'en' }, message: 'Language saved' });
    expect((await stack.browser().login(name, 'password-123')).body.data.locale).toBe('en');
  });

  test('a language we do not speak is 422 under locale; nobody logged in is 401', async () => {
    const browser = await userWith([]);
    for (const locale of ['xx', '', 42, null]) {
      const res = await browser.post('/api/auth/locale', { locale });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['locale']);
    }
    const wrong = await browser.post('/api/auth/locale', { locale: 'de' });
    expect(wrong.body.errors).toEqual({ locale: ['Selected language is invalid'] });
    const anonymous = await stack.browser().post('/api/auth/locale', { locale: 'et' });
    expect(anonymous.status).toBe(401);
  });
});

describe('under concurrency', () => {
  // Last in the file: one of the two saves may take `*` from the admin.
  test('two saves that each take * from a different last holder: one is refused', async () => {
    const rows = await roles();
    for (const r of rows.filter((x) => x.name !== 'Administrator' && held(x).includes('*'))) {
      expect((await admin.del(`/api/roles/delete/${r.id}?confirm=1`)).status).toBe(200);
    }
    const spareName = unique('spare');
    await userWith(['*'], spareName);
    const spare = await role(`${spareName}-role`);
    const administrator = await role('Administrator');
    const race = () =>
      Promise.all([
        admin.post('/api/roles/save', { id: administrator.id, name: administrator.name, permissionIds: [] }),
        admin.del(`/api/roles/delete/${spare.id}?confirm=1`),
      ]);
    let answers: Awaited<ReturnType<typeof race>>;
    if (stack.db.kind === 'pg') {
      // Make them overlap for sure: a lock on the permission links holds every write back until
      // both saves are waiting, so (unserialised) both would have read "the other still holds *".
      const hold = await stack.db.knex.transaction();
      await hold.raw('lock table identity.role_permissions in share mode');
      const pending = race();
      await eventually(async () => {
        const waiting = await stack.db.knex.raw(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(Number(waiting.rows[0].n)).toBe(2);
      }, 20_000);
      await hold.commit();
      answers = await pending;
    } else {
      answers = await race(); // PGlite has one connection: transactions cannot overlap there
    }
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const holders = await stack.db.knex.raw(
      `select count(*) as n from identity.user_roles ur
       join identity.role_permissions rp on rp.role_id = ur.role_id
       join identity.permissions p on p.id = rp.permission_id where p.name = '*'`,
    );
    expect(Number(holders.rows[0].n)).toBeGreaterThan(0);
  });
});
