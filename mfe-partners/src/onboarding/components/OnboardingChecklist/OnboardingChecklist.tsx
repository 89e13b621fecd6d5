import { ActionIcon, Collapse, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconListCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecklistStep } from './ChecklistStep';
import { useChecklistSteps, type StepInputs } from './steps';

/** Props of OnboardingChecklist. */
export interface OnboardingChecklistProps extends StepInputs {
  /** The steps show (else only the title line with the count). */
  opened: boolean;
  /** The chevron was pressed. */
  onToggle(): void;
}

/**
 * A new partner's first run (issue 31): the six steps from the feed to the PIM, each ticked when the
 * data says it is done, the first open one highlighted with its action. The page shows it until every
 * step is done; the user may fold it to its title line.
 */
export function OnboardingChecklist({ opened, onToggle, ...inputs }: OnboardingChecklistProps) {
  const { t } = useTranslation('onboarding');
  const bodyId = useId();
  const steps = useChecklistSteps(inputs);
  const done = steps.filter((step) => step.done).length;
  const next = steps.findIndex((step) => !step.done);
  const toggleLabel = t(opened ? 'checklist.hide' : 'checklist.show');
  return (
    <Paper withBorder radius="sm" px="sm" py="xs" component="section" aria-label={t('checklist.label')}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconListCheck size={18} color="var(--mantine-primary-color-filled)" aria-hidden />
          <Text fw={600} size="sm">
            {t('checklist.title')}
          </Text>
          <Text size="sm" c="dimmed" data-testid="onboarding-progress">
            {t('checklist.progress', { done, total: steps.length })}
          </Text>
          <Progress value={(done / steps.length) * 100} size="sm" w={120} aria-hidden />
        </Group>
        <Tooltip label={toggleLabel} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={toggleLabel}
            aria-expanded={opened}
            aria-controls={bodyId}
            onClick={onToggle}
          >
            {opened ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Collapse expanded={opened} id={bodyId} keepMounted={false}>
        <Stack gap={4} mt="xs">
          <Text size="sm" c="dimmed">
            {t('checklist.intro')}
          </Text>
          <Stack component="ol" gap={2} p={0} m={0}>
            {steps.map((step, index) => (
              <ChecklistStep key={step.step} {...step} next={index === next} />
            ))}
          </Stack>
        </Stack>
      </Collapse>
    </Paper>
  );
}
