import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconChecks, IconMinus, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerCategoryRow } from '@feedhub/contracts';
import { ActionsTitle, DataTable, RowAction, numberFormat, type ListViewProps } from '@feedhub/ui';
import { RowSuggestionCell, displayPath } from '../../../suggestions/SuggestionParts';

/** Props of the categories table: the list state from the page, and what a row's edit icon does. */
export interface CategoriesTableProps extends ListViewProps<PartnerCategoryRow> {
  /** Open the mapping modal of a category. */
  onEdit(row: PartnerCategoryRow): void;
  /** Accept the row's confident suggestion in one click; no accept icon without it. */
  onAccept?(row: PartnerCategoryRow): void;
  /** The row whose suggestion is being accepted (its icon spins, the others wait). */
  acceptingId?: number | null;
}

/** Whether a row's suggestion can be accepted in one click: unmapped, and the top suggestion confident. */
export const acceptable = (row: PartnerCategoryRow) => !row.isMapped && row.suggestion?.confident === true;

/**
 * A partner's categories (SPEC §2 Partner categories): the feed's path (32 rows named "Akku" differ by
 * it), the PIM category (an unmapped row's top suggestion with its score and reason instead), export
 * all, products, mapped, and the icons: accept the confident suggestion, edit (the mapping modal).
 */
export function CategoriesTable({ onEdit, onAccept, acceptingId, ...list }: CategoriesTableProps) {
  const { t, i18n } = useTranslation('categories');
  const number = numberFormat(i18n.language);
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
          // the path tells namesakes apart ("… › iPhone 12 › Akku"): it gets the widest column
          width: '34%',
          render: (r) => (
            <Text size="sm" truncate="end" title={displayPath(r.path)}>
              {displayPath(r.path)}
            </Text>
          ),
        },
        {
          key: 'pimCategoryName',
          title: t('list.pimCategory'),
          sortable: true,
          // an unmapped row shows its top suggestion here instead, with its score and reason
          render: (r) =>
            r.pimCategoryName ? (
              <Text size="sm" truncate="end" title={r.pimCategoryName}>
                {r.pimCategoryName}
              </Text>
            ) : !r.isMapped && r.suggestion ? (
              <RowSuggestionCell suggestion={r.suggestion} />
            ) : (
              ''
            ),
        },
        {
          key: 'exportAll',
          title: t('list.exportAll'),
          sortable: true,
          width: 130,
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
        {
          key: 'actions',
          title: <ActionsTitle />,
          width: 100,
          align: 'right',
          render: (r) => (
            <Group gap={4} wrap="nowrap" justify="flex-end">
              {onAccept && acceptable(r) && (
                <RowAction
                  label={t('list.accept', { name: displayPath(r.path) })}
                  icon={<IconChecks size={18} stroke={1.6} />}
                  loading={acceptingId === r.id}
                  disabled={acceptingId !== null && acceptingId !== undefined && acceptingId !== r.id}
                  onClick={() => onAccept(r)}
                />
              )}
              <RowAction
                label={t('list.edit', { name: displayPath(r.path) })}
                icon={<IconPencil size={18} stroke={1.6} />}
                onClick={() => onEdit(r)}
              />
            </Group>
          ),
        },
      ]}
    />
  );
}
