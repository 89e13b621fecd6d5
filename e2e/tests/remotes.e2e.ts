import { SettingsPage } from '../pages/SettingsPage';
import { TopNav } from '../pages/TopNav';
import { useBrowserPage } from '../support/browser';

const fx = useBrowserPage({ loginAsAdmin: true });

test('the settings screen loads from its remote; a value is edited and saved; a bad value shows the message under the field', async () => {
  const remoteRequests: string[] = [];
  fx.page.on('request', (r) => r.url().includes('/remotes/settings/') && remoteRequests.push(r.url()));
  await new TopNav(fx.page).open('Settings', /^Settings$/);
  const settings = new SettingsPage(fx.page);
  await settings.row('vat_percent').waitFor();
  expect(remoteRequests.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);

  await settings.edit('vat_percent', 'lots');
  await fx.page.getByText('Value must be a number').waitFor();
  await settings.row('vat_percent').getByRole('button', { name: 'Cancel editing' }).click();
  expect(await fx.page.getByText('Value must be a number').count()).toBe(0);

  await settings.edit('vat_percent', '22');
  await fx.page.getByText('Setting saved').waitFor();
  await settings.row('vat_percent').getByText('22', { exact: true }).waitFor();
  await settings.edit('vat_percent', '24');
  await settings.row('vat_percent').getByText('24', { exact: true }).waitFor();
});

test('the app survives the settings remote being down: an error with Retry, the rest keeps working', async () => {
  await fx.page.route('**/remotes/settings/**', (route) => route.abort());
  await fx.page.goto('/settings');
  await fx.page.getByText('This part of the app could not be loaded.').waitFor();
  await new TopNav(fx.page).item('Partners').waitFor();
  // the remote comes back: Retry loads it, without reloading the fx.page
  await fx.page.unroute('**/remotes/settings/**');
  await fx.page.getByRole('button', { name: 'Retry' }).click();
  await new SettingsPage(fx.page).row('vat_percent').waitFor();
  // navigation and other remotes keep working
  await new TopNav(fx.page).open('Partners', 'Partner list');
  await fx.page.getByTestId('not-built-yet').waitFor();
});
