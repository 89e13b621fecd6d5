import type { ReactNode } from 'react';
import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled, IconCircleDot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Props of one step of the checklist. */
export interface ChecklistStepProps {
  /** Which step (tests and screenshots find it by this). */
  step: string;
  /** What the step is, in a few words. */
  title: string;
  /** The step is done: ticked, and no action. */
  done: boolean;
  /** The first step not done: highlighted, its action the filled one. */
  next: boolean;
  /** Counts, state or a hint under the title. */
  details?: ReactNode;
  /** The step's action (a link or a button), shown while it is not done. */
  action?: ReactNode;
}

/** A line of the checklist: a tick or an open circle, the title with its details, the action on the right. */
export function ChecklistStep({ step, title, done, next, details, action }: ChecklistStepProps) {
  const { t } = useTranslation('onboarding');
  const icon = done ? (
    <IconCircleCheckFilled
      size={20}
      color="var(--mantine-color-green-7)"
      role="img"
      aria-label={t('checklist.stepDone')}
    />
  ) : next ? (
    <IconCircleDot
      size={20}
      color="var(--mantine-primary-color-filled)"
      role="img"
      aria-label={t('checklist.stepOpen')}
    />
  ) : (
    <IconCircle
      size={20}
      color="var(--mantine-color-gray-5)"
      role="img"
      aria-label={t('checklist.stepOpen')}
    />
  );
  return (
    <Box
      component="li"
      data-step={step}
      data-done={done}
      aria-current={next ? 'step' : undefined}
      px="xs"
      py={6}
      style={{
        listStyle: 'none',
        borderRadius: 'var(--mantine-radius-sm)',
        // a tint and an edge of the primary colour: the badges on it keep their contrast
        background: next ? 'var(--mantine-primary-color-0)' : undefined,
        boxShadow: next ? 'inset 3px 0 0 var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          <Box pt={1} style={{ flexShrink: 0, display: 'flex' }}>
            {icon}
          </Box>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={next ? 600 : 500} c={done ? 'dimmed' : undefined}>
                {title}
              </Text>
              {next && (
                <Badge size="xs" variant="filled" radius="sm">
                  {t('checklist.next')}
                </Badge>
              )}
            </Group>
            {details}
          </Stack>
        </Group>
        {!done && action && (
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {action}
          </Group>
        )}
      </Group>
    </Box>
  );
}
