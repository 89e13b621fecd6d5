import { fireEvent, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './DataTable';
import { renderUi as wrap } from './testing';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
];
const columns: Column<Row>[] = [{ key: 'name', title: 'Name', sortable: true, render: (r) => r.name }];

test('renders rows and sorts by a sortable header on the server', () => {
  const onSort = jest.fn();
  wrap(
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      sort={{ field: 'name', direction: 'asc' }}
      onSortChange={onSort}
      rowAttributes={(r) => ({ 'data-name': r.name })}
    />,
  );
  expect(screen.getByText('Alpha')).toBeTruthy();
  expect(document.querySelector('tr[data-name="Beta"]')).toBeTruthy();
  fireEvent.click(screen.getByText('Name'));
  expect(onSort).toHaveBeenCalledWith({ field: 'name', direction: 'desc' });
});

test('the pager: SPEC §9 sizes and "{from}–{to} of {total}"', () => {
  const onPage = jest.fn();
  wrap(
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      paging={{ total: 1234, page: 2, perPage: 50, onPageChange: onPage, onPerPageChange: jest.fn() }}
    />,
  );
  expect(screen.getByText('51–52 of 1,234')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '3' }));
  expect(onPage).toHaveBeenCalledWith(3);
});

test('a capped total: "of more than {total}", and the pager pages up to the cap', () => {
  const onPage = jest.fn();
  wrap(
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      paging={{
        total: 10_000,
        totalCapped: true,
        page: 1,
        perPage: 50,
        onPageChange: onPage,
        onPerPageChange: jest.fn(),
      }}
    />,
  );
  expect(screen.getByText('1–2 of more than 10,000')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '200' }));
  expect(onPage).toHaveBeenCalledWith(200);
});

test('empty: one muted line', () => {
  wrap(<DataTable label="Things" columns={columns} rows={[] as Row[]} rowKey={(r) => r.id} />);
  expect(screen.getByText('Nothing to show')).toBeTruthy();
});

test('first load: skeleton rows, no data yet', () => {
  wrap(<DataTable label="Things" columns={columns} rows={undefined} rowKey={(r: Row) => r.id} loading />);
  const table = screen.getByRole('table');
  expect(within(table).getAllByRole('row').length).toBeGreaterThan(3);
  expect(table.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(3);
});

test('a load error: the inline alert with Retry instead of the table', () => {
  const retry = jest.fn();
  wrap(
    <DataTable
      label="Things"
      columns={columns}
      rows={undefined}
      rowKey={(r: Row) => r.id}
      error="Could not load"
      onRetry={retry}
    />,
  );
  expect(screen.queryByRole('table')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retry).toHaveBeenCalled();
});

test('rows can be chosen', () => {
  const onSelected = jest.fn();
  wrap(
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      selected={[]}
      onSelectedChange={onSelected}
    />,
  );
  fireEvent.click(screen.getByRole('checkbox', { name: 'Choose row 2' }));
  expect(onSelected).toHaveBeenCalledWith([rows[1]]);
});

test('row details: a full-width line under the rows that have some, none elsewhere', () => {
  const details = (r: Row) => (r.id === 2 ? <span>Beta failed</span> : null);
  const { container, unmount } = wrap(
    <DataTable label="Things" columns={columns} rows={rows} rowKey={(r) => r.id} rowDetails={details} />,
  );
  const line = screen.getByText('Beta failed').closest('td') as HTMLTableCellElement;
  expect(line.colSpan).toBe(columns.length); // the line spans every column
  // it follows Beta's row; Alpha has none
  const dataRows = [...container.querySelectorAll('tbody tr.mantine-datatable-row')];
  expect(dataRows.map((r) => r.textContent)).toEqual(['Alpha', 'Beta']);
  expect(dataRows[0].nextElementSibling).toBe(dataRows[1]);
  expect(container.querySelectorAll('.mantine-datatable-row-expansion-cell')).toHaveLength(1);
  unmount();
  // no row has details: no expansion rows at all
  const plain = wrap(
    <DataTable label="Things" columns={columns} rows={rows} rowKey={(r) => r.id} rowDetails={() => null} />,
  );
  expect(plain.container.querySelectorAll('tbody tr')).toHaveLength(2);
});
