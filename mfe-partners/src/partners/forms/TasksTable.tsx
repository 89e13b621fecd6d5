import { Select, TextInput, Tooltip, type ComboboxData } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { TASK_METHOD_QUEUES, TASK_METHODS, type QueueOption, type TaskMethod } from '@feedhub/contracts';
import { Controller, fieldError, FieldArrayTable, type FieldArrayColumn } from '@feedhub/ui';
import { CheckboxCell } from './CheckboxCell';
import { newTaskRow, type PartnerFormOutput, type PartnerFormValues } from './partner-form';

/** The partner form. */
type PartnerForm = UseFormReturn<PartnerFormValues, unknown, PartnerFormOutput>;

/** A locked select reads like the locked name beside it (plain text on the filled background). */
const LOCKED = { input: { color: 'var(--mantine-color-text)', opacity: 1, cursor: 'default' } };

/** A select of a task's row (method, queue); a default task's is locked. */
function TaskSelect({
  control,
  name,
  label,
  data,
  locked,
  error,
  onPick,
}: {
  control: PartnerForm['control'];
  name: `tasks.${number}.methodName` | `tasks.${number}.queue`;
  label: string;
  data: ComboboxData | ((value: string | undefined) => ComboboxData);
  locked?: boolean;
  error?: { message?: string };
  onPick?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <Select
          size="sm"
          aria-label={label}
          data={typeof data === 'function' ? data(f.value) : data}
          value={f.value ?? null}
          disabled={locked}
          styles={locked ? LOCKED : undefined}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            f.onChange(value);
            onPick?.(value);
          }}
          onBlur={f.onBlur}
          ref={f.ref}
          error={fieldError(error)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** Props of the tasks table of the partner form. */
export interface TasksTableProps {
  /** The partner form. */
  form: PartnerForm;
  /** Queues to choose from (GET /api/partner-tasks/queues). */
  queues?: QueueOption[];
}

/** The partner's tasks as editable rows; default tasks keep name, method and queue (SPEC §2, §4). */
export function TasksTable({ form, queues }: TasksTableProps) {
  const { t } = useTranslation('partners');
  const methods = TASK_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }));
  const queueData = (queues ?? []).map((q) => ({ value: q.value, label: q.label }));
  const cell = (column: string, i: number) => t('form.cell', { column, n: i + 1 });
  const columns: FieldArrayColumn<PartnerFormValues, 'tasks'>[] = [
    {
      field: 'name',
      header: t('form.taskName'),
      render: ({ name, error, index, row }) => (
        <TextInput
          size="sm"
          aria-label={cell(t('form.taskName'), index)}
          readOnly={row.isDefault}
          variant={row.isDefault ? 'filled' : 'default'}
          leftSection={
            row.isDefault ? (
              <Tooltip label={t('form.lockedTask')} withArrow>
                <IconLock size={14} aria-label={t('form.lockedTask')} />
              </Tooltip>
            ) : undefined
          }
          {...form.register(name)}
          error={fieldError(error)}
        />
      ),
    },
    {
      field: 'methodName',
      header: t('form.taskMethod'),
      width: 210,
      render: ({ name, error, index, row }) => (
        <TaskSelect
          control={form.control}
          name={name}
          label={cell(t('form.taskMethod'), index)}
          data={methods}
          locked={row.isDefault}
          error={error}
          onPick={(value) =>
            // a new task starts on the queue its method belongs to (SPEC §4)
            form.setValue(`tasks.${index}.queue`, TASK_METHOD_QUEUES[value as TaskMethod])
          }
        />
      ),
    },
    {
      field: 'cron',
      header: t('form.cron'),
      width: 170,
      render: ({ name, error, index }) => (
        <TextInput
          size="sm"
          aria-label={cell(t('form.cron'), index)}
          placeholder={t('form.cronPlaceholder')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.register(name)}
          error={fieldError(error)}
        />
      ),
    },
    {
      field: 'queue',
      header: t('form.queue'),
      width: 370,
      render: ({ name, error, index, row }) => (
        <TaskSelect
          control={form.control}
          name={name}
          label={cell(t('form.queue'), index)}
          // Before the queues load, the row's own queue is the one choice.
          data={(value) => (queueData.length ? queueData : value ? [value] : [])}
          locked={row.isDefault}
          error={error}
        />
      ),
    },
    {
      field: 'isActive',
      header: t('form.taskActive'),
      width: 76,
      align: 'center',
      render: ({ name, index }) => (
        <CheckboxCell control={form.control} name={name} label={cell(t('form.taskActive'), index)} fallback />
      ),
    },
    {
      field: 'debug',
      header: t('form.debug'),
      width: 84,
      align: 'center',
      render: ({ name, index }) => (
        <CheckboxCell
          control={form.control}
          name={name}
          label={cell(t('form.debug'), index)}
          fallback={false}
        />
      ),
    },
  ];
  return (
    <FieldArrayTable
      control={form.control}
      name="tasks"
      label={t('form.tasks')}
      columns={columns}
      emptyText={t('form.noTasks')}
      addLabel={t('form.addTask')}
      newRow={newTaskRow}
      removeLabel={(row, i) => t('form.deleteTask', { name: row.name || i + 1 })}
      // Default tasks stay (SPEC §4): they keep name, method and queue, and cannot be deleted.
      canRemove={(row) => row.isDefault !== true}
      rowAttributes={(row) => ({ 'data-task': row.name || undefined })}
      removeWidth={50}
    />
  );
}
