import { ListScreen } from '../pages/ListScreen';
import { api, createUser } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

test('Roles: the name is required; add with permissions, edit, delete', async () => {
  const screen = new ListScreen(fx.page, '/settings/roles');
  await screen.open();
  await screen.add();
  await screen.save();
  await screen.fieldMessage('Name field is required').waitFor();
  const name = unique('Buyers');
  await screen.fill('Name', name);
  await screen.fieldMessage('Name field is required').waitFor({ state: 'detached' });
  await screen.pick('Permissions', 'View partners (partners)', 'Partner products (partnerProducts)');
  await screen.save();
  await screen.toast('Role saved').waitFor();
  await screen.row(name).getByText('View partners, Partner products').waitFor();

  await screen.edit(name);
  await screen.fill('Name', `${name} 2`);
  await screen.save();
  await screen.row(`${name} 2`).waitFor();
  await screen.remove(`${name} 2`);
  await screen.toast('Role deleted').waitFor();
  await screen.row(`${name} 2`).waitFor({ state: 'detached' });
});

test('Roles: a failed save shows the red toast and keeps the message under the field until it is edited', async () => {
  const taken = unique('Taken');
  expect((await api(fx.page, 'post', '/api/roles/save', { name: taken, permissionIds: [] })).status).toBe(
    200,
  );
  const screen = new ListScreen(fx.page, '/settings/roles');
  await screen.open();
  await screen.add();
  await screen.fill('Name', taken.toUpperCase()); // names are unique ignoring case
  await screen.save();
  await screen.toast('The given data was invalid').waitFor();
  await screen.fieldMessage('Name has already been taken').waitFor();
  // the toast goes, the field message stays
  await screen.toast('The given data was invalid').waitFor({ state: 'detached', timeout: 10_000 });
  expect(await screen.fieldMessage('Name has already been taken').isVisible()).toBe(true);
  await screen.field('Name').press('End');
  await screen.field('Name').pressSequentially(' 2');
  await screen.fieldMessage('Name has already been taken').waitFor({ state: 'detached' });
});

test('Roles: a name with an invisible character (a soft hyphen) is refused under the field (issue 30)', async () => {
  const screen = new ListScreen(fx.page, '/settings/roles');
  await screen.open();
  await screen.add();
  await screen.fill('Name', 'Administ\u00adrator');
  await screen.save();
  await screen.fieldMessage('Name must not contain invisible or control characters').waitFor();
});

test('Roles: deleting a role one user holds asks again and says "held by 1 user"', async () => {
  const username = await createUser(fx.page, unique('holder'), ['partners']);
  const role = `${username} role`;
  const screen = new ListScreen(fx.page, '/settings/roles');
  await screen.open();
  await screen.remove(role);
  await screen.confirmDialog.getByText('This role is held by 1 user. Delete it anyway?').waitFor();
  await screen.confirm();
  await screen.toast('Role deleted').waitFor();
  await screen.row(role).waitFor({ state: 'detached' });
});
