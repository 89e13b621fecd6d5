import { LoginPage } from '../pages/LoginPage';
import { TopNav } from '../pages/TopNav';
import { api, createUser } from '../support/api';
import { ADMIN_PASSWORD, newPage, useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage();

test('an unknown path, and a route with a non-numeric id, show the 404 page', async () => {
  await new LoginPage(fx.page).login('admin', ADMIN_PASSWORD);
  for (const path of ['/no/such/page', '/partners/abc/products', '/partners/1/product/x1']) {
    await fx.page.goto(path);
    await fx.page.getByTestId('not-found').waitFor();
    await fx.page.getByText('404', { exact: true }).waitFor();
    await fx.page.getByText('Page not found').waitFor();
  }
  // a numeric id is the route (its remote's screen), not the 404 page
  await fx.page.goto('/partners/12/products');
  await new TopNav(fx.page).item('Partners').waitFor();
  await fx.page.waitForLoadState('networkidle');
  expect(await fx.page.getByTestId('not-found').count()).toBe(0);
});

test('a route without permission shows a danger toast and goes home; menus follow permissions', async () => {
  await new LoginPage(fx.page).login('admin', ADMIN_PASSWORD);
  const name = await createUser(fx.page, unique('viewer'), ['partners']);
  const other = await newPage(fx.browser);
  try {
    await new LoginPage(other.page).login(name, 'password-123');
    const nav = new TopNav(other.page);
    expect(await nav.item('Partners').count()).toBe(1);
    expect(await nav.item('Settings').count()).toBe(0);
    expect(await nav.item('Export').count()).toBe(0);
    await other.page.goto('/settings/users');
    await other.page.getByText('Permission denied').waitFor();
    await other.page.waitForURL((url) => url.pathname === '/');
  } finally {
    await other.context.close();
  }
});

test('after the session ends (401) and a new login, the user is back on the page they were on', async () => {
  await new LoginPage(fx.page).login('admin', ADMIN_PASSWORD);
  await fx.page.goto('/settings/roles?sort=name&dir=desc');
  await fx.page.getByRole('table').waitFor();
  // the session ends on the server while the browser still holds its user
  expect((await api(fx.page, 'post', '/api/auth/logout', {})).status).toBe(200);
  await fx.page.reload();
  const login = new LoginPage(fx.page);
  await login.dialog.waitFor();
  expect(new URL(fx.page.url()).pathname).toBe('/settings/roles');
  await login.submit('admin', ADMIN_PASSWORD);
  await fx.page.getByTestId('current-user').waitFor();
  await fx.page.getByRole('heading', { name: 'Roles' }).waitFor();
  const url = new URL(fx.page.url());
  expect(url.pathname + url.search).toBe('/settings/roles?sort=name&dir=desc');
});

test('Log out goes home to the login screen', async () => {
  await new LoginPage(fx.page).login('admin', ADMIN_PASSWORD);
  await fx.page.goto('/settings/users');
  await fx.page.getByRole('table').waitFor();
  await new TopNav(fx.page).logout();
  await new LoginPage(fx.page).dialog.waitFor();
  expect(new URL(fx.page.url()).pathname).toBe('/');
});

test('<html lang> follows the language, on the login screen and in the app', async () => {
  const login = new LoginPage(fx.page);
  await fx.page.goto('/');
  await login.dialog.waitFor();
  const lang = () => fx.page.evaluate(() => document.documentElement.lang);
  expect(await lang()).toBe('en');
  await login.dialog.getByRole('button', { name: 'Eesti' }).click();
  expect(await lang()).toBe('et');
  await login.submit('admin', ADMIN_PASSWORD);
  await fx.page.getByTestId('current-user').waitFor();
  expect(await lang()).toBe('et');
  await new TopNav(fx.page).language('English');
  await new TopNav(fx.page).item('Settings').waitFor();
  expect(await lang()).toBe('en');
});
