import { Anchor, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PimProductRow } from '@feedhub/contracts';
import { DataTable, formatDateTime, type ListViewProps } from '@feedhub/ui';

/** Props of the PIM products table: the list state from the page, and what opening a product does. */
export interface PimProductsTableProps extends ListViewProps<PimProductRow> {
  /** Open a product's detail (a click on its row, or on its identifier from the keyboard). */
  onOpen(row: PimProductRow): void;
}

/**
 * The embedded PIM's products: identifier (a button that opens the detail, as a click on the row
 * does), name, family, categories, enabled, created and updated; sortable by identifier, family and
 * the last update (the server's sorts).
 */
export function PimProductsTable({ onOpen, ...list }: PimProductsTableProps) {
  const { t } = useTranslation('export');
  return (
    <DataTable<PimProductRow>
      {...list}
      label={t('pimProducts.title')}
      rowKey={(r) => r.identifier}
      rowAttributes={(r) => ({ 'data-identifier': r.identifier })}
      onRowClick={onOpen}
      columns={[
        {
          key: 'identifier',
          title: t('pimProducts.columns.identifier'),
          sortable: true,
          width: 220,
          render: (r) => (
            <Anchor
              component="button"
              type="button"
              size="sm"
              ff="monospace"
              maw="100%"
              truncate="end"
              title={r.identifier}
              aria-label={t('pimProducts.open', { identifier: r.identifier })}
              onClick={(event) => {
                // The row's click opens it too: once is enough.
                event.stopPropagation();
                onOpen(r);
              }}
            >
              {r.identifier}
            </Anchor>
          ),
        },
        { key: 'name', title: t('pimProducts.columns.name'), ellipsis: true, render: (r) => r.name ?? '' },
        {
          key: 'family',
          title: t('pimProducts.columns.family'),
          sortable: true,
          width: 170,
          ellipsis: true,
          render: (r) => r.family ?? '',
        },
        {
          key: 'categories',
          title: t('pimProducts.columns.categories'),
          width: 240,
          ellipsis: true,
          render: (r) => r.categories.join(', '),
        },
        {
          key: 'enabled',
          title: t('pimProducts.columns.enabled'),
          width: 130,
          render: (r) =>
            r.enabled ? (
              <Badge color="green" variant="light" radius="sm">
                {t('pimProducts.enabledYes')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" radius="sm">
                {t('pimProducts.enabledNo')}
              </Badge>
            ),
        },
        {
          key: 'createdAt',
          title: t('pimProducts.columns.createdAt'),
          width: 140,
          render: (r) => formatDateTime(r.createdAt),
        },
        {
          key: 'updatedAt',
          title: t('pimProducts.columns.updatedAt'),
          sortable: true,
          width: 140,
          render: (r) => formatDateTime(r.updatedAt),
        },
      ]}
    />
  );
}
