import { useEffect, useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerTask } from '@feedhub/contracts';
import { useTaskLabel } from '@feedhub/ui';

/** Props of the add-job control. */
export interface AddPartnerJobProps {
  /** The searched partner's tasks; undefined while no partner is searched (the select waits). */
  tasks: PartnerTask[] | undefined;
  /** The tasks are loading. */
  loading?: boolean;
  /** Adding runs: spinner on the button. */
  adding?: boolean;
  /** Add pressed with a task chosen. */
  onAdd(taskId: number): void;
}

/**
 * A task autocomplete (the searched partner's tasks, name and method) and the 'add partner job'
 * button (SPEC §2 Partner desktop); disabled until a partner is searched and a task chosen.
 */
export function AddPartnerJob({ tasks, loading, adding, onAdd }: AddPartnerJobProps) {
  const { t } = useTranslation('partners');
  const taskLabel = useTaskLabel();
  const [taskId, setTaskId] = useState<string | null>(null);
  // another partner's tasks: the old choice goes
  useEffect(() => setTaskId(null), [tasks]);
  const methods = new Map((tasks ?? []).map((task) => [String(task.id), task.methodName]));
  const method = (name: string | undefined) => (name ? t(`methods.${name}`, { defaultValue: name }) : '');
  const placeholder = !tasks
    ? t('desktop.taskNeedsPartner')
    : tasks.length
      ? t('desktop.taskPlaceholder')
      : t('desktop.noTasks');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-end">
      {/* Narrow in the header (the toasts above the page's middle end left of it), its list wider. */}
      <Select
        size="sm"
        w={240}
        comboboxProps={{ width: 340, position: 'bottom-end' }}
        aria-label={t('desktop.task')}
        placeholder={placeholder}
        data={(tasks ?? []).map((task) => ({ value: String(task.id), label: taskLabel(task.name) }))}
        value={taskId}
        onChange={setTaskId}
        searchable
        disabled={!tasks || loading || tasks.length === 0}
        renderOption={({ option }) => (
          <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
            <Text size="sm">{option.label}</Text>
            {/* a default task is named by its method already: no second, identical label */}
            {method(methods.get(option.value)) !== option.label && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {method(methods.get(option.value))}
              </Text>
            )}
          </Group>
        )}
      />
      <Button
        size="sm"
        leftSection={<IconPlus size={16} />}
        disabled={!taskId}
        loading={adding}
        onClick={() => taskId && onAdd(Number(taskId))}
      >
        {t('desktop.add')}
      </Button>
    </Group>
  );
}
