import { SettingsPage } from '../pages/SettingsPage';
import { TopNav } from '../pages/TopNav';
import { useBrowserPage } from '../support/browser';

const fx = useBrowserPage({ loginAsAdmin: true });

test('the settings screen loads from its remote (its manifest is fetched at run time)', async () => {
  const remoteRequests: string[] = [];
  fx.page.on('request', (r) => r.url().includes('/remotes/settings/') && remoteRequests.push(r.url()));
  await new TopNav(fx.page).open('Settings', /^Settings$/);
  await new SettingsPage(fx.page).row('vat_percent').waitFor();
  expect(remoteRequests.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
});

test('the app survives the settings remote being down: an error with Retry, the rest keeps working', async () => {
  await fx.page.route('**/remotes/settings/**', (route) => route.abort());
  await fx.page.goto('/settings');
  await fx.page.getByText('This part of the app could not be loaded.').waitFor();
  await new TopNav(fx.page).item('Partners').waitFor();
  // the remote comes back: Retry loads it, without reloading the page
  await fx.page.unroute('**/remotes/settings/**');
  await fx.page.getByRole('button', { name: 'Retry' }).click();
  await new SettingsPage(fx.page).row('vat_percent').waitFor();
  // navigation and other remotes keep working
  await new TopNav(fx.page).open('Partners', 'Partner list');
  await fx.page.getByRole('heading', { name: 'Partners', level: 2 }).waitFor();
  await fx.page.getByRole('table', { name: 'Partners' }).waitFor();
});
