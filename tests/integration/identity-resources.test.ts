import {
  eventually,
  ADMIN_PASSWORD,
  adminBrowser,
  startStack,
  userWith as makeUser,
  type TestBrowser,
  type TestStack,
} from './stack';

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

/** Ids of a permission by name and of a country by code. */
async function ids() {
  const permissions = (await admin.get('/api/permissions/list')).body.data.rows as {
    id: number;
    name: string;
  }[];
  const countries = (await admin.get('/api/countries/list')).body.data.rows as { id: number; name: string }[];
  return {
    permission: (name: string) => permissions.find((p) => p.name === name)!.id,
    country: countries.find((c) => c.name === 'Estonia')!.id,
  };
}

/** A logged-in user holding one role with exactly these permissions. */
const userWith = (permissions: string[]) => makeUser(stack, admin, permissions);

describe('permissions and countries', () => {
  test('lists every SPEC §6 permission with translated descriptions', async () => {
    const en = (await admin.get('/api/permissions/list')).body.data.rows;
    expect(en.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['*', 'partners', 'settingsUsers', 'partnerCategory.marginals', 'horizon']),
    );
    const et = await stack.browser({ locale: 'et' });
    await et.login('admin', ADMIN_PASSWORD);
    const rows = (await et.get('/api/permissions/list')).body.data.rows as {
      name: string;
      description: string;
    }[];
    expect(rows.find((p) => p.name === 'settingsUsers')?.description).toBe('Kasutajad');
  });

  test('countries list', async () => {
    const res = await admin.get('/api/countries/list');
    expect(res.body.data.rows.map((c: { name: string }) => c.name)).toContain('Estonia');
  });
});

describe('users', () => {
  test('add, list, edit without password, delete', async () => {
    const { country } = await ids();
    const add = await admin.post('/api/users/save', {
      username: 'mari',
      firstName: 'Mari',
      lastName: 'Maasikas',
      email: 'mari@example.com',
      password: 'secret-password',
      countryId: country,
      roleIds: [],
    });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('User saved');
    const list = await admin.get('/api/users/list?order[field]=username&order[direction]=asc');
    const mari = list.body.data.rows.find((u: { username: string }) => u.username === 'mari');
    expect(mari).toMatchObject({ firstName: 'Mari', lastName: 'Maasikas', countryId: country, roles: [] });
    expect(mari).not.toHaveProperty('password');
    const edit = await admin.post('/api/users/save', { ...mari, firstName: 'Marie', password: '' });
    expect(edit.status).toBe(200);
    expect((await stack.browser().login('mari', 'secret-password')).status).toBe(200);
    const del = await admin.del(`/api/users/delete/${mari.id}`);
    expect(del.body.message).toBe('User deleted');
    expect((await admin.del(`/api/users/delete/${mari.id}`)).status).toBe(404);
  });

  test('validation: every field gets its message', async () => {
    const res = await admin.post('/api/users/save', {
      username: '',
      firstName: 'x'.repeat(300),
      email: 'not-an-email',
      countryId: 'abc',
      roleIds: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      username: ['Username field is required'],
      firstName: ['First name may not be greater than 255 characters'],
      lastName: ['Last name field is required'],
      email: ['Email must be a valid email address'],
      countryId: ['Country must be an integer'],
      roles: ['Roles must be an array'],
      password: ['Password field is required'],
    });
  });

  test('duplicate user names are refused in any case or width; unknown country and roles too', async () => {
    const { country } = await ids();
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      password: 'password-1',
      countryId: country,
      roleIds: [],
    };
    expect((await admin.post('/api/users/save', { ...base, username: 'Admin' })).body.errors).toEqual({
      username: ['Username has already been taken'],
    });
    expect((await admin.post('/api/users/save', { ...base, username: 'ＡＤＭＩＮ' })).body.errors).toEqual({
      username: ['Username has already been taken'],
    });
    const bad = await admin.post('/api/users/save', {
      ...base,
      username: 'fresh',
      countryId: 99999,
      roleIds: [99999],
    });
    expect(bad.body.errors).toEqual({
      countryId: ['Selected country does not exist'],
      roles: ['Selected roles does not exist'],
    });
  });

  test('unknown filters and sort fields, NUL bytes and over-long names are 422, never 500', async () => {
    const filter = await admin.get('/api/users/list?filter[password_hash]=x');
    expect(filter.status).toBe(422);
    expect(filter.body.errors).toEqual({ 'filter.password_hash': ['Password_hash is not an allowed field'] });
    const sort = await admin.get('/api/users/list?order[field]=password_hash');
    expect(sort.status).toBe(422);
    expect(sort.body.errors).toEqual({ 'order.field': ['Selected sort field is invalid'] });
    const { country } = await ids();
    const nul = await admin.post('/api/users/save', {
      username: 'a\u0000b',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      password: 'password-1',
      countryId: country,
      roleIds: [],
    });
    expect(nul.status).toBe(422);
    expect(nul.body.errors.username).toEqual(['Username must not contain NUL characters']);
  });

  test('editing an unknown user is 404 user_not_found', async () => {
    const { country } = await ids();
    const res = await admin.post('/api/users/save', {
      id: 99999,
      username: 'x',
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      countryId: country,
      roleIds: [],
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ key: 'user_not_found', message: 'User not found' });
  });

  test('nobody deletes themselves or strips the last * holder', async () => {
    const me = (await admin.get('/api/auth/me')).body.data;
    const selfDelete = await admin.del(`/api/users/delete/${me.id}`);
    expect(selfDelete.status).toBe(422);
    expect(selfDelete.body.errors.username).toEqual(['You cannot delete your own user']);
    const users = (await admin.get('/api/users/list')).body.data.rows;
    const adminRow = users.find((u: { username: string }) => u.username === 'admin');
    const self = await admin.post('/api/users/save', { ...adminRow, roleIds: [] });
    expect(self.body.errors.roles).toEqual(['You cannot take away your own access to users']);
    // a user manager without * cannot touch a holder of * at all (they could take over its password)
    const manager = await userWith(['settingsUsers']);
    const strip = await manager.post('/api/users/save', { ...adminRow, roleIds: [] });
    expect(strip.status).toBe(422);
    expect(strip.body.errors.roles).toEqual(['You cannot grant a permission you do not hold yourself: *']);
    // and the last holder's role cannot lose *
    const roles = (await admin.get('/api/roles/list?perPage=500')).body.data.rows as {
      id: number;
      name: string;
      permissions: { name: string }[];
    }[];
    const administrator = roles.find((r) => r.permissions.some((p) => p.name === '*'))!;
    const unstar = await admin.post('/api/roles/save', {
      id: administrator.id,
      name: administrator.name,
      permissionIds: [],
    });
    expect(unstar.status).toBe(422);
    expect(unstar.body.errors.permissions).toEqual(['At least one user must keep the * permission']);
  });

  test('a new password ends the user’s other sessions', async () => {
    const victim = await userWith(['settings']);
    expect((await victim.get('/api/settings/list')).status).toBe(200);
    const me = (await victim.get('/api/auth/me')).body.data;
    const row = (await admin.get('/api/users/list?perPage=500')).body.data.rows.find(
      (u: { id: number }) => u.id === me.id,
    );
    expect((await admin.post('/api/users/save', { ...row, password: 'brand-new-password' })).status).toBe(
      200,
    );
    await eventually(async () => expect((await victim.get('/api/settings/list')).status).toBe(401));
  });
});

describe('roles', () => {
  test('add, list with permissions, rename, delete; duplicates in any case refused', async () => {
    const { permission } = await ids();
    const add = await admin.post('/api/roles/save', {
      name: 'Editors',
      permissionIds: [permission('partners'), permission('partnerEdit')],
    });
    expect(add.status).toBe(200);
    expect(add.body.message).toBe('Role saved');
    const dup = await admin.post('/api/roles/save', { name: 'EDITORS', permissionIds: [] });
    expect(dup.body.errors).toEqual({ name: ['Name has already been taken'] });
    const list = (await admin.get('/api/roles/list')).body.data.rows;
    const editors = list.find((r: { id: number }) => r.id === add.body.data.id);
    expect(editors.permissions.map((p: { name: string }) => p.name)).toEqual(['partners', 'partnerEdit']);
    expect(
      (await admin.post('/api/roles/save', { id: editors.id, name: 'Editors 2', permissionIds: [] })).status,
    ).toBe(200);
    expect((await admin.del(`/api/roles/delete/${editors.id}`)).body.message).toBe('Role deleted');
    expect((await admin.del(`/api/roles/delete/${editors.id}`)).body.key).toBe('role_not_found');
  });

  test('unknown ids are 404 role_not_found; over-long names are 422', async () => {
    const res = await admin.post('/api/roles/save', { id: 99999, name: 'Ghost', permissionIds: [] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ key: 'role_not_found', message: 'Role not found' });
    const long = await admin.post('/api/roles/save', { name: 'r'.repeat(256), permissionIds: [] });
    expect(long.body.errors).toEqual({ name: ['Name may not be greater than 255 characters'] });
    expect((await admin.del('/api/roles/delete/abc')).status).toBe(404);
  });

  test('validation and unknown permissions land under "permissions"', async () => {
    const res = await admin.post('/api/roles/save', { name: '', permissionIds: ['x'] });
    expect(res.body.errors).toEqual({
      name: ['Name field is required'],
      'permissions.0': ['Permissions must be an integer'],
    });
    const unknown = await admin.post('/api/roles/save', { name: 'Ghost', permissionIds: [999999] });
    expect(unknown.body.errors).toEqual({ permissions: ['Selected permissions does not exist'] });
  });

  test('a user without settingsRoles cannot edit roles, but the user form still offers them', async () => {
    const usersOnly = await userWith(['settingsUsers']);
    const selects = await usersOnly.get('/api/users/selects');
    expect(selects.status).toBe(200);
    expect(selects.body.data.roles.map((r: { name: string }) => r.name)).toContain('Administrator');
    expect(selects.body.data.countries.map((c: { name: string }) => c.name)).toContain('Estonia');
    expect((await usersOnly.get('/api/roles/list')).status).toBe(403);
    const res = await usersOnly.post('/api/roles/save', { name: 'Sneaky', permissionIds: [] });
    expect(res.status).toBe(403);
    expect(res.body.key).toBe('permission_denied');
    expect((await usersOnly.get('/api/users/list')).status).toBe(200);
  });
});

describe('IP whitelist rules', () => {
  test.each([
    ['010.0.0.1'],
    ['1.2.3.4/33'],
    ['2001:db8::/129'],
    ['10.0.0.9-10.0.0.1'],
    ['fe80::1%eth0'],
    ['127.1'],
    ['0x7f.0.0.1'],
    ['10.0.0.1-2001:db8::1'],
    [''],
  ])('refuses %p', async (ip) => {
    const res = await admin.post('/api/whitelisted-ips/save', { ip, description: 'bad' });
    expect(res.status).toBe(422);
    expect(res.body.errors.ip).toEqual([ip ? 'IP must be valid IP/IP range' : 'IP field is required']);
  });

  test('editing an unknown rule is 404 ip_rule_not_found; an over-long description is 422', async () => {
    const res = await admin.post('/api/whitelisted-ips/save', { id: 99999, ip: '10.0.0.1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ key: 'ip_rule_not_found', message: 'IP rule not found' });
    const long = await admin.post('/api/whitelisted-ips/save', {
      ip: '10.0.0.1',
      description: 'd'.repeat(256),
    });
    expect(long.body.errors).toEqual({ description: ['Description may not be greater than 255 characters'] });
    const wrongType = await admin.post('/api/whitelisted-ips/save', { ip: 42 });
    expect(wrongType.body.errors).toEqual({ ip: ['IP must be a string'] });
  });

  test('stores canonical forms; duplicates refused; self-lockout refused', async () => {
    const own = stack.browser({ ip: '192.0.2.10' });
    await own.login('admin', ADMIN_PASSWORD);
    const cidr = await own.post('/api/whitelisted-ips/save', { ip: '192.0.2.77/24', description: 'lab' });
    expect(cidr.body.data.ip).toBe('192.0.2.0/24');
    const v6 = await own.post('/api/whitelisted-ips/save', { ip: '2001:DB8:0:0::1', description: null });
    expect(v6.body.data.ip).toBe('2001:db8::1');
    expect((await own.post('/api/whitelisted-ips/save', { ip: '192.0.2.0/24' })).body.errors.ip).toEqual([
      'IP has already been taken',
    ]);
    const lockout = await own.post('/api/whitelisted-ips/save', {
      id: cidr.body.data.id,
      ip: '198.51.100.0/24',
    });
    expect(lockout.status).toBe(422);
    expect(lockout.body.errors.ip).toEqual(['This change would lock out your own IP address 192.0.2.10']);
    const del = await own.del(`/api/whitelisted-ips/delete/${cidr.body.data.id}`);
    expect(del.status).toBe(422);
    expect((await own.del(`/api/whitelisted-ips/delete/${v6.body.data.id}`)).status).toBe(200);
    expect((await own.del(`/api/whitelisted-ips/delete/${cidr.body.data.id}`)).status).toBe(200);
    expect((await own.del(`/api/whitelisted-ips/delete/${cidr.body.data.id}`)).body.key).toBe(
      'ip_rule_not_found',
    );
  });
});

describe('settings', () => {
  test('lists the seeded settings and saves a value by its own rule', async () => {
    const rows = (await admin.get('/api/settings/list')).body.data.rows as {
      id: number;
      code: string;
      value: string;
    }[];
    const vat = rows.find((r) => r.code === 'vat_percent')!;
    expect(vat.value).toBe('24');
    const ok = await admin.post('/api/settings/save', { id: vat.id, code: vat.code, value: '22' });
    expect(ok.body).toMatchObject({ message: 'Setting saved', data: { value: '22' } });
    const bad = await admin.post('/api/settings/save', { id: vat.id, value: 'lots' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ value: ['Value must be a number'] });
    const missing = await admin.post('/api/settings/save', { id: 99999, value: 'x' });
    expect(missing.body).toEqual({ key: 'setting_not_found', message: 'Setting not found' });
  });
});
