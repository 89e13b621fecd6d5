import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScoreBadge, SourceBadges } from './SuggestionParts';

/** Props of one suggestion in a mapping modal. */
export interface SuggestionCardProps {
  /** The target's code (the card's `data-suggestion`). */
  code: string;
  /** What is suggested, as a person reads it (a PIM path, an attribute's name and code). */
  title: string;
  /** How "Use …" names it (default: the title). */
  name?: string;
  score: number;
  confident: boolean;
  reason: string;
  sources: readonly string[];
  /** More facts beside the sources (the family it brings, a unit conversion, option mappings). */
  details?: ReactNode;
  /** Whether the form already uses it ("In use", the button disabled). */
  inUse: boolean;
  /** The icon of the "Use" button. */
  useIcon: ReactNode;
  onUse(): void;
  /** Further actions under "Use". */
  actions?: ReactNode;
}

/**
 * One suggestion of a mapping modal, the same for categories and attributes: the target, its score
 * and confidence, the reason a person can check, the evidence it rests on, and "Use".
 */
export function SuggestionCard(props: SuggestionCardProps) {
  const { t } = useTranslation('suggestions');
  return (
    <Paper withBorder px="sm" py={6} data-suggestion={props.code}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate="end" title={props.title}>
              {props.title}
            </Text>
            <ScoreBadge score={props.score} confident={props.confident} />
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {props.reason}
          </Text>
          <Group gap="xs">
            <SourceBadges sources={props.sources} />
            {props.details}
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Button
            size="compact-sm"
            variant={props.inUse ? 'subtle' : 'light'}
            disabled={props.inUse}
            leftSection={props.inUse ? <IconCheck size={14} /> : props.useIcon}
            aria-label={
              props.inUse ? t('modal.chosen') : t('modal.choose', { name: props.name ?? props.title })
            }
            onClick={props.onUse}
          >
            {props.inUse ? t('modal.chosen') : t('modal.useShort')}
          </Button>
          {props.actions}
        </Stack>
      </Group>
    </Paper>
  );
}
