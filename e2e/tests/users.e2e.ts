import { ListScreen } from '../pages/ListScreen';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

test('Users: add (every message at once, password required), edit keeps the password, delete', async () => {
  const screen = new ListScreen(fx.page, '/settings/users');
  await screen.open();
  await screen.add();
  await screen.modal.getByText('Add user').waitFor();
  const username = unique('mari');
  await screen.fill('Username', username);
  await screen.fill('First name', 'Mari');
  await screen.fill('Last name', 'Maasikas');
  await screen.fill('Email', 'not-an-email');
  await screen.save();
  await screen.fieldMessage('Email must be a valid email address').waitFor();
  await screen.fieldMessage('Password field is required').waitFor();
  await screen.fieldMessage('Country field is required').waitFor();
  await screen.fill('Email', `${username}@example.com`);
  await screen.fieldMessage('Email must be a valid email address').waitFor({ state: 'detached' });
  await screen.fill('Password', 'secret-password');
  await screen.field('Country').click();
  await fx.page.getByRole('option').first().click();
  await screen.save();
  await screen.toast('User saved').waitFor();
  await screen.row(username).getByText('Maasikas').waitFor();

  await screen.edit(username);
  await screen.modal.getByText('Edit user').waitFor();
  await screen.modal.getByText('Leave empty to keep the current password').waitFor();
  await screen.fill('First name', 'Marie');
  await screen.save();
  await screen.row(username).getByText('Marie').waitFor();
  await screen.remove(username);
  await screen.toast('User deleted').waitFor();
  await screen.row(username).waitFor({ state: 'detached' });
});

test('Users: sort and page size live in the URL and go to the server', async () => {
  const screen = new ListScreen(fx.page, '/settings/users');
  await screen.open();
  const sorted = fx.page.waitForRequest((r) => decodeURIComponent(r.url()).includes('order[field]=email'));
  await fx.page.locator('th[data-accessor="email"]').click();
  await sorted;
  await fx.page.waitForURL(/sort=email/);

  const paged = fx.page.waitForRequest((r) => /[?&]perPage=25(&|$)/.test(r.url()));
  await fx.page.getByRole('button', { name: /^50/ }).click();
  await fx.page.getByRole('menuitem', { name: '25', exact: true }).click();
  await paged;
  await fx.page.waitForURL(/perPage=25(&|$)/);

  // a shared link restores both
  const again = fx.page.waitForRequest(
    (r) => decodeURIComponent(r.url()).includes('order[field]=email') && /[?&]perPage=25(&|$)/.test(r.url()),
  );
  await fx.page.reload();
  await again;
  await fx.page.getByText(/^1–\d+ of \d+$/).waitFor();
});
