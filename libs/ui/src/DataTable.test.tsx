import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DataTable } from './DataTable';

const rows = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
];
type Row = { id: number; name: string };
const columns = [{ key: 'name', title: 'Name', sortable: true, render: (r: Row) => r.name }];
const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

test('renders rows, sorts by header, selects rows and all rows', () => {
  const onSort = jest.fn();
  const onSelect = jest.fn();
  wrap(
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      sort={{ field: 'name', direction: 'asc' }}
      onSortChange={onSort}
      selected={[1]}
      onSelectedChange={onSelect}
    />,
  );
  expect(screen.getByText('Alpha')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /Name/ }));
  expect(onSort).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
  fireEvent.click(screen.getByLabelText('select 2'));
  expect(onSelect).toHaveBeenCalledWith([1, 2]);
  fireEvent.click(screen.getByLabelText('select all'));
  expect(onSelect).toHaveBeenLastCalledWith([1, 2]);
});

test('shows the empty row, the total and the pager', () => {
  const onPage = jest.fn();
  wrap(
    <DataTable
      columns={columns}
      rows={[] as Row[]}
      rowKey={(r) => r.id}
      total={120}
      page={1}
      perPage={50}
      onPageChange={onPage}
    />,
  );
  expect(screen.getByText('Nothing to show')).toBeTruthy();
  expect(screen.getByText('120 rows')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '2' }));
  expect(onPage).toHaveBeenCalledWith(2);
});

test('shows a load error with Retry', () => {
  const retry = jest.fn();
  wrap(
    <DataTable
      columns={columns}
      rows={[] as Row[]}
      rowKey={(r) => r.id}
      error="Could not load"
      onRetry={retry}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});
