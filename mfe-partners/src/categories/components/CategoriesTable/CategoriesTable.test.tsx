import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { categoryRowsFixture } from '../../fixtures';
import { CategoriesTable, type CategoriesTableProps } from './CategoriesTable';

const props = (over: Partial<CategoriesTableProps> = {}): CategoriesTableProps => ({
  rows: categoryRowsFixture,
  paging: { total: 3, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'name', direction: 'asc' },
  onSortChange: jest.fn(),
  onEdit: jest.fn(),
  ...over,
});

test('categories by path with their PIM category, export all, products right-aligned and the mapped badge', () => {
  const p = props();
  renderUi(<CategoriesTable {...p} />);
  const laptops = screen.getByText('Computers › Laptops').closest('tr') as HTMLElement;
  expect(within(laptops).getByText('Electronics / Computers / Laptops')).toBeTruthy();
  expect(within(laptops).getByText('1,234')).toBeTruthy();
  expect(within(laptops).getByText('Mapped')).toBeTruthy();
  expect(within(laptops).getByLabelText('Exports all products')).toBeTruthy();
  const cables = screen.getByText('Accessories › Cables').closest('tr') as HTMLElement;
  expect(within(cables).getByText('Not mapped')).toBeTruthy();
  expect(within(cables).getByLabelText('Does not export all products')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Edit Accessories › Cables' }));
  expect(p.onEdit).toHaveBeenCalledWith(categoryRowsFixture[1]);
  expect(screen.getByText('1–3 of 3')).toBeTruthy();
});

test('the server sorts: a header click goes to the page', () => {
  const p = props();
  renderUi(<CategoriesTable {...p} />);
  fireEvent.click(screen.getByText('Products'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'products', direction: 'asc' });
});

test('an unmapped row shows its suggestion with the score; only a confident one can be accepted in one click', () => {
  const p = props({ onAccept: jest.fn() });
  renderUi(<CategoriesTable {...p} />);
  const cables = screen.getByText('Accessories › Cables').closest('tr') as HTMLElement;
  const suggestion = within(cables).getByTestId('row-suggestion');
  expect(within(suggestion).getByText('Electronics / Accessories / Cables')).toBeTruthy();
  expect(
    within(suggestion).getByText('Accessories › Cables ≈ Electronics › Accessories › Cables'),
  ).toBeTruthy();
  const confident = within(suggestion).getByLabelText('86%, Confident suggestion');
  expect(confident.getAttribute('data-confident')).toBe('yes');

  const misc = screen.getByText('Accessories › Misc').closest('tr') as HTMLElement;
  expect(
    within(misc)
      .getByLabelText(/^41%, Uncertain suggestion/)
      .getAttribute('data-confident'),
  ).toBe('no');
  expect(within(misc).queryByRole('button', { name: /^Accept the suggestion/ })).toBeNull();
  // a mapped row shows no suggestion and no accept
  const laptops = screen.getByText('Computers › Laptops').closest('tr') as HTMLElement;
  expect(within(laptops).queryByTestId('row-suggestion')).toBeNull();
  expect(within(laptops).queryByRole('button', { name: /^Accept the suggestion/ })).toBeNull();

  fireEvent.click(
    within(cables).getByRole('button', { name: 'Accept the suggestion for Accessories › Cables' }),
  );
  expect(p.onAccept).toHaveBeenCalledWith(categoryRowsFixture[1]);
});
