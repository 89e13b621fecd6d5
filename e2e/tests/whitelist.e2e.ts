import { ListScreen } from '../pages/ListScreen';
import { useBrowserPage } from '../support/browser';
import { randomByte, unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** A rule of this test's own that still lets the browser (127.0.0.1) in. */
const ownRange = () => `127.0.0.1-127.${randomByte()}.${randomByte()}.${randomByte()}`;

test('IP whitelist: a bad range is refused under the field until edited; add, edit and delete a rule', async () => {
  const screen = new ListScreen(fx.page, '/settings/whitelist');
  await screen.open();
  await screen.add();
  await screen.fill('IP or IP range', '1.2.3.4/33');
  await screen.save();
  await screen.fieldMessage('IP must be valid IP/IP range').waitFor();
  // the message goes as soon as the field changes
  const range = ownRange();
  await screen.fill('IP or IP range', range);
  await screen.fieldMessage('IP must be valid IP/IP range').waitFor({ state: 'detached' });
  const description = unique('office');
  await screen.fill('Description', description);
  await screen.save();
  await screen.toast('IP rule saved').waitFor();
  await screen.modal.waitFor({ state: 'detached' });
  await screen.row(range).getByText(description).waitFor();

  await screen.edit(range);
  expect(fx.page.url()).toMatch(/dialog=edit&id=\d+/);
  const renamed = unique('loopback');
  await screen.fill('Description', renamed);
  await screen.save();
  await screen.row(range).getByText(renamed).waitFor();
  expect(fx.page.url()).not.toContain('dialog=');

  await screen.remove(range);
  await screen.toast('IP rule deleted').waitFor();
  await screen.row(range).waitFor({ state: 'detached' });
});

test('IP whitelist: a rule that admits every address asks first, and is saved only when confirmed', async () => {
  const screen = new ListScreen(fx.page, '/settings/whitelist');
  await screen.open();
  await screen.add();
  await screen.fill('IP or IP range', '0.0.0.0/0');
  await screen.fill('Description', unique('everyone'));
  await screen.save();
  await screen.confirmDialog.getByText('Switch the whitelist off?').waitFor();
  await screen.confirmDialog.getByText(/The rule 0\.0\.0\.0\/0 admits every address/).waitFor();
  // Cancel: nothing is saved, the form stays open
  await fx.page.getByTestId('confirm-no').click();
  await screen.confirmDialog.waitFor({ state: 'detached' });
  expect(await screen.modal.isVisible()).toBe(true);
  expect(await screen.row('0.0.0.0/0').count()).toBe(0);

  const sent = fx.page.waitForRequest((r) => r.url().endsWith('/api/whitelisted-ips/save'));
  await screen.save();
  await screen.confirmDialog.getByRole('button', { name: 'Save and admit every address' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ ip: '0.0.0.0/0', confirmAll: true });
  await screen.toast('IP rule saved').waitFor();
  await screen.row('0.0.0.0/0').waitFor();

  await screen.remove('0.0.0.0/0');
  await screen.row('0.0.0.0/0').waitFor({ state: 'detached' });
});
