import type { Page } from 'playwright-core';

/** Calls the API as the user logged in on this page (same cookies, the page's CSRF token). */
export async function api(page: Page, method: 'get' | 'post' | 'delete', path: string, data?: unknown) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.fetch(path, {
    method: method.toUpperCase(),
    data,
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
  });
  return { status: res.status(), body: await res.json() };
}

/** Creates (as the logged-in admin) a user holding exactly these permissions; returns its name. */
export async function createUser(page: Page, name: string, permissions: string[]): Promise<string> {
  const all = (await api(page, 'get', '/api/permissions/list')).body.data.rows as {
    id: number;
    name: string;
  }[];
  const countries = (await api(page, 'get', '/api/countries/list')).body.data.rows as { id: number }[];
  const role = await api(page, 'post', '/api/roles/save', {
    name: `${name} role`,
    permissionIds: all.filter((p) => permissions.includes(p.name)).map((p) => p.id),
  });
  if (role.status !== 200) throw new Error(JSON.stringify(role.body));
  const user = await api(page, 'post', '/api/users/save', {
    username: name,
    firstName: 'E2e',
    lastName: 'User',
    email: `${name}@example.com`,
    password: 'password-123',
    countryId: countries[0].id,
    roleIds: [role.body.data.id],
  });
  if (user.status !== 200) throw new Error(JSON.stringify(user.body));
  return name;
}
