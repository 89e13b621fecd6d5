import { Badge, Group, Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartnerProduct } from '@feedhub/contracts';
import { formatDateTime } from '@feedhub/ui';
import { formatCount, formatMoney, formatPercent, isWebUrl, plainText } from '../../../format';
import { FieldRow, FieldTable } from '@feedhub/ui';
import { EXPORT_LIST_COLOR } from '../ProductsTable/ProductsTable';
import { Thumbnail } from '../Thumbnail/Thumbnail';

/** Props of the product's fields. */
export interface ProductFieldsProps {
  /** The product. */
  product: PartnerProduct;
}

/**
 * The product's own fields (SPEC §3 Partner product): codes, brand, amount, the feed's prices, the
 * export list and its dates (DD.MM.YYYY HH:mm), then the description and the images as thumbnails
 * that open the full image in a new tab.
 */
export function ProductFields({ product: p }: ProductFieldsProps) {
  const { t, i18n } = useTranslation('products');
  const locale = i18n.language;
  const none = t('detail.notSet');
  const or = (value: string) => value || none;
  // Feed data is not ours: only web addresses become links and images (never javascript: and such).
  const images = p.images.filter(isWebUrl);
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Title order={4}>{t('detail.product')}</Title>
        <FieldTable label={t('detail.product')}>
          <FieldRow label={t('detail.sku')}>{or(p.sku ?? '')}</FieldRow>
          <FieldRow label={t('detail.code')}>{or(p.code)}</FieldRow>
          <FieldRow label={t('detail.ean')}>{or(p.ean ?? '')}</FieldRow>
          <FieldRow label={t('detail.manufacturerCode')}>{or(p.manufacturerCode ?? '')}</FieldRow>
          <FieldRow label={t('detail.brand')}>{or(p.brand ?? '')}</FieldRow>
          <FieldRow label={t('detail.amount')}>{or(formatCount(locale, p.amount))}</FieldRow>
          <FieldRow label={t('detail.price')}>{or(formatMoney(locale, p.price, p.currency))}</FieldRow>
          <FieldRow label={t('detail.rrpPrice')}>{or(formatMoney(locale, p.rrpPrice, p.currency))}</FieldRow>
          <FieldRow label={t('detail.supplierPrice')}>
            {or(formatMoney(locale, p.supplierPrice, p.currency))}
          </FieldRow>
          <FieldRow label={t('detail.vatRate')}>{or(formatPercent(locale, p.vatRate))}</FieldRow>
          <FieldRow label={t('detail.inExportList')}>
            <Badge variant="light" size="sm" color={p.inExportList ? EXPORT_LIST_COLOR : 'gray'}>
              {p.inExportList ? t('detail.inExportListYes') : t('detail.inExportListNo')}
            </Badge>
          </FieldRow>
          <FieldRow label={t('detail.exportedAt')}>
            {formatDateTime(p.exportedAt) || t('detail.never')}
          </FieldRow>
          <FieldRow label={t('detail.changedAt')}>{or(formatDateTime(p.changedAt))}</FieldRow>
          <FieldRow label={t('detail.createdAt')}>{or(formatDateTime(p.createdAt))}</FieldRow>
        </FieldTable>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('detail.description')}
          </Text>
          {p.description ? (
            <Spoiler maxHeight={120} showLabel={t('detail.showMore')} hideLabel={t('detail.showLess')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {plainText(p.description)}
              </Text>
            </Spoiler>
          ) : (
            <Text size="sm" c="dimmed">
              {t('detail.noDescription')}
            </Text>
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('detail.images')}
          </Text>
          {images.length ? (
            <Group gap="xs">
              {images.map((src, i) => (
                <Thumbnail key={`${i}-${src}`} src={src} label={t('detail.image', { n: i + 1 })} />
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('detail.noImages')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
