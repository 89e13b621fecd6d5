import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '@feedhub/ui/testing';
import { fieldOptionsFixture, priceRulesFixture } from '../../fixtures';
import { PriceFormulasTable, type PriceFormulasTableProps } from './PriceFormulasTable';

const props = (over: Partial<PriceFormulasTableProps> = {}): PriceFormulasTableProps => ({
  rows: priceRulesFixture,
  fields: fieldOptionsFixture,
  onEdit: jest.fn(),
  onDelete: jest.fn(),
  ...over,
});

const rowOf = (order: number) => document.querySelector(`tr[data-sort-order="${order}"]`) as HTMLElement;

test('each formula shows its order, its fields as label and code, and its steps as numbered lines', () => {
  renderUi(<PriceFormulasTable {...props()} />);
  const first = rowOf(1);
  expect(within(first).getByText('Retail price')).toBeTruthy();
  expect(within(first).getByText('retailPrice')).toBeTruthy();
  expect(within(first).getByText('Wholesale price')).toBeTruthy();
  expect(within(first).getByText('wholesalePrice')).toBeTruthy();
  expect(within(first).getByText('Supplier price')).toBeTruthy();
  expect(within(first).getByText('supplierPrice')).toBeTruthy();
  expect(within(first).getByText('1. Add percent: 15%')).toBeTruthy();
  expect(within(first).getByText('2. Round up to an ending: .99')).toBeTruthy();
  const second = rowOf(2);
  expect(within(second).getByText('Price')).toBeTruthy();
  expect(within(second).getByText('price')).toBeTruthy();
  expect(within(second).getByText('1. VAT')).toBeTruthy();
});

test('the codes stand alone until the labels arrive', () => {
  renderUi(<PriceFormulasTable {...props({ fields: undefined })} />);
  expect(within(rowOf(2)).getAllByText('price')).toHaveLength(2);
});

test('edit and delete icons name the formula and hand over its row', () => {
  const p = props();
  renderUi(<PriceFormulasTable {...p} />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit formula 2: Supplier price' }));
  expect(p.onEdit).toHaveBeenCalledWith(priceRulesFixture[1]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete formula 1: Retail price, Wholesale price' }));
  expect(p.onDelete).toHaveBeenCalledWith(priceRulesFixture[0]);
});

test('no formulas: the table says so', () => {
  renderUi(<PriceFormulasTable {...props({ rows: [] })} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});
