import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LoginPage } from '../pages/LoginPage';
import { SettingsPage } from '../pages/SettingsPage';
import { TopNav } from '../pages/TopNav';
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
  await new LoginPage(page).login('admin', ADMIN_PASSWORD);
});
afterEach(() => context.close());

test('the settings screen loads from its remote; a value is edited and saved; a bad value shows the message under the field', async () => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/remotes/settings/') && remoteRequests.push(r.url()));
  await new TopNav(page).open('Settings', /^Settings$/);
  const settings = new SettingsPage(page);
  await settings.row('vat_percent').waitFor();
  expect(remoteRequests.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);

  await settings.edit('vat_percent', 'lots');
  await page.getByText('Value must be a number').waitFor();
  await settings.row('vat_percent').getByRole('button', { name: 'Cancel editing' }).click();
  expect(await page.getByText('Value must be a number').count()).toBe(0);

  await settings.edit('vat_percent', '22');
  await page.getByText('Setting saved').waitFor();
  await settings.row('vat_percent').getByText('22', { exact: true }).waitFor();
  await settings.edit('vat_percent', '24');
  await settings.row('vat_percent').getByText('24', { exact: true }).waitFor();
});

test('the app survives the settings remote being down: an error with Retry, the rest keeps working', async () => {
  await page.route('**/remotes/settings/**', (route) => route.abort());
  await page.goto('/settings');
  await page.getByText('This part of the app could not be loaded.').waitFor();
  await new TopNav(page).item('Partners').waitFor();
  // the remote comes back: Retry loads it, without reloading the page
  await page.unroute('**/remotes/settings/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await new SettingsPage(page).row('vat_percent').waitFor();
  // navigation and other remotes keep working
  await new TopNav(page).open('Partners', 'Partner list');
  await page.getByTestId('not-built-yet').waitFor();
});
