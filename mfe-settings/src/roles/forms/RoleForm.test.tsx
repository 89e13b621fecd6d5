import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { permissionsFixture, rolesFixture } from '../fixtures';
import { RoleForm } from './RoleForm';

test('the name is required; the role goes out with permission ids as numbers', async () => {
  const onSubmit = jest.fn();
  renderUi(
    <RoleForm
      role={rolesFixture[1]}
      permissions={permissionsFixture}
      saving={false}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('Edit role')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: ' ' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(screen.getByText('Name field is required')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Buyers 2' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSubmit.mock.calls[0][0]).toEqual({ id: 2, name: 'Buyers 2', permissionIds: [2, 3] });
});

test('a server message about `permissions` shows under the permissions field', () => {
  renderUi(
    <RoleForm
      permissions={permissionsFixture}
      saving={false}
      serverErrors={{ permissions: ['You cannot take away your own access'] }}
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('Add role')).toBeTruthy();
  expect(screen.getByText('You cannot take away your own access')).toBeTruthy();
});
