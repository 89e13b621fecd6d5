import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MappingProgress } from '@feedhub/contracts';

/** Props of MappingProgressBadge. */
export interface MappingProgressBadgeProps {
  /** The partner's progress. */
  progress: MappingProgress;
  /** Which part of it: the categories' or the attributes'. */
  part: 'categories' | 'attributes';
}

/**
 * The unmapped share of a partner's categories or attributes as a small badge on its tab (UI.md:
 * partner tabs carry unmapped counters), saying "unmapped" so that it never reads as progress;
 * nothing when all are mapped.
 */
export function MappingProgressBadge({ progress, part }: MappingProgressBadgeProps) {
  const { t } = useTranslation('mapping');
  const [unmapped, total, percent] =
    part === 'categories'
      ? [progress.unmappedCategories, progress.categories, progress.unmappedCategoriesPercent]
      : [progress.unmappedAttributes, progress.attributes, progress.unmappedAttributesPercent];
  if (!unmapped) return null;
  const help = t(`progress.${part}Tab`, { count: unmapped, total, percent });
  return (
    <Tooltip label={help} withArrow openDelay={300}>
      <Badge size="xs" variant="light" color="orange" radius="sm" data-testid={`unmapped-${part}`}>
        {t('progress.tabBadge', { percent })}
      </Badge>
    </Tooltip>
  );
}
