import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MappingProgress } from '@feedhub/contracts';

/** How much of the partner's categories is left to map, as a small badge with the counts on hover. */
export function MappingProgressBadge({ progress }: { progress?: MappingProgress }) {
  const { t, i18n } = useTranslation('categories');
  if (!progress || progress.categories === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const done = progress.unmappedCategories === 0;
  return (
    <Tooltip
      withArrow
      multiline
      maw={320}
      label={t('progress.help', {
        unmapped: number.format(progress.unmappedCategories),
        total: number.format(progress.categories),
        products: number.format(progress.productsInUnmappedCategories),
      })}
    >
      <Badge variant="light" color={done ? 'green' : 'yellow'} size="lg" data-testid="mapping-progress">
        {done
          ? t('progress.allMapped')
          : t('progress.unmapped', { percent: progress.unmappedCategoriesPercent })}
      </Badge>
    </Tooltip>
  );
}
