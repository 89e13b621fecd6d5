import { Badge, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerCategoryRow } from '@feedhub/contracts';
import { DataTable, rowActionsColumn, type ListViewProps } from '@feedhub/ui';

/** Props of the categories table: the list state from the page, and what a row's edit icon does. */
export interface CategoriesTableProps extends ListViewProps<PartnerCategoryRow> {
  /** Open the mapping modal of a category. */
  onEdit(row: PartnerCategoryRow): void;
}

/**
 * A partner's categories (SPEC §2 Partner categories): name (the feed's path on hover), the PIM
 * category, export all, products, mapped, and the edit icon that opens the mapping modal.
 */
export function CategoriesTable({ onEdit, ...list }: CategoriesTableProps) {
  const { t, i18n } = useTranslation('categories');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <DataTable<PartnerCategoryRow>
      {...list}
      label={t('list.title')}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-category': r.code })}
      columns={[
        {
          key: 'name',
          title: t('list.name'),
          sortable: true,
          render: (r) => (
            <Text size="sm" truncate="end" title={r.path}>
              {r.name}
            </Text>
          ),
        },
        {
          key: 'pimCategoryName',
          title: t('list.pimCategory'),
          sortable: true,
          ellipsis: true,
          render: (r) => r.pimCategoryName ?? '',
        },
        {
          key: 'exportAll',
          title: t('list.exportAll'),
          sortable: true,
          width: 110,
          align: 'center',
          render: (r) =>
            r.exportAll ? (
              <ThemeIcon
                variant="light"
                color="green"
                size="sm"
                radius="xl"
                aria-label={t('list.exportAllYes')}
              >
                <IconCheck size={14} />
              </ThemeIcon>
            ) : (
              <ThemeIcon variant="transparent" color="gray" size="sm" aria-label={t('list.exportAllNo')}>
                <IconMinus size={14} />
              </ThemeIcon>
            ),
        },
        {
          key: 'products',
          title: t('list.products'),
          sortable: true,
          width: 110,
          align: 'right',
          render: (r) => number.format(r.products),
        },
        {
          key: 'isMapped',
          title: t('list.mapped'),
          width: 130,
          render: (r) =>
            r.isMapped ? (
              <Badge color="green" variant="light" size="sm">
                {t('list.mappedYes')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="sm">
                {t('list.mappedNo')}
              </Badge>
            ),
        },
        rowActionsColumn({ label: (r) => r.name, onEdit }),
      ]}
    />
  );
}
