import { fireEvent, screen } from '@testing-library/react';
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
  expect(screen.getByText('Not mapped')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Map attribute material' }));
  expect(p.onEdit).toHaveBeenCalledWith(attributeRowsFixture[1]);
});

test('sorting by weight goes to the page (the server sorts)', () => {
  const p = props();
  renderUi(<AttributesTable {...p} />);
  fireEvent.click(screen.getByText('Weight'));
  expect(p.onSortChange).toHaveBeenCalledWith({ field: 'weight', direction: 'asc' });
});
