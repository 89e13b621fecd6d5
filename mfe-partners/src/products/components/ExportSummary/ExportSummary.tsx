import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerProductExportData } from '@feedhub/contracts';
import { formatDateTime } from '@feedhub/ui';
import { formatCount } from '../../../format';

/** Props of the export summary. */
export interface ExportSummaryProps {
  /** What export-data answered for the list's filter; undefined while it loads (or when it failed). */
  data?: PartnerProductExportData;
}

/**
 * The compact line over the products table: how many products the filter finds (or that more than
 * the count's cap match), how many of them are on the export list, waiting to be sent and exported,
 * and when the latest export was.
 */
export function ExportSummary({ data }: ExportSummaryProps) {
  const { t, i18n } = useTranslation('products');
  if (!data) return <Skeleton h={14} w={420} aria-label={t('summary.label')} />;
  const n = (count: number) => formatCount(i18n.language, count);
  const parts = [
    // A substring filter's count stops at LIST_COUNT_CAP: "more than 10,000 products".
    data.totalCapped
      ? t('summary.productsMore', { n: n(data.total) })
      : t('summary.products', { count: data.total, n: n(data.total) }),
    t('summary.inExportList', { n: n(data.inExportList) }),
    t('summary.waiting', { n: n(data.waiting) }),
    t('summary.exported', { n: n(data.exported) }),
    ...(data.lastExportedAt ? [t('summary.lastExport', { date: formatDateTime(data.lastExportedAt) })] : []),
  ];
  return (
    <Text size="sm" c="dimmed" role="status" aria-label={t('summary.label')} data-testid="export-summary">
      {parts.join(' · ')}
    </Text>
  );
}
