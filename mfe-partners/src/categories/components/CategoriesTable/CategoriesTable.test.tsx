import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { categoryRowsFixture } from '../../fixtures';
import { CategoriesTable, type CategoriesTableProps } from './CategoriesTable';

const props = (over: Partial<CategoriesTableProps> = {}): CategoriesTableProps => ({
  rows: categoryRowsFixture,
  paging: { total: 2, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'name', direction: 'asc' },
  onSortChange: jest.fn(),
  onEdit: jest.fn(),
  ...over,
});

test('categories with their PIM category, export all, products right-aligned and the mapped badge', () => {
  const p = props();
  renderUi(<CategoriesTable {...p} />);
  const laptops = screen.getByText('Laptops').closest('tr') as HTMLElement;
  expect(within(laptops).getByText('Electronics / Computers / Laptops')).toBeTruthy();
  expect(within(laptops).getByText('1,234')).toBeTruthy();
  expect(within(laptops).getByText('Mapped')).toBeTruthy();
  expect(within(laptops).getByLabelText('Exports all products')).toBeTruthy();
  const cables = screen.getByText('Cables').closest('tr') as HTMLElement;
  expect(within(cables).getByText('Not mapped')).toBeTruthy();
  expect(within(cables).getByLabelText('Does not export all products')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit Cables' }));
  expect(p.onEdit).toHaveBeenCalledWith(categoryRowsFixture[1]);
  expect(screen.getByText('1–2 of 2')).toBeTruthy();
});

test('the server sorts: a header click goes to the page', () => {
  const p = props();
  renderUi(<CategoriesTable {...p} />);
  fireEvent.click(screen.getByText('Products'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'products', direction: 'asc' });
});
