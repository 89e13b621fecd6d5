import { Alert, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerPreviewResult, PreviewProduct } from '@feedhub/contracts';
import { DataTable } from '@feedhub/ui';

/** Props of the feed preview. */
export interface FeedPreviewProps {
  /** What POST /api/partners/preview answered. */
  result: PartnerPreviewResult;
}

/** Money-like decimal text in the interface language with two decimals (the feed gives no currency here). */
const decimal = (locale: string, text: string | null) => {
  if (text === null) return '';
  const n = Number(text);
  return Number.isFinite(n)
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)
    : text;
};

/** One counter of the summary. */
function Stat({ label, value, locale }: { label: string; value: number; locale: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-stat={label}>
        {new Intl.NumberFormat(locale).format(value)}
      </Text>
    </Stack>
  );
}

/** The feed as an import would read it, before saving: summary, the first products, the first warnings. */
export function FeedPreview({ result }: FeedPreviewProps) {
  const { t, i18n } = useTranslation('partners');
  const locale = i18n.language;
  const { summary, products, warnings } = result;
  return (
    <Paper withBorder p="md" data-testid="feed-preview">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={4}>{t('preview.title')}</Title>
          {summary.complete && (
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />}>
              {t('preview.complete', {
                seconds: new Intl.NumberFormat(locale, {
                  maximumFractionDigits: summary.seconds < 1 ? 2 : 1,
                }).format(summary.seconds),
              })}
            </Badge>
          )}
        </Group>
        {summary.error !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('preview.incomplete')}>
            {summary.error}
          </Alert>
        )}
        <SimpleGrid cols={5} spacing="md">
          <Stat label={t('preview.records')} value={summary.records} locale={locale} />
          <Stat label={t('preview.categories')} value={summary.categories} locale={locale} />
          <Stat label={t('preview.attributes')} value={summary.attributes} locale={locale} />
          <Stat label={t('preview.brands')} value={summary.brands} locale={locale} />
          <Stat label={t('preview.warnings')} value={summary.warnings} locale={locale} />
        </SimpleGrid>
        {products.length > 0 ? (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('preview.firstProducts', { count: products.length })}
            </Text>
            <DataTable<PreviewProduct>
              label={t('preview.title')}
              rows={products}
              rowKey={(p) => p.code}
              columns={[
                { key: 'code', title: t('preview.code'), width: 110, ellipsis: true, render: (p) => p.code },
                {
                  key: 'sku',
                  title: t('preview.sku'),
                  width: 110,
                  ellipsis: true,
                  render: (p) => p.sku ?? '',
                },
                { key: 'name', title: t('preview.name'), ellipsis: true, render: (p) => p.name ?? '' },
                {
                  key: 'ean',
                  title: t('preview.ean'),
                  width: 130,
                  ellipsis: true,
                  render: (p) => p.ean ?? '',
                },
                {
                  key: 'brand',
                  title: t('preview.brand'),
                  width: 120,
                  ellipsis: true,
                  render: (p) => p.brand ?? '',
                },
                {
                  key: 'category',
                  title: t('preview.category'),
                  width: 200,
                  ellipsis: true,
                  render: (p) => p.category ?? '',
                },
                {
                  key: 'price',
                  title: t('preview.price'),
                  width: 100,
                  align: 'right',
                  render: (p) => decimal(locale, p.price),
                },
                {
                  key: 'amount',
                  title: t('preview.amount'),
                  width: 90,
                  align: 'right',
                  render: (p) => (p.amount === null ? '' : new Intl.NumberFormat(locale).format(p.amount)),
                },
                {
                  key: 'attributes',
                  title: t('preview.attributeCount'),
                  width: 100,
                  align: 'right',
                  render: (p) => p.attributes.length,
                },
              ]}
            />
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('preview.noProducts')}
          </Text>
        )}
        {warnings.length > 0 && (
          <Alert color="yellow" variant="light" title={t('preview.firstWarnings')}>
            <List size="sm" spacing={2}>
              {warnings.map((w, i) => (
                <List.Item key={i}>{w.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
