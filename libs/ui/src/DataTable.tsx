import type { CSSProperties, ReactNode } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { DataTable as MantineDataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@feedhub/contracts';
import { ErrorPanel } from './Feedback';
import { numberFormat } from './numbers';

/** A column of a DataTable. */
export interface Column<R> {
  /** Column id; the sort field the server knows when sortable. */
  key: string;
  /** Header text. */
  title: ReactNode;
  /** Whether the server can sort by it. */
  sortable?: boolean;
  /** Cell content. */
  render: (row: R) => ReactNode;
  /** Fixed width (keeps columns still when a row's content changes, e.g. inline edit). */
  width?: number | string;
  /** Alignment; numbers and money are right-aligned. */
  align?: 'left' | 'center' | 'right';
  /** Long text on one line, cut with an ellipsis; the full text shows on hover. */
  ellipsis?: boolean;
}

/** The tints a highlighted row can take. */
export type HighlightColor = 'yellow' | 'red' | 'blue' | 'green' | 'gray';

/** Sort state. */
export interface Sort {
  /** Field. */
  field: string;
  /** Direction. */
  direction: 'asc' | 'desc';
}

/** Server paging of a table. */
export interface Paging {
  /** Rows over all pages (with `totalCapped`: the count's cap). */
  total: number;
  /**
   * The server's count stopped at its cap (a list page's `totalCapped`): "of more than {total}", and
   * the pager offers the pages up to the cap.
   */
  totalCapped?: boolean;
  /** Current page (1-based). */
  page: number;
  /** Rows per page (one of SPEC §9's sizes). */
  perPage: number;
  /** Page changed. */
  onPageChange: (page: number) => void;
  /** Page size changed. */
  onPerPageChange: (perPage: number) => void;
  /** Page sizes offered (SPEC §9's by default; fewer where the server serves less, e.g. the desktops). */
  pageSizes?: readonly number[];
}

/** Props of DataTable: everything comes from the server page and goes back through callbacks. */
export interface DataTableProps<R> {
  /** Accessible name of the table. */
  label: string;
  /** Columns. */
  columns: Column<R>[];
  /** Rows of this page (undefined before the first load). */
  rows: R[] | undefined;
  /** Stable key of a row. */
  rowKey: (row: R) => string | number;
  /** First load: skeleton rows. */
  loading?: boolean;
  /** A new page or sort is loading while the old rows stay: the table's loader over them. */
  fetching?: boolean;
  /** Load failed: an inline alert with Retry instead of the table (`true`: the usual text). */
  error?: string | boolean;
  /** Retry after a failed load. */
  onRetry?: () => void;
  /** Server paging; absent for short unpaged lists. */
  paging?: Paging;
  /** Current sort. */
  sort?: Sort;
  /** Sort changed (a sortable header was clicked). */
  onSortChange?: (sort: Sort) => void;
  /** Chosen rows, when rows can be chosen. */
  selected?: R[];
  /** Choice changed. */
  onSelectedChange?: (rows: R[]) => void;
  /**
   * Highlighted rows (e.g. already in the export list): a light tint, yellow for `true`, else of the
   * colour named (`'red'` for error rows, UI.md: the tint of the badge colour).
   */
  highlight?: (row: R) => boolean | HighlightColor;
  /** Extra attributes of a row (`data-*` for tests and styling). */
  rowAttributes?: (row: R) => Record<string, string | number>;
  /** Height of the table when it has no rows (120 px); lower where several tables stack (desktops). */
  emptyHeight?: number;
  /** A full-width line under a row (e.g. a failed job's error), or null for none: always shown. */
  rowDetails?: (row: R) => ReactNode;
  /**
   * A click anywhere on a row (a read-only list whose row opens its detail). The row still needs a
   * control of its own in a cell for the keyboard (UI.md: Tab reaches every control).
   */
  onRowClick?: (row: R) => void;
}

/** The list state a section's table component takes from its page (`useListScreen().table`). */
export type ListViewProps<R> = Pick<
  DataTableProps<R>,
  'rows' | 'loading' | 'fetching' | 'error' | 'onRetry' | 'paging' | 'sort' | 'onSortChange'
>;

/** Placeholder of a skeleton row while the first page loads. */
interface Placeholder {
  skeleton: number;
}
const SKELETON_ROWS = 5;
const isPlaceholder = (row: unknown): row is Placeholder =>
  typeof row === 'object' && row !== null && 'skeleton' in row && Object.keys(row).length === 1;

/** Numbers in the interface language (et: `1 234`, en: `1,234`). */
const formatNumber = (locale: string, n: number) => numberFormat(locale).format(n);

/**
 * The one table of the app (UI.md): mantine-datatable, striped, hover highlight, border, compact
 * rows; server-side sort and paging with SPEC §9's page sizes and "{from}–{to} of {total}" ("of more
 * than {total}" when the server capped its count); skeleton rows on the first load, "Nothing to show"
 * when empty, an inline alert with Retry when it fails.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { t, i18n } = useTranslation('ui');
  if (props.error)
    return (
      <ErrorPanel
        message={typeof props.error === 'string' ? props.error : t('errors.loadFailed')}
        onRetry={props.onRetry}
      />
    );
  type Row = R | Placeholder;
  const skeleton = props.loading && !props.rows;
  const records: Row[] = skeleton
    ? Array.from({ length: SKELETON_ROWS }, (_, i) => ({ skeleton: i }))
    : (props.rows ?? []);
  const columns: DataTableColumn<Row>[] = props.columns.map((column) => ({
    accessor: column.key,
    title: column.title,
    sortable: Boolean(column.sortable && props.onSortChange),
    width: column.width,
    textAlign: column.align,
    ellipsis: column.ellipsis,
    render: (row) => (isPlaceholder(row) ? <Skeleton height={12} radius="sm" /> : column.render(row)),
    customCellAttributes: column.ellipsis
      ? (row) => {
          const text = isPlaceholder(row) ? undefined : column.render(row);
          return typeof text === 'string' || typeof text === 'number' ? { title: String(text) } : {};
        }
      : undefined,
  }));
  // No pager over skeleton rows: there is no page to count yet.
  const paging = skeleton ? undefined : props.paging;
  const pagingProps = paging
    ? {
        totalRecords: paging.total,
        page: paging.page,
        recordsPerPage: paging.perPage,
        onPageChange: paging.onPageChange,
        recordsPerPageOptions: [...(paging.pageSizes ?? PAGE_SIZES)],
        onRecordsPerPageChange: paging.onPerPageChange,
        recordsPerPageLabel: t('table.perPage'),
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          t(paging.totalCapped ? 'table.rangeOfMore' : 'table.range', {
            from: formatNumber(i18n.language, from),
            to: formatNumber(i18n.language, to),
            total: formatNumber(i18n.language, totalRecords),
          }),
        paginationSize: 'sm' as const,
        loadingText: t('table.loading'),
        noRecordsText: t('table.empty'),
        getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({
          'aria-label': t(`table.${control}Page`),
        }),
      }
    : {};
  const sortProps =
    props.sort && props.onSortChange
      ? {
          sortStatus: { columnAccessor: props.sort.field, direction: props.sort.direction },
          onSortStatusChange: (s: { columnAccessor: string | number | symbol; direction: 'asc' | 'desc' }) =>
            props.onSortChange?.({ field: String(s.columnAccessor), direction: s.direction }),
        }
      : {};
  const selectionProps =
    props.onSelectedChange && !skeleton
      ? {
          selectedRecords: (props.selected ?? []) as Row[],
          onSelectedRecordsChange: (rows: Row[]) => props.onSelectedChange?.(rows as R[]),
          getRecordSelectionCheckboxProps: (row: Row) => ({
            'aria-label': t('table.select', { key: isPlaceholder(row) ? '' : props.rowKey(row) }),
          }),
          allRecordsSelectionCheckboxProps: { 'aria-label': t('table.selectAll') },
        }
      : {};
  const { rowDetails } = props;
  // Only a table with some details gets expansion rows (each row otherwise adds an empty one).
  const detailed = rowDetails && records.some((r) => !isPlaceholder(r) && rowDetails(r) !== null);
  const detailsProps = detailed
    ? {
        rowExpansion: {
          trigger: 'never' as const,
          allowMultiple: true,
          expanded: {
            recordIds: records
              .filter((r) => !isPlaceholder(r) && rowDetails(r) !== null)
              .map((r) => props.rowKey(r as R)),
          },
          content: ({ record }: { record: Row }) => (isPlaceholder(record) ? null : rowDetails(record)),
        },
      }
    : {};
  return (
    <MantineDataTable<Row>
      aria-label={props.label}
      withTableBorder
      striped
      highlightOnHover
      borderRadius="sm"
      verticalSpacing={6}
      minHeight={records.length ? undefined : (props.emptyHeight ?? 120)}
      // Fixed layout: columns keep their widths whatever a cell holds (inline edit, long text), and
      // columns without a width share the rest, so an ellipsis column never pushes the table wider.
      styles={{ table: { tableLayout: 'fixed' } }}
      records={records}
      columns={columns}
      idAccessor={(row) => (isPlaceholder(row) ? `skeleton-${row.skeleton}` : props.rowKey(row))}
      fetching={Boolean(props.fetching) && !skeleton}
      loaderSize="sm"
      aria-busy={props.loading || props.fetching ? true : undefined}
      emptyState={
        <Text c="dimmed" size="sm">
          {t('table.empty')}
        </Text>
      }
      rowBackgroundColor={(row) => {
        const tint = isPlaceholder(row) ? false : props.highlight?.(row);
        if (!tint) return undefined;
        const color = tint === true ? 'yellow' : tint;
        return { light: `${color}.0`, dark: `${color}.9` };
      }}
      // A striped row keeps its tint: the stripe takes the row's own background.
      rowStyle={(row) =>
        !isPlaceholder(row) && props.highlight?.(row)
          ? ({
              '--mantine-datatable-striped-color': 'var(--mantine-datatable-row-background-color)',
            } as CSSProperties)
          : undefined
      }
      customRowAttributes={(row) => (isPlaceholder(row) ? {} : (props.rowAttributes?.(row) ?? {}))}
      onRowClick={
        props.onRowClick && !skeleton
          ? ({ record }) => {
              if (!isPlaceholder(record)) props.onRowClick?.(record);
            }
          : undefined
      }
      {...pagingProps}
      {...sortProps}
      {...selectionProps}
      {...detailsProps}
    />
  );
}
