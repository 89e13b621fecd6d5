import { Stack, Text } from '@mantine/core';
import { IconArrowBarToLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CategorySuggestion, PimFamilyOption } from '@feedhub/contracts';
import { SuggestionCard } from '../../suggestions/SuggestionCard';

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
      {suggestions.map((s) => (
        <SuggestionCard
          key={s.code}
          code={s.code}
          title={s.path}
          score={s.score}
          confident={s.confident}
          reason={s.reason}
          sources={s.sources}
          details={
            <Text size="xs" c="dimmed">
              {s.familyCode ? t('modal.family', { family: familyName(s.familyCode) }) : t('modal.noFamily')}
            </Text>
          }
          inUse={s.code === main}
          useIcon={<IconArrowBarToLeft size={14} />}
          onUse={() => onChoose(s)}
        />
      ))}
    </Stack>
  );
}
