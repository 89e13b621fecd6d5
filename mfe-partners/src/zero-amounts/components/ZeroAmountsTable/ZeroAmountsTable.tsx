import { useTranslation } from 'react-i18next';
import type { PartnerZeroAmountRow } from '@feedhub/contracts';
import { DataTable, rowActionsColumn, type ListViewProps } from '@feedhub/ui';

/** Props of the zero amounts table: the list state from the page, and a row's delete. */
export interface ZeroAmountsTableProps extends ListViewProps<PartnerZeroAmountRow> {
  /** Delete a rule (the page asks first). */
  onDelete(rule: PartnerZeroAmountRow): void;
  /** A delete is running. */
  busy?: boolean;
}

/** A partner's zero-amount rules: brand, category and delete (SPEC §2 Partner zero amounts). */
export function ZeroAmountsTable({ onDelete, busy, ...list }: ZeroAmountsTableProps) {
  const { t } = useTranslation('mapping');
  return (
    <DataTable<PartnerZeroAmountRow>
      {...list}
      label={t('zeroAmounts.title')}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-brand': r.brandName, 'data-category': r.categoryName })}
      columns={[
        {
          key: 'brandName',
          title: t('zeroAmounts.brand'),
          sortable: true,
          width: '35%',
          ellipsis: true,
          render: (r) => r.brandName,
        },
        {
          key: 'categoryName',
          title: t('zeroAmounts.category'),
          sortable: true,
          ellipsis: true,
          render: (r) => r.categoryName,
        },
        rowActionsColumn({
          label: (r) => t('zeroAmounts.rowLabel', { brand: r.brandName, category: r.categoryName }),
          busy,
          onDelete,
        }),
      ]}
    />
  );
}
