import { Group, Stack, Text } from '@mantine/core';
import { IconChecks, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerAttributeRow } from '@feedhub/contracts';
import { ActionsTitle, DataTable, RowAction, numberFormat, type ListViewProps } from '@feedhub/ui';
import { RowSuggestionCell } from '../../../suggestions/SuggestionParts';

/** Props of the attributes table: the list state from the page, and what a row's edit icon does. */
export interface AttributesTableProps extends ListViewProps<PartnerAttributeRow> {
  /** Open the attribute's mapping modal. */
  onEdit(attribute: PartnerAttributeRow): void;
  /** Accept the row's confident suggestion in one click; no accept icon without it. */
  onAccept?(attribute: PartnerAttributeRow): void;
  /** The row whose suggestion is being accepted. */
  acceptingId?: number | null;
}

/** Whether a row's suggestion can be accepted in one click: no PIM attribute yet, a confident top suggestion. */
export const acceptable = (a: PartnerAttributeRow) =>
  a.pimAttributes.length === 0 && a.suggestion?.confident === true;

/**
 * A partner's attributes (SPEC §2 Partner attributes): code, name, weight, translated type, the
 * mapped PIM attributes' names (an unmapped one's top suggestion with its score instead) and how
 * many options are mapped; server paging and sort; accept (confident suggestions) and edit icons.
 */
export function AttributesTable({ onEdit, onAccept, acceptingId, ...list }: AttributesTableProps) {
  const { t, i18n } = useTranslation('mapping');
  const { t: ts } = useTranslation('suggestions');
  const number = numberFormat(i18n.language);
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
            ) : a.suggestion ? (
              <Stack gap={0}>
                <Text span size="xs" c="dimmed">
                  {t('attributes.notMapped')}
                </Text>
                <RowSuggestionCell suggestion={a.suggestion} />
              </Stack>
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
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {onAccept && acceptable(a) && (
                <RowAction
                  label={ts('list.accept', { name: a.code })}
                  icon={<IconChecks size={18} stroke={1.6} />}
                  loading={acceptingId === a.id}
                  disabled={acceptingId !== null && acceptingId !== undefined && acceptingId !== a.id}
                  onClick={() => onAccept(a)}
                />
              )}
              <RowAction
                label={t('attributes.edit', { code: a.code })}
                icon={<IconPencil size={18} stroke={1.6} />}
                onClick={() => onEdit(a)}
              />
            </Group>
          ),
        },
      ]}
    />
  );
}
