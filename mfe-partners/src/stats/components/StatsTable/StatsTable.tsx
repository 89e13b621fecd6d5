import { useTranslation } from 'react-i18next';
import type { PartnerStatsRow } from '@feedhub/contracts';
import { DataTable, formatDateTime, type ListViewProps } from '@feedhub/ui';

/** The counters of a stats row, in their column order. */
export const STATS_COUNTERS = ['new', 'changed', 'total', 'inStock'] as const;

/** The partner's import stats (SPEC §2 Partner stats): read-only, one row per complete product import. */
export function StatsTable(list: ListViewProps<PartnerStatsRow>) {
  const { t, i18n } = useTranslation('categories');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <DataTable<PartnerStatsRow>
      {...list}
      label={t('stats.title')}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'collectedAt',
          title: t('stats.collectedAt'),
          sortable: true,
          render: (r) => formatDateTime(r.collectedAt),
        },
        ...STATS_COUNTERS.map((counter) => ({
          key: counter,
          title: t(`stats.${counter}`),
          align: 'right' as const,
          width: 150,
          render: (r: PartnerStatsRow) => number.format(r[counter]),
        })),
      ]}
    />
  );
}
