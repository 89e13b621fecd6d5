import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconArrowBarToLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategorySuggestion, PimFamilyOption } from '@feedhub/contracts';
import { ScoreBadge, SourceBadges } from '../../suggestions/SuggestionParts';

/** Props of the mapping modal's suggestion list. */
export interface SuggestionListProps {
  /** Suggested PIM categories, best first. */
  suggestions: CategorySuggestion[];
  /** PIM families (the family a suggestion brings, by name). */
  families?: PimFamilyOption[];
  /** The main PIM category chosen now. */
  main: string | undefined;
  /** A suggestion was chosen. */
  onChoose(suggestion: CategorySuggestion): void;
}

/**
 * The suggestions of the category mapping modal, best first: the PIM category's path, its score and
 * confidence, the evidence it rests on, the reason a person can check and the family it brings;
 * "Use" makes it the main PIM category and sets that family.
 */
export function SuggestionList({ suggestions, families, main, onChoose }: SuggestionListProps) {
  const { t } = useTranslation('suggestions');
  const familyName = (code: string) => families?.find((f) => f.code === code)?.name ?? code;
  return (
    <Stack gap={6} data-testid="suggestions">
      <Text size="sm" fw={500}>
        {t('modal.suggested')}
      </Text>
      {suggestions.map((s) => {
        const inUse = s.code === main;
        return (
          <Paper key={s.code} withBorder px="sm" py={6} data-suggestion={s.code}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} truncate="end" title={s.path}>
                    {s.path}
                  </Text>
                  <ScoreBadge score={s.score} confident={s.confident} />
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.reason}
                </Text>
                <Group gap="xs">
                  <SourceBadges sources={s.sources} />
                  <Text size="xs" c="dimmed">
                    {s.familyCode
                      ? t('modal.family', { family: familyName(s.familyCode) })
                      : t('modal.noFamily')}
                  </Text>
                </Group>
              </Stack>
              <Button
                size="compact-sm"
                variant={inUse ? 'subtle' : 'light'}
                disabled={inUse}
                leftSection={inUse ? <IconCheck size={14} /> : <IconArrowBarToLeft size={14} />}
                aria-label={inUse ? t('modal.chosen') : t('modal.choose', { name: s.path })}
                onClick={() => onChoose(s)}
              >
                {inUse ? t('modal.chosen') : t('modal.useShort')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
