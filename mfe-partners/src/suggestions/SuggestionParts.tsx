import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowSuggestion } from '@feedhub/contracts';
import { numberFormat } from '@feedhub/ui';

/** A feed path as the screens show it: "Ersatzteile › iPhone 12 › Akku" (the API joins with " > "). */
export function displayPath(path: string): string {
  return path.split(' > ').join(' › ');
}

/** A 0–1 score as a whole percentage in the interface language (en `86%`, et `86%`). */
export function usePercent(): (score: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (score) => format.format(score);
}

/** Props of ScoreBadge. */
export interface ScoreBadgeProps {
  /** 0–1. */
  score: number;
  /** At or above the confident score (accepted in bulk). */
  confident: boolean;
}

/**
 * A suggestion's score as a percentage badge: a confident one in the primary colour with a check,
 * an uncertain one grey and outlined, so the two never read alike; hovering says which it is.
 */
export function ScoreBadge({ score, confident }: ScoreBadgeProps) {
  const { t } = useTranslation('suggestions');
  const percent = usePercent();
  const label = confident ? t('confident') : t('uncertain');
  return (
    <Badge
      size="sm"
      variant={confident ? 'light' : 'outline'}
      color={confident ? undefined : 'gray'}
      leftSection={confident ? <IconCheck size={12} /> : undefined}
      aria-label={t('scoreLabel', { score: percent(score), confidence: label })}
      title={label}
      data-confident={confident ? 'yes' : 'no'}
      style={{ flexShrink: 0, minWidth: 'fit-content' }}
    >
      {percent(score)}
    </Badge>
  );
}

/** A list row's top suggestion: the target on one line, the reason dimmed under it, the score beside. */
export function RowSuggestionCell({ suggestion }: { suggestion: NonNullable<RowSuggestion> }) {
  return (
    <Group gap="xs" wrap="nowrap" data-testid="row-suggestion">
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" truncate="end" title={suggestion.name}>
          {suggestion.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" title={suggestion.reason}>
          {suggestion.reason}
        </Text>
      </Stack>
      <ScoreBadge score={suggestion.score} confident={suggestion.confident} />
    </Group>
  );
}

/** The evidence a suggestion rests on, as small grey badges in words. */
export function SourceBadges({ sources }: { sources: readonly string[] }) {
  const { t } = useTranslation('suggestions');
  return (
    <Group gap={4} wrap="wrap">
      {sources.map((source) => (
        <Badge key={source} size="xs" variant="default" tt="none">
          {t(`sources.${source}`)}
        </Badge>
      ))}
    </Group>
  );
}
