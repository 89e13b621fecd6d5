import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@feedhub/i18n';
import { DataTable } from './DataTable';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'ui', interpolation: { escapeValue: false } });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

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
