import { Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MappingProgress } from '@feedhub/contracts';

/** Props of MappingProgressSummary. */
export interface MappingProgressSummaryProps {
  /** The partner's progress; nothing shows without it (not loaded, or not counted). */
  progress: MappingProgress | undefined;
}

/**
 * What a partner has left to map, for the partners list: "categories 40% · attributes 25%", the
 * products in unmapped categories below, and the counts behind the percentages on hover.
 */
export function MappingProgressSummary({ progress }: MappingProgressSummaryProps) {
  const { t } = useTranslation('mapping');
  if (!progress) return null;
  if (!progress.categories && !progress.attributes)
    return (
      <Text size="sm" c="dimmed">
        {t('progress.empty')}
      </Text>
    );
  const done = !progress.unmappedCategories && !progress.unmappedAttributes;
  return (
    <Tooltip label={t('progress.help', { ...progress })} multiline w={320} withArrow openDelay={300}>
      <Stack gap={0} data-testid="mapping-progress">
        {done ? (
          <Text size="sm" c="green.8">
            {t('progress.done')}
          </Text>
        ) : (
          <Text size="sm">
            {t('progress.summary', {
              categories: progress.unmappedCategoriesPercent,
              attributes: progress.unmappedAttributesPercent,
            })}
          </Text>
        )}
        {progress.productsInUnmappedCategories > 0 && (
          <Text size="xs" c="dimmed">
            {t('progress.products', { count: progress.productsInUnmappedCategories })}
          </Text>
        )}
      </Stack>
    </Tooltip>
  );
}
