import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { TopNav } from '../pages/TopNav';
import { createUser } from '../support/api';
import { ADMIN_PASSWORD, launch, newPage } from '../support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
beforeEach(async () => {
  ({ context, page } = await newPage(browser));
});
afterEach(() => context.close());

test('an unknown path shows the 404 page', async () => {
  await new LoginPage(page).login('admin', ADMIN_PASSWORD);
  await page.goto('/no/such/page');
  await page.getByTestId('not-found').waitFor();
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByText('Page not found').waitFor();
});

test('a route without permission shows a danger toast and goes home; menus follow permissions', async () => {
  await new LoginPage(page).login('admin', ADMIN_PASSWORD);
  const name = await createUser(page, `viewer${Date.now()}`, ['partners']);
  const other = await newPage(browser);
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
