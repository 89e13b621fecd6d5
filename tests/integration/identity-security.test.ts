import { SECRET_MASK } from '@feedhub/contracts';
import { uniqueFields } from '../../svc-identity/src/migrations';
import {
  adminBrowser,
  eventually,
  startStack,
  userWith as makeUser,
  type TestBrowser,
  type TestStack,
} from './stack';

// Regression tests of issue 10's probe of the running app: each failed before its fix.
let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const userWith = (permissions: string[], name?: string) => makeUser(stack, admin, permissions, name);
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Permission id by name. */
async function permissionId(name: string): Promise<number> {
  const rows = (await admin.get('/api/permissions/list?perPage=99999')).body.data.rows as {
    id: number;
    name: string;
  }[];
  return rows.find((p) => p.name === name)!.id;
}

/** The logged-in user's own list row (id, fields, roleIds). */
async function ownRow(browser: TestBrowser) {
  const me = (await browser.get('/api/auth/me')).body.data as { id: number };
  const rows = (await admin.get('/api/users/list?perPage=500')).body.data.rows as {
    id: number;
    roleIds: number[];
  }[];
  return rows.find((u) => u.id === me.id)!;
}

describe('granting: nobody grants what they do not hold', () => {
  test('a user holding only settingsUsers cannot give themselves a role with *', async () => {
    const manager = await userWith(['settingsUsers']);
    const star = await admin.post('/api/roles/save', {
      name: unique('star'),
      permissionIds: [await permissionId('*')],
    });
    const row = await ownRow(manager);
    const res = await manager.post('/api/users/save', {
      ...row,
      roleIds: [...row.roleIds, star.body.data.id],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.roles).toEqual(['You cannot grant a permission you do not hold yourself: *']);
    expect((await ownRow(manager)).roleIds).toEqual(row.roleIds);
  });

  test('nor a role whose permissions they lack (partners), while roles within their own stay grantable', async () => {
    const manager = await userWith(['settingsUsers', 'settings']);
    const partners = await admin.post('/api/roles/save', {
      name: unique('p'),
      permissionIds: [await permissionId('partners')],
    });
    const settings = await admin.post('/api/roles/save', {
      name: unique('s'),
      permissionIds: [await permissionId('settings')],
    });
    const row = await ownRow(manager);
    const refused = await manager.post('/api/users/save', {
      ...row,
      roleIds: [...row.roleIds, partners.body.data.id],
    });
    expect(refused.body.errors.roles).toEqual([
      'You cannot grant a permission you do not hold yourself: partners',
    ]);
    const allowed = await manager.post('/api/users/save', {
      ...row,
      roleIds: [...row.roleIds, settings.body.data.id],
    });
    expect(allowed.status).toBe(200);
  });

  test('a user holding only settingsRoles cannot add * (or anything else they lack) to their own role', async () => {
    const name = unique('roler');
    const roler = await userWith(['settingsRoles'], name);
    const roles = (await roler.get('/api/roles/list?perPage=500')).body.data.rows as {
      id: number;
      name: string;
      permissions: { id: number }[];
    }[];
    const own = roles.find((r) => r.name === `${name}-role`)!;
    const kept = own.permissions.map((p) => p.id);
    for (const extra of ['*', 'settingsUsers']) {
      const res = await roler.post('/api/roles/save', {
        id: own.id,
        name: own.name,
        permissionIds: [...kept, await permissionId(extra)],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.permissions).toEqual([
        `You cannot grant a permission you do not hold yourself: ${extra}`,
      ]);
    }
    expect(
      (await roler.post('/api/roles/save', { id: own.id, name: `${own.name}-renamed`, permissionIds: kept }))
        .status,
    ).toBe(200);
  });

  test('a holder of * may grant anything', async () => {
    const res = await admin.post('/api/roles/save', {
      name: unique('all'),
      permissionIds: [await permissionId('*')],
    });
    expect(res.status).toBe(200);
  });
});

describe('whitelist rules', () => {
  test('a rule admitting every address needs confirmAll', async () => {
    for (const ip of ['0.0.0.0/0', '::/0', '0.0.0.0-255.255.255.255']) {
      const refused = await admin.post('/api/whitelisted-ips/save', { ip, description: 'all' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.ip).toEqual([
        'This rule admits every address and switches the whitelist off: confirm to save it',
      ]);
    }
    const confirmed = await admin.post('/api/whitelisted-ips/save', {
      ip: '0.0.0.0/0',
      description: 'all',
      confirmAll: true,
    });
    expect(confirmed.status).toBe(200);
    expect((await admin.del(`/api/whitelisted-ips/delete/${confirmed.body.data.id}`)).status).toBe(200);
  });

  test('a leading zero in a prefix is refused', async () => {
    const res = await admin.post('/api/whitelisted-ips/save', { ip: '1.2.3.4/08', description: null });
    expect(res.body.errors.ip).toEqual(['IP must be valid IP/IP range']);
  });

  test('an IPv4-mapped rule is stored as IPv4 and admits that IPv4 client', async () => {
    const own = await admin.post('/api/whitelisted-ips/save', { ip: '198.51.100.7', description: 'admin' });
    const mapped = await admin.post('/api/whitelisted-ips/save', {
      ip: '::ffff:127.0.0.2',
      description: 'mapped',
    });
    try {
      expect(mapped.body.data.ip).toBe('127.0.0.2');
      const client = stack.browser({ ip: '127.0.0.2' });
      // The gateway learns of the new rules over the bus: through the whitelist once it has, stopped by the session.
      await eventually(async () => expect((await client.get('/api/auth/me')).status).toBe(401), 5000);
      const outsider = stack.browser({ ip: '127.0.0.3' });
      expect((await outsider.get('/api/auth/me')).status).toBe(403);
    } finally {
      await admin.del(`/api/whitelisted-ips/delete/${mapped.body.data.id}`);
      await admin.del(`/api/whitelisted-ips/delete/${own.body.data.id}`);
    }
  });
});

describe('users and settings', () => {
  test('a user name that looks like an existing one (Cyrillic а) is refused', async () => {
    const country = (await admin.get('/api/countries/list')).body.data.rows[0].id;
    const res = await admin.post('/api/users/save', {
      username: '\u0430dmin',
      firstName: 'A',
      lastName: 'B',
      email: 'fake@example.com',
      password: 'password-123',
      countryId: country,
      roleIds: [],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual(['Username looks the same as the existing user name admin']);
  });

  test('pim_url takes only http(s) addresses', async () => {
    const rows = (await admin.get('/api/settings/list')).body.data.rows as { id: number; code: string }[];
    const pimUrl = rows.find((r) => r.code === 'pim_url')!;
    for (const value of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://pim.example.com',
      'data:text/html,x',
    ]) {
      const res = await admin.post('/api/settings/save', { id: pimUrl.id, value });
      expect(res.status).toBe(422);
      expect(res.body.errors.value).toEqual(['Value must be an http or https address']);
    }
    expect(
      (await admin.post('/api/settings/save', { id: pimUrl.id, value: 'https://pim.example.com' })).status,
    ).toBe(200);
  });

  test('secret settings are never sent back in clear, and the mask saved unchanged keeps them', async () => {
    const list = async () =>
      (await admin.get('/api/settings/list')).body.data.rows as {
        id: number;
        code: string;
        value: string;
        secret: boolean;
      }[];
    const password = (await list()).find((r) => r.code === 'pim_password')!;
    expect(password.secret).toBe(true);
    const saved = await admin.post('/api/settings/save', { id: password.id, value: 'top-secret-1' });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('top-secret-1');
    const listed = await admin.get('/api/settings/list');
    expect(listed.text).not.toContain('top-secret-1');
    expect((await list()).find((r) => r.code === 'pim_password')!.value).toBe(SECRET_MASK);
    await admin.post('/api/settings/save', { id: password.id, value: SECRET_MASK });
    const stored = await stack.db.knex
      .withSchema('identity')
      .table('settings')
      .where({ code: 'pim_password' })
      .first('value');
    expect(stored.value).toBe('top-secret-1');
    expect((await list()).find((r) => r.code === 'vat_percent')!.secret).toBe(false);
  });
});

describe('look-alike names and URL credentials (issue 30 probe)', () => {
  const invisible = 'Name must not contain invisible or control characters';
  const probeRoleNames: [string, string][] = [
    ['Administrator\u2060', invisible],
    ['Administ\u00adrator', invisible],
    ['Adm\u0131nistrator', 'Name has already been taken'],
  ];

  test.each(probeRoleNames)(
    'a settingsRoles-only user can neither add nor rename its own role to %j',
    async (name, message) => {
      const username = unique('roler');
      const roler = await userWith(['settingsRoles'], username);
      const rows = (await admin.get('/api/roles/list?perPage=500')).body.data.rows as {
        id: number;
        name: string;
        permissions: { id: number }[];
      }[];
      const own = rows.find((r) => r.name === `${username}-role`)!;
      const added = await roler.post('/api/roles/save', { name, permissionIds: [] });
      expect(added.status).toBe(422);
      expect(added.body.errors).toEqual({ name: [message] });
      const renamed = await roler.post('/api/roles/save', {
        id: own.id,
        name,
        permissionIds: own.permissions.map((p) => p.id),
      });
      expect(renamed.status).toBe(422);
      expect(renamed.body.errors).toEqual({ name: [message] });
      const after = (await admin.get('/api/roles/list?perPage=500')).body.data.rows as { name: string }[];
      expect(after.filter((r) => r.name === name)).toEqual([]);
      expect(after.some((r) => r.name === `${username}-role`)).toBe(true);
    },
  );

  test('a settingsUsers-only user cannot add adm\u0131n while admin exists, nor names with invisible characters', async () => {
    const manager = await userWith(['settingsUsers']);
    const country = (await admin.get('/api/countries/list')).body.data.rows[0].id as number;
    const user = (fields: Record<string, string>) =>
      manager.post('/api/users/save', {
        username: unique('person'),
        firstName: 'A',
        lastName: 'B',
        email: `${unique('p')}@example.com`,
        password: 'password-123',
        countryId: country,
        roleIds: [],
        ...fields,
      });
    const dotless = await user({ username: 'adm\u0131n' });
    expect(dotless.status).toBe(422);
    expect(dotless.body.errors).toEqual({
      username: ['Username looks the same as the existing user name admin'],
    });
    for (const [field, label] of [
      ['username', 'Username'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
    ]) {
      for (const value of ['admin\u2060x', 'Ad\u00admin', '\u202eadmin', 'ad\u200bmin']) {
        const res = await user({ [field]: value });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({
          [field]: [`${label} must not contain invisible or control characters`],
        });
      }
    }
    const users = (await admin.get('/api/users/list?perPage=500')).body.data.rows as { username: string }[];
    expect(users.filter((u) => u.username.startsWith('adm\u0131n'))).toEqual([]);
  });

  describe('URL settings', () => {
    const pimUrlId = async () =>
      (
        (await admin.get('/api/settings/list?perPage=100')).body.data.rows as { id: number; code: string }[]
      ).find((r) => r.code === 'pim_url')!.id;
    const stored = async () =>
      (await stack.db.knex.withSchema('identity').table('settings').where({ code: 'pim_url' }).first('value'))
        .value as string;

    test.each([
      'http://user:pass@pim.example.com/',
      'http://user@pim.example.com/',
      'https://:secret@pim.example.com',
    ])('%s is refused: the credentials have their own settings', async (value) => {
      const before = await stored();
      const res = await admin.post('/api/settings/save', { id: await pimUrlId(), value });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        value: ['Value must not contain a user name or password: the credentials have their own settings'],
      });
      expect(JSON.stringify(res.body)).not.toContain('pass@');
      expect(await stored()).toBe(before);
    });

    test.each([
      'https://pim.example.com/\r\nX-Injected: 1',
      'https://pim.example.com/a\rb',
      'https://pim.exa\tmple.com/',
      'https://pim.example.com/a b',
      'https://pim.example.com/\u2060',
    ])('%j is refused: no spaces, line breaks or controls inside', async (value) => {
      const before = await stored();
      const res = await admin.post('/api/settings/save', { id: await pimUrlId(), value });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        value: ['Value must not contain spaces, line breaks or control characters'],
      });
      expect(await stored()).toBe(before);
    });

    test('surrounding spaces and a trailing CR/LF are trimmed', async () => {
      const res = await admin.post('/api/settings/save', {
        id: await pimUrlId(),
        value: '   https://pim.example.com/\r\n',
      });
      expect(res.status).toBe(200);
      expect(res.body.data.value).toBe('https://pim.example.com/');
      expect(await stored()).toBe('https://pim.example.com/');
    });
  });
});

describe('lists page, sort and cap', () => {
  test('whitelist, settings, countries and permissions honour page and perPage', async () => {
    for (const path of ['/api/settings/list', '/api/countries/list', '/api/permissions/list']) {
      const all = (await admin.get(`${path}?perPage=500`)).body.data;
      const second = (await admin.get(`${path}?perPage=2&page=2`)).body.data;
      expect(second.total).toBe(all.total);
      expect(second.rows).toEqual(all.rows.slice(2, 4));
    }
    const a = await admin.post('/api/whitelisted-ips/save', { ip: '198.51.100.7', description: 'b' });
    const b = await admin.post('/api/whitelisted-ips/save', { ip: '198.51.100.0/24', description: 'a' });
    const sorted = (await admin.get('/api/whitelisted-ips/list?perPage=1&order[field]=description')).body
      .data;
    expect(sorted).toEqual({ rows: [b.body.data], total: 2 });
    await admin.del(`/api/whitelisted-ips/delete/${b.body.data.id}`);
    await admin.del(`/api/whitelisted-ips/delete/${a.body.data.id}`);
  });

  test('perPage is capped at 500 except on select lists (SPEC §9: 99999)', async () => {
    expect((await admin.get('/api/settings/list?perPage=501')).status).toBe(422);
    expect((await admin.get('/api/users/list?perPage=99999')).status).toBe(422);
    expect((await admin.get('/api/countries/list?perPage=99999')).status).toBe(200);
    expect((await admin.get('/api/permissions/list?perPage=99999')).status).toBe(200);
  });

  test.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    '?%s=1 is 422, not 500',
    async (key) => {
      const res = await admin.get(`/api/users/list?${key}=1`);
      expect(res.status).toBe(422);
      expect(res.body.errors[key]).toHaveLength(1);
    },
  );
});

describe('uniqueness under concurrency', () => {
  test('ten concurrent saves of one role name: one is stored, the rest are 422 on name, none 500', async () => {
    const name = unique('race');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.post('/api/roles/save', { name: i % 2 ? name : name.toUpperCase(), permissionIds: [] }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.errors.name).toEqual(['Name has already been taken']);
    }
  });

  test('every unique constraint of the identity schema maps to a form field', async () => {
    const rows = (
      await stack.db.knex.raw(
        `select conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where n.nspname = 'identity' and c.contype = 'u'`,
      )
    ).rows as { conname: string }[];
    expect(rows.length).toBeGreaterThan(5);
    for (const { conname } of rows) expect(Object.keys(uniqueFields)).toContain(conname);
  });
});
