import type { ReactNode } from 'react';
import { Checkbox, Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, PAGER_SIBLINGS } from '@feedhub/contracts';
import { ErrorPanel, FullPageLoader } from './Feedback';

/** A column of a DataTable. */
export interface Column<R> {
  /** Column id; the sort field when sortable. */
  key: string;
  /** Header text. */
  title: string;
  /** Whether the server can sort by it. */
  sortable?: boolean;
  /** Cell content. */
  render: (row: R) => ReactNode;
}

/** Sort state. */
export interface Sort {
  /** Field. */
  field: string;
  /** Direction. */
  direction: 'asc' | 'desc';
}

/** Props of DataTable: everything comes from the server page and goes back through callbacks. */
export interface DataTableProps<R> {
  /** Columns. */
  columns: Column<R>[];
  /** Rows of this page. */
  rows: R[];
  /** Stable key of a row. */
  rowKey: (row: R) => string | number;
  /** Rows over all pages; absent for unpaged lists. */
  total?: number;
  /** Current page (1-based). */
  page?: number;
  /** Rows per page. */
  perPage?: number;
  /** Page changed. */
  onPageChange?: (page: number) => void;
  /** Page size changed. */
  onPerPageChange?: (perPage: number) => void;
  /** Current sort. */
  sort?: Sort;
  /** Sort changed (a header was clicked). */
  onSortChange?: (sort: Sort) => void;
  /** Selected row keys, when rows can be selected. */
  selected?: (string | number)[];
  /** Selection changed. */
  onSelectedChange?: (keys: (string | number)[]) => void;
  /** Highlighted rows (e.g. already in the export list, errors). */
  highlight?: (row: R) => boolean;
  /** Loading: a spinner instead of rows. */
  loading?: boolean;
  /** Load failed: the message with a Retry. */
  error?: string;
  /** Retry after a failed load. */
  onRetry?: () => void;
  /** Accessible name of the table. */
  label?: string;
}

/** The one table of the app: server paging, sorting and selection, SPEC §9 page sizes. */
export function DataTable<R>(props: DataTableProps<R>) {
  const { t } = useTranslation('ui');
  const { columns, rows, rowKey, selected, onSelectedChange, sort, onSortChange } = props;
  if (props.loading) return <FullPageLoader />;
  if (props.error) return <ErrorPanel message={props.error} onRetry={props.onRetry} />;
  const keys = rows.map(rowKey);
  const allSelected = Boolean(selected && keys.length && keys.every((k) => selected.includes(k)));
  const toggle = (key: string | number) =>
    onSelectedChange?.(
      selected?.includes(key) ? selected.filter((k) => k !== key) : [...(selected ?? []), key],
    );
  const header = (column: Column<R>) => {
    if (!column.sortable || !onSortChange) return column.title;
    const active = sort?.field === column.key;
    const next: Sort = { field: column.key, direction: active && sort?.direction === 'asc' ? 'desc' : 'asc' };
    return (
      <UnstyledButton
        onClick={() => onSortChange(next)}
        fw={600}
        aria-sort={active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        {column.title} {active ? (sort?.direction === 'asc' ? '▲' : '▼') : '↕'}
      </UnstyledButton>
    );
  };
  const pages =
    props.total !== undefined && props.perPage ? Math.max(1, Math.ceil(props.total / props.perPage)) : 1;
  return (
    <>
      <Table striped highlightOnHover withTableBorder aria-label={props.label}>
        <Table.Thead>
          <Table.Tr>
            {onSelectedChange && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="select all"
                  checked={allSelected}
                  onChange={() => onSelectedChange(allSelected ? [] : keys)}
                />
              </Table.Th>
            )}
            {columns.map((c) => (
              <Table.Th key={c.key}>{header(c)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + (onSelectedChange ? 1 : 0)}>
                <Text c="dimmed">{t('table.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <Table.Tr
                key={key}
                bg={props.highlight?.(row) ? 'var(--mantine-color-yellow-light)' : undefined}
                data-row-key={key}
              >
                {onSelectedChange && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`select ${key}`}
                      checked={Boolean(selected?.includes(key))}
                      onChange={() => toggle(key)}
                    />
                  </Table.Td>
                )}
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {props.onPageChange && props.page !== undefined && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {t('table.total', { count: props.total ?? rows.length })}
          </Text>
          <Group>
            <Pagination
              total={pages}
              value={props.page}
              onChange={props.onPageChange}
              siblings={PAGER_SIBLINGS}
              size="sm"
            />
            {props.onPerPageChange && (
              <Select
                aria-label={t('table.perPage')}
                w={90}
                size="xs"
                data={PAGE_SIZES.map(String)}
                value={String(props.perPage)}
                onChange={(v) => v && props.onPerPageChange?.(Number(v))}
                allowDeselect={false}
              />
            )}
          </Group>
        </Group>
      )}
    </>
  );
}
