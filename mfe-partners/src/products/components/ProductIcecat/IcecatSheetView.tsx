import { Badge, Group, SimpleGrid, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductIcecat } from '@feedhub/contracts';
import { FieldRow, FieldTable } from '@feedhub/ui';
import { isWebUrl, plainText } from '../../../format';
import { Thumbnail } from '../Thumbnail/Thumbnail';
import { IcecatSpecifications } from './IcecatSpecifications';

/** One language's Icecat sheet as the product detail reads it. */
type IcecatSheet = ProductIcecat['sheets'][number];

/** A picture as a thumbnail linking to the full picture, the main one marked. */
function Picture({ src, label, main }: { src: string; label: string; main: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Stack gap={2} align="center">
      <Thumbnail src={src} label={label} />
      {main && (
        <Badge size="xs" variant="light">
          {t('icecat.main')}
        </Badge>
      )}
    </Stack>
  );
}

/** A text of the sheet as plain text (Icecat's HTML is never rendered), shortened with Show more. */
function SheetText({ label, html }: { label: string; html: string | null }) {
  const { t } = useTranslation('products');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {html ? (
        <Spoiler maxHeight={120} showLabel={t('detail.showMore')} hideLabel={t('detail.showLess')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {plainText(html)}
          </Text>
        </Spoiler>
      ) : (
        <Text size="sm" c="dimmed">
          {t('icecat.noDescription')}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One language's Icecat sheet: title, brand, code and EANs, the short and long description as plain
 * text, the pictures (main first, only http(s) addresses) and the specifications grouped.
 */
export function IcecatSheetView({ sheet }: { sheet: IcecatSheet }) {
  const { t } = useTranslation('products');
  // Icecat's data is not ours: only web addresses become links and images; the main one first.
  const pictures = sheet.images
    .filter((image) => isWebUrl(image.url))
    .sort((a, b) => Number(b.main) - Number(a.main));
  const none = t('detail.notSet');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Stack gap="md">
        <Title order={5}>{sheet.title ?? sheet.productName ?? none}</Title>
        <FieldTable label={t('icecat.sheet')}>
          <FieldRow label={t('icecat.brand')}>{sheet.brand ?? none}</FieldRow>
          <FieldRow label={t('icecat.partCode')}>{sheet.partCode ?? none}</FieldRow>
          <FieldRow label={t('icecat.gtins')}>{sheet.gtins.join(', ') || none}</FieldRow>
        </FieldTable>
        <SheetText label={t('icecat.shortDescription')} html={sheet.description.short} />
        <SheetText label={t('icecat.longDescription')} html={sheet.description.long} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('icecat.pictures')}
          </Text>
          {pictures.length ? (
            <Group gap="xs" align="flex-start">
              {pictures.map((image, i) => (
                <Picture
                  key={image.url}
                  src={image.url}
                  main={image.main}
                  label={t('icecat.picture', { n: i + 1 })}
                />
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('icecat.noPictures')}
            </Text>
          )}
        </Stack>
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('icecat.features')}
        </Text>
        <IcecatSpecifications features={sheet.features} />
      </Stack>
    </SimpleGrid>
  );
}
