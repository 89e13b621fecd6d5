import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { attributeRowsFixture } from '../../fixtures';
import { AttributesTable, type AttributesTableProps } from './AttributesTable';

const props = (over: Partial<AttributesTableProps> = {}): AttributesTableProps => ({
  rows: attributeRowsFixture,
  paging: { total: 2, page: 1, perPage: 50, onPageChange: jest.fn(), onPerPageChange: jest.fn() },
  sort: { field: 'code', direction: 'asc' },
  onSortChange: jest.fn(),
  onEdit: jest.fn(),
  ...over,
});

test('attributes with weight, translated type, mapped PIM attributes and options; an edit icon per row', () => {
  const p = props();
  renderUi(<AttributesTable {...p} />);
  expect(screen.getByText('colour')).toBeTruthy();
  expect(screen.getByText('Select')).toBeTruthy();
  expect(screen.getByText('Color')).toBeTruthy();
  expect(screen.getByText('3 / 10')).toBeTruthy();
  expect(screen.getByText('1,200')).toBeTruthy(); // numbers in the user's locale
  const material = screen.getByText('material').closest('tr') as HTMLElement;
  expect(within(material).getByTestId('row-suggestion').textContent).toContain('Material ≈ Material');
  fireEvent.click(screen.getByRole('button', { name: 'Map attribute material' }));
  expect(p.onEdit).toHaveBeenCalledWith(attributeRowsFixture[1]);
});

test('sorting by weight goes to the page (the server sorts)', () => {
  const p = props();
  renderUi(<AttributesTable {...p} />);
  fireEvent.click(screen.getByText('Weight'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'weight', direction: 'asc' });
});

test('an unmapped attribute without a suggestion says so; a confident one is accepted in one click', () => {
  const noSuggestion = { ...attributeRowsFixture[1], id: 9, code: 'ean', suggestion: null };
  const p = props({ rows: [...attributeRowsFixture, noSuggestion], onAccept: jest.fn() });
  renderUi(<AttributesTable {...p} />);
  const ean = screen.getByText('ean').closest('tr') as HTMLElement;
  expect(within(ean).getByText('Not mapped')).toBeTruthy();
  expect(within(ean).queryByRole('button', { name: /^Accept/ })).toBeNull();
  // a mapped attribute has no accept
  const colour = screen.getByText('colour').closest('tr') as HTMLElement;
  expect(within(colour).queryByRole('button', { name: /^Accept/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Accept the suggestion for material' }));
  expect(p.onAccept).toHaveBeenCalledWith(attributeRowsFixture[1]);
});
