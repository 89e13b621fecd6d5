import { LoginPage } from '../pages/LoginPage';
import { TopNav } from '../pages/TopNav';
import { createUser } from '../support/api';
import { ADMIN_PASSWORD, newPage, useBrowserPage } from '../support/browser';

const fx = useBrowserPage();

test('an unknown path shows the 404 page', async () => {
  await new LoginPage(fx.page).login('admin', ADMIN_PASSWORD);
  await fx.page.goto('/no/such/page');
  await fx.page.getByTestId('not-found').waitFor();
  await fx.page.getByText('404', { exact: true }).waitFor();
  await fx.page.getByText('Page not found').waitFor();
});

test('a route without permission shows a danger toast and goes home; menus follow permissions', async () => {
  await new LoginPage(fx.page).login('admin', ADMIN_PASSWORD);
  const name = await createUser(fx.page, `viewer${Date.now()}`, ['partners']);
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
