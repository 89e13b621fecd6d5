import { CrudPage } from '../pages/CrudPage';
import { useBrowserPage } from '../support/browser';

const fx = useBrowserPage({ loginAsAdmin: true });

test('IP whitelist: a bad range shows its message under the field; add, edit and delete a rule', async () => {
  const screen = new CrudPage(fx.page, '/settings/whitelist');
  await screen.open();
  await screen.add();
  await screen.fill('IP or IP range', '1.2.3.4/33');
  await screen.save();
  await screen.modal.getByText('IP must be valid IP/IP range').waitFor();
  // the browser is 127.0.0.1: a rule that keeps it in
  await screen.fill('IP or IP range', '127.0.0.9/8');
  await screen.fill('Description', 'local');
  await screen.save();
  await screen.sees('IP rule saved');
  await screen.row('127.0.0.0/8').waitFor();
  await screen.edit('127.0.0.0/8');
  await screen.fill('Description', 'loopback');
  await screen.save();
  await screen.row('loopback').waitFor();
  await screen.remove('127.0.0.0/8');
  await screen.sees('IP rule deleted');
  await fx.page.locator('tbody tr', { hasText: '127.0.0.0/8' }).waitFor({ state: 'detached' });
});

test('Roles: validation under the name; add with permissions, edit, delete', async () => {
  const screen = new CrudPage(fx.page, '/settings/roles');
  await screen.open();
  await screen.add();
  await screen.save();
  await screen.modal.getByText('Name field is required').waitFor();
  await screen.fill('Name', 'Buyers');
  await screen.pick('Permissions', 'View partners (partners)', 'Partner products (partnerProducts)');
  await screen.save();
  await screen.sees('Role saved');
  await screen.row('Buyers').getByText('View partners, Partner products').waitFor();
  await screen.edit('Buyers');
  await screen.fill('Name', 'Buyers 2');
  await screen.save();
  await screen.row('Buyers 2').waitFor();
  await screen.remove('Buyers 2');
  await screen.sees('Role deleted');
});

test('Users: add (password required), edit keeps the password, delete', async () => {
  const screen = new CrudPage(fx.page, '/settings/users');
  await screen.open();
  await screen.add();
  await screen.modal.getByText('Add user').waitFor();
  await screen.fill('Username', 'mari');
  await screen.fill('First name', 'Mari');
  await screen.fill('Last name', 'Maasikas');
  await screen.fill('Email', 'not-an-email');
  await screen.save();
  await screen.modal.getByText('Email must be a valid email address').waitFor();
  await screen.modal.getByText('Password field is required').waitFor();
  await screen.fill('Email', 'mari@example.com');
  await screen.modal.getByLabel('Password', { exact: true }).fill('secret-password');
  await screen.pick('Country', 'Estonia');
  await screen.save();
  await screen.sees('User saved');
  await screen.row('Mari Maasikas (mari)').waitFor();
  await screen.edit('mari');
  await screen.modal.getByText('Edit user').waitFor();
  await screen.fill('First name', 'Marie');
  await screen.save();
  await screen.row('Marie Maasikas (mari)').waitFor();
  await screen.remove('mari');
  await screen.sees('User deleted');
});

test('Settings desktop: each button answers with what the services did', async () => {
  await fx.page.goto('/settings/desktop');
  await fx.page.getByRole('button', { name: 'Clear cache' }).click();
  await fx.page.getByText(/Cache cleared: \d+ services answered/).waitFor();
  await fx.page.getByRole('button', { name: 'Queue restart' }).click();
  await fx.page.getByText(/Queue restart requested: \d+ services answered/).waitFor();
  await fx.page.getByRole('button', { name: 'Migrate' }).click();
  await fx.page.getByText(/Migrations run: \d+ services answered/).waitFor();
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
