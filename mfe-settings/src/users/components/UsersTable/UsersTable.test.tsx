import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { usersFixture } from '../../fixtures';
import { UsersTable, type UsersTableProps } from './UsersTable';

const props = (over: Partial<UsersTableProps> = {}): UsersTableProps => ({
  rows: usersFixture,
  paging: { total: 60, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'username', direction: 'asc' },
  onSortChange: jest.fn(),
  onEdit: jest.fn(),
  onDelete: jest.fn(),
  ...over,
});

test('users with names, e-mail and roles; the pager counts them', () => {
  const p = props();
  renderUi(<UsersTable {...p} />);
  expect(screen.getByText('Maasikas')).toBeTruthy();
  expect(screen.getByText('Buyers, Viewers')).toBeTruthy();
  expect(screen.getByText('1–2 of 60')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit mari' }));
  expect(p.onEdit).toHaveBeenCalledWith(usersFixture[1]);
});

test('each name column and e-mail sort on the server', () => {
  const p = props();
  renderUi(<UsersTable {...p} />);
  fireEvent.click(screen.getByText('Email'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'email', direction: 'asc' });
  fireEvent.click(screen.getByText('Last name'));
  expect(p.onSortChange).toHaveBeenLastCalledWith({ field: 'lastName', direction: 'asc' });
});

test('loading: skeleton rows before the first page', () => {
  renderUi(<UsersTable {...props({ rows: undefined, loading: true })} />);
  expect(document.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);
});
