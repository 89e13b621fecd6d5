import { Button, Stack, Text } from '@mantine/core';
import { IconPlus, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttributeSuggestion } from '@feedhub/contracts';
import { numberFormat } from '@feedhub/ui';
import { SuggestionCard } from '../../../suggestions/SuggestionCard';

/** Props of the attribute mapping modal's suggestions. */
export interface AttributeSuggestionsProps {
  /** Suggested PIM attributes, best first. */
  suggestions: AttributeSuggestion[];
  /** PIM attribute codes chosen now. */
  chosen: string[];
  /** Option index → PIM option code as the form holds them now. */
  mappings: Record<string, string | null | undefined>;
  /** "Use" pressed: add the PIM attribute. */
  onUse(suggestion: AttributeSuggestion): void;
  /** "Apply N option mappings" pressed: map the still unmapped options as suggested. */
  onApplyOptions(suggestion: AttributeSuggestion): void;
}

/** The suggested option mappings that would change something: options not mapped yet. */
export function unmappedOptionSuggestions(
  suggestion: AttributeSuggestion,
  mappings: Record<string, string | null | undefined>,
) {
  return suggestion.options.filter((option) => !mappings[String(option.index)]);
}

/**
 * The suggestions of the attribute mapping modal, best first: the PIM attribute, its score and
 * confidence, the evidence, the reason, the unit conversion a metric needs and the option values
 * suggested onto its options, which one click applies to the option mapping rows.
 */
export function AttributeSuggestions(props: AttributeSuggestionsProps) {
  const { suggestions, chosen, mappings } = props;
  const { t, i18n } = useTranslation('suggestions');
  const factor = numberFormat(i18n.language, { maximumSignificantDigits: 6 });
  return (
    <Stack gap={6} data-testid="attribute-suggestions">
      <Text size="sm" fw={500}>
        {t('modal.suggested')}
      </Text>
      {suggestions.map((s) => {
        const applicable = unmappedOptionSuggestions(s, mappings);
        return (
          <SuggestionCard
            key={s.code}
            code={s.code}
            title={`${s.name} (${s.code})`}
            name={s.name}
            score={s.score}
            confident={s.confident}
            reason={s.reason}
            sources={s.sources}
            details={
              <>
                {s.unit && (
                  <Text size="xs" data-testid="unit-conversion">
                    {t('modal.unit', {
                      from: s.unit.from,
                      to: s.unit.to,
                      factor: factor.format(s.unit.factor),
                    })}
                  </Text>
                )}
                {s.options.length > 0 && (
                  <Text
                    size="xs"
                    c="dimmed"
                    title={s.options.map((o) => `${o.value} → ${o.optionName}`).join('\n')}
                  >
                    {t('modal.options', { count: s.options.length })}
                  </Text>
                )}
              </>
            }
            inUse={chosen.includes(s.code)}
            useIcon={<IconPlus size={14} />}
            onUse={() => props.onUse(s)}
            actions={
              applicable.length > 0 && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconListCheck size={14} />}
                  onClick={() => props.onApplyOptions(s)}
                >
                  {t('modal.applyOptions', { count: applicable.length })}
                </Button>
              )
            }
          />
        );
      })}
    </Stack>
  );
}
