import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IcecatFeatureMapRow } from '@feedhub/contracts';
import { DataTable, numberFormat, rowActionsColumn, type ListViewProps } from '@feedhub/ui';

/** Props of the feature map table: the list state from the page, and what a row's icons do. */
export interface IcecatFeaturesTableProps extends ListViewProps<IcecatFeatureMapRow> {
  /** Edit a mapping. */
  onEdit(row: IcecatFeatureMapRow): void;
  /** Delete a mapping (the page asks first). */
  onDelete(row: IcecatFeatureMapRow): void;
  /** A delete is running. */
  busy?: boolean;
}

/** A factor as a number in the interface language (et `0,001`); the text itself when it is not one. */
function formatFactor(locale: string, factor: string): string {
  const n = Number(factor);
  return Number.isFinite(n) ? numberFormat(locale, { maximumFractionDigits: 9 }).format(n) : factor;
}

/**
 * The Icecat feature map: feature id, its name, the PIM attribute (label and code), the unit factor
 * and how many option values are mapped; edit and delete per row.
 */
export function IcecatFeaturesTable({ onEdit, onDelete, busy, ...list }: IcecatFeaturesTableProps) {
  const { t, i18n } = useTranslation('ui');
  const none = t('icecatFeatures.none');
  return (
    <DataTable<IcecatFeatureMapRow>
      {...list}
      label={t('icecatFeatures.title')}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-feature': r.featureId })}
      columns={[
        {
          key: 'featureId',
          title: t('icecatFeatures.featureId'),
          sortable: true,
          width: 170,
          align: 'right',
          render: (r) => r.featureId,
        },
        {
          key: 'featureName',
          title: t('icecatFeatures.featureName'),
          ellipsis: true,
          render: (r) => r.featureName || none,
        },
        {
          key: 'pimAttributeCode',
          title: t('icecatFeatures.pimAttribute'),
          sortable: true,
          ellipsis: true,
          render: (r) => (
            <>
              {r.pimAttributeName}{' '}
              <Text span size="sm" c="dimmed">
                ({r.pimAttributeCode})
              </Text>
            </>
          ),
        },
        {
          key: 'unitFactor',
          title: t('icecatFeatures.unitFactor'),
          width: 150,
          align: 'right',
          render: (r) => (r.unitFactor ? formatFactor(i18n.language, r.unitFactor) : none),
        },
        {
          key: 'options',
          title: t('icecatFeatures.options'),
          width: 150,
          align: 'right',
          render: (r) =>
            r.options.length ? t('icecatFeatures.optionCount', { count: r.options.length }) : none,
        },
        rowActionsColumn({
          label: (r) => t('icecatFeatures.row', { id: r.featureId }),
          busy,
          onEdit,
          onDelete,
        }),
      ]}
    />
  );
}
