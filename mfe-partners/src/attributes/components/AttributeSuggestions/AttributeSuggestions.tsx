import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttributeSuggestion } from '@feedhub/contracts';
import { numberFormat } from '@feedhub/ui';
import { ScoreBadge, SourceBadges } from '../../../suggestions/SuggestionParts';

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
        const inUse = chosen.includes(s.code);
        const applicable = unmappedOptionSuggestions(s, mappings);
        return (
          <Paper key={s.code} withBorder px="sm" py={6} data-suggestion={s.code}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500} truncate="end">
                    {s.name} ({s.code})
                  </Text>
                  <ScoreBadge score={s.score} confident={s.confident} />
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {s.reason}
                </Text>
                <Group gap="xs">
                  <SourceBadges sources={s.sources} />
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
                </Group>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Button
                  size="compact-sm"
                  variant={inUse ? 'subtle' : 'light'}
                  disabled={inUse}
                  leftSection={inUse ? <IconCheck size={14} /> : <IconPlus size={14} />}
                  aria-label={inUse ? t('modal.chosen') : t('modal.choose', { name: s.name })}
                  onClick={() => props.onUse(s)}
                >
                  {inUse ? t('modal.chosen') : t('modal.useShort')}
                </Button>
                {applicable.length > 0 && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconListCheck size={14} />}
                    onClick={() => props.onApplyOptions(s)}
                  >
                    {t('modal.applyOptions', { count: applicable.length })}
                  </Button>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
