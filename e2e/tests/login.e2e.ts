import { LoginPage } from '../pages/LoginPage';
import { TopNav } from '../pages/TopNav';
import { ADMIN_PASSWORD, useBrowserPage } from '../support/browser';

const fx = useBrowserPage();

test('a wrong password shows the red banner and the message under the field', async () => {
  const login = new LoginPage(fx.page);
  await fx.page.goto('/');
  await login.submit('admin', 'not-the-password');
  await expect(login.banner.textContent()).resolves.toBe('Login failed');
  await login.dialog.getByText('These credentials do not match our records').waitFor();
  expect(await login.username.getAttribute('aria-invalid')).toBe('true');
});

test('empty fields show the required messages under both fields', async () => {
  const login = new LoginPage(fx.page);
  await fx.page.goto('/');
  await login.submit('', '');
  await login.dialog.getByText('Username field is required').waitFor();
  await login.dialog.getByText('Password field is required').waitFor();
});

test('logging in shows every menu; logout brings the login back', async () => {
  const login = new LoginPage(fx.page);
  await login.login('admin', ADMIN_PASSWORD);
  const nav = new TopNav(fx.page);
  for (const menu of ['Partners', 'PIM category mapping', 'Export', 'Settings']) {
    expect(await nav.item(menu).count()).toBe(1);
  }
  await nav.item('Settings').click();
  for (const entry of [
    'Settings',
    'IP whitelist',
    'Roles',
    'Users',
    'Settings desktop',
    'Tests',
    'Queue dashboard',
  ]) {
    await fx.page.getByRole('menuitem', { name: entry, exact: true }).waitFor();
  }
  expect(await fx.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.username)).toBe(
    'admin',
  );
  await fx.page.keyboard.press('Escape');
  await nav.logout();
  await login.dialog.waitFor();
  expect(await fx.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  // the session is gone on the server too
  expect((await fx.page.request.get('/api/auth/me')).status()).toBe(401);
});

test('switching to Estonian translates the interface and is remembered', async () => {
  const login = new LoginPage(fx.page);
  await login.login('admin', ADMIN_PASSWORD);
  const nav = new TopNav(fx.page);
  await nav.language('Eesti');
  await nav.item('Seaded').waitFor();
  await fx.page.getByRole('button', { name: 'Logi välja' }).waitFor();
  await fx.page.reload();
  await nav.item('Seaded').waitFor();
  await nav.language('English');
  await nav.item('Settings').waitFor();
});

test('the login screen speaks Estonian too, and the app starts in the chosen language', async () => {
  const login = new LoginPage(fx.page);
  await fx.page.goto('/');
  await login.dialog.getByRole('button', { name: 'Eesti' }).click();
  await fx.page.getByRole('heading', { name: 'Sisselogimine' }).waitFor();
  await login.submit('', '');
  await login.dialog.getByText('Kasutajanimi on kohustuslik').waitFor();
  await login.submit('admin', ADMIN_PASSWORD);
  await fx.page.getByTestId('current-user').waitFor();
  const nav = new TopNav(fx.page);
  await nav.item('Seaded').waitFor();
  // Kept on the user: the next login, in any browser, starts in it.
  const me = (await (await fx.page.request.get('/api/auth/me')).json()) as { data: { locale: string } };
  expect(me.data.locale).toBe('et');
  // Back to English for the tests that follow as admin.
  await nav.language('English');
  await nav.item('Settings').waitFor();
});
