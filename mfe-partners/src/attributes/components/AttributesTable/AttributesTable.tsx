import { Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerAttributeRow } from '@feedhub/contracts';
import { ActionsTitle, DataTable, RowAction, type ListViewProps } from '@feedhub/ui';

/** Props of the attributes table: the list state from the page, and what a row's edit icon does. */
export interface AttributesTableProps extends ListViewProps<PartnerAttributeRow> {
  /** Open the attribute's mapping modal. */
  onEdit(attribute: PartnerAttributeRow): void;
}

/**
 * A partner's attributes (SPEC §2 Partner attributes): code, name, weight, translated type, the
 * mapped PIM attributes' names and how many options are mapped; server paging and sort; an edit
 * icon per row.
 */
export function AttributesTable({ onEdit, ...list }: AttributesTableProps) {
  const { t, i18n } = useTranslation('mapping');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <DataTable<PartnerAttributeRow>
      {...list}
      label={t('attributes.title')}
      rowKey={(a) => a.id}
      rowAttributes={(a) => ({ 'data-code': a.code })}
      columns={[
        {
          key: 'code',
          title: t('attributes.code'),
          sortable: true,
          width: 200,
          ellipsis: true,
          render: (a) => a.code,
        },
        { key: 'name', title: t('attributes.name'), sortable: true, ellipsis: true, render: (a) => a.name },
        {
          key: 'weight',
          title: t('attributes.weight'),
          sortable: true,
          width: 100,
          align: 'right',
          render: (a) => number.format(a.weight),
        },
        {
          key: 'type',
          title: t('attributes.type'),
          sortable: true,
          width: 140,
          render: (a) => a.typeTranslated,
        },
        {
          key: 'pimAttributes',
          title: t('attributes.pimAttributes'),
          ellipsis: true,
          render: (a) =>
            a.pimAttributes.length ? (
              a.pimAttributes.map((p) => p.name).join(', ')
            ) : (
              <Text span size="sm" c="dimmed">
                {t('attributes.notMapped')}
              </Text>
            ),
        },
        {
          key: 'options',
          title: t('attributes.options'),
          width: 110,
          align: 'right',
          render: (a) =>
            a.optionCount
              ? t('attributes.optionCount', {
                  mapped: number.format(a.mappedOptionCount),
                  total: number.format(a.optionCount),
                })
              : '',
        },
        {
          key: 'actions',
          title: <ActionsTitle />,
          width: 100,
          align: 'right',
          render: (a) => (
            <RowAction
              label={t('attributes.edit', { code: a.code })}
              icon={<IconPencil size={18} stroke={1.6} />}
              onClick={() => onEdit(a)}
            />
          ),
        },
      ]}
    />
  );
}
