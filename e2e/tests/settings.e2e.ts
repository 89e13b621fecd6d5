import { SECRET_MASK } from '@feedhub/contracts';
import { SettingsPage } from '../pages/SettingsPage';
import { ListScreen } from '../pages/ListScreen';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

test('Settings: a value edits inline without moving the columns; a bad value keeps its message until edited', async () => {
  const settings = new SettingsPage(fx.page);
  const toasts = new ListScreen(fx.page, '/settings');
  await settings.open();
  await fx.page.getByText(/^1–\d+ of \d+$/).waitFor();
  const before = await settings.value('export_batch_size');
  const widths = () =>
    fx.page
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().width)));
  const viewing = await widths();

  await settings.startEdit('export_batch_size');
  expect(await widths()).toEqual(viewing);
  await settings.input('export_batch_size').fill('lots');
  await settings.save('export_batch_size');
  // the server refuses it: the red toast with its message, and the message under the field
  await toasts.toast('The given data was invalid').waitFor();
  const message = settings.row('export_batch_size').getByText('Value must be an integer');
  await message.waitFor();
  await settings.input('export_batch_size').press('End');
  await settings.input('export_batch_size').press('Backspace');
  await message.waitFor({ state: 'detached' });

  const next = String((Number(before) % 900) + 7);
  await settings.input('export_batch_size').fill(next);
  await settings.input('export_batch_size').press('Enter');
  await toasts.toast('Setting saved').waitFor();
  await settings.row('export_batch_size').getByText(next, { exact: true }).waitFor();
  // put it back
  await settings.edit('export_batch_size', before);
  await settings.row('export_batch_size').getByText(before, { exact: true }).waitFor();
});

test('Settings: Escape leaves edit mode and drops the message', async () => {
  const settings = new SettingsPage(fx.page);
  await settings.open();
  await settings.startEdit('vat_percent');
  await settings.input('vat_percent').fill('lots');
  await settings.save('vat_percent');
  await fx.page.getByText('Value must be a number').waitFor();
  await settings.input('vat_percent').press('Escape');
  await settings.input('vat_percent').waitFor({ state: 'detached' });
  expect(await fx.page.getByText('Value must be a number').count()).toBe(0);
});

test('Settings: a secret shows masked, edits in an empty password field, and an empty save keeps it', async () => {
  const settings = new SettingsPage(fx.page);
  await settings.open();
  const secret = unique('pim-secret');
  await settings.edit('pim_client_secret', secret);
  await settings.row('pim_client_secret').getByText(SECRET_MASK).waitFor();
  expect(await fx.page.getByText(secret).count()).toBe(0);

  await settings.startEdit('pim_client_secret');
  const input = settings.input('pim_client_secret');
  expect(await input.getAttribute('type')).toBe('password');
  expect(await input.inputValue()).toBe('');
  const sent = fx.page.waitForRequest((r) => r.url().endsWith('/api/settings/save'));
  await settings.save('pim_client_secret');
  expect((await sent).postDataJSON()).toMatchObject({ code: 'pim_client_secret', value: SECRET_MASK });
  await settings.row('pim_client_secret').getByText(SECRET_MASK).waitFor();
  // the page never received the value
  expect(await fx.page.content()).not.toContain(secret);
});

test('Settings desktop: each button answers with what the services did', async () => {
  await fx.page.goto('/settings/desktop');
  await fx.page.getByRole('button', { name: 'Clear cache' }).click();
  await fx.page.getByText(/^(Cache cleared|Nothing to clear)/).waitFor();
  await fx.page.getByRole('button', { name: 'Queue restart' }).click();
  await fx.page.getByText(/^(Queue restart requested|Nothing to restart)/).waitFor();
  await fx.page.getByRole('button', { name: 'Migrate' }).click();
  await fx.page.getByText(/^(Migrations run|Nothing to migrate)/).waitFor();
});

test('Tests page: the latest report in a frame, or how to make one', async () => {
  await fx.page.goto('/tests');
  await fx.page.getByRole('heading', { name: 'Tests' }).waitFor();
  const frame = fx.page.locator('iframe');
  const instructions = fx.page.getByText('There is no test report yet');
  await frame.or(instructions).first().waitFor();
  if (await frame.count())
    expect(await frame.getAttribute('src')).toMatch(/^\/api\/test-reports\/(jest|e2e)\/index\.html$/);
  else await fx.page.getByText('npm test').waitFor();
});
