import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderUi } from '@feedhub/ui/testing';
import { rolesFixture } from '../../fixtures';
import { RolesTable, type RolesTableProps } from './RolesTable';

const props = (over: Partial<RolesTableProps> = {}): RolesTableProps => ({
  rows: rolesFixture,
  paging: { total: 2, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'name', direction: 'asc' },
  onSortChange: jest.fn(),
  onEdit: jest.fn(),
  onDelete: jest.fn(),
  ...over,
});

afterEach(() => i18next.changeLanguage('en'));

test('roles with their permissions; icons per row', () => {
  const p = props();
  renderUi(<RolesTable {...p} />);
  expect(screen.getByText('View partners, Partner products')).toBeTruthy();
  expect(screen.getByText('All permissions')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete Buyers' }));
  expect(p.onDelete).toHaveBeenCalledWith(rolesFixture[1]);
});

test('permission descriptions follow the interface language, * included', async () => {
  await i18next.changeLanguage('et');
  renderUi(<RolesTable {...props()} />);
  expect(screen.getByText('Kõik õigused')).toBeTruthy();
  expect(screen.getByText('Partnerite vaatamine, Partneri tooted')).toBeTruthy();
});

test('an empty list says so', () => {
  renderUi(<RolesTable {...props({ rows: [] })} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});
