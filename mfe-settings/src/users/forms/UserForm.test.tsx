import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { userSelectsFixture, usersFixture } from '../fixtures';
import { UserForm } from './UserForm';

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('adding: every message at once (password required, e-mail), each clears when its field changes', async () => {
  const onSubmit = jest.fn();
  renderUi(<UserForm selects={userSelectsFixture} saving={false} onSubmit={onSubmit} onCancel={jest.fn()} />);
  type(/^Username/, 'mari');
  type(/^Email/, 'not-an-email');
  await save();
  expect(screen.getByText('Email must be a valid email address')).toBeTruthy();
  expect(screen.getByText('Password field is required')).toBeTruthy();
  expect(screen.getByText('First name field is required')).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
  await act(async () => type(/^Email/, 'mari@example.com'));
  expect(screen.queryByText('Email must be a valid email address')).toBeNull();
  expect(screen.getByText('Password field is required')).toBeTruthy();
});

test('editing: an empty password keeps the current one; ids go out as numbers', async () => {
  const onSubmit = jest.fn();
  renderUi(
    <UserForm
      user={usersFixture[1]}
      selects={userSelectsFixture}
      saving={false}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('Leave empty to keep the current password')).toBeTruthy();
  await save();
  expect(onSubmit.mock.calls[0][0]).toEqual({
    id: 2,
    username: 'mari',
    firstName: 'Mari',
    lastName: 'Maasikas',
    email: 'mari@example.com',
    password: undefined,
    countryId: 1,
    roleIds: [2, 3],
  });
});

test('server messages: `roles` under the roles field, uniqueness under the user name', () => {
  renderUi(
    <UserForm
      selects={userSelectsFixture}
      saving={false}
      serverErrors={{
        username: ['The username has already been taken'],
        roles: ['You cannot lock yourself out'],
      }}
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
  expect(screen.getByText('The username has already been taken')).toBeTruthy();
  expect(screen.getByText('You cannot lock yourself out')).toBeTruthy();
});
