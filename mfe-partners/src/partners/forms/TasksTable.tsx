import { Select, Table, TextInput, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { TASK_METHOD_QUEUES, TASK_METHODS, type QueueOption, type TaskMethod } from '@feedhub/contracts';
import { Controller, fieldError, useFieldArray } from '@feedhub/ui';
import { newTaskRow, type PartnerFormOutput, type PartnerFormValues } from './partner-form';
import { AddRowButton, CheckboxCell, DeleteRowButton, EmptyTableRow } from './row-controls';

/** A locked select reads like the locked name beside it (plain text on the filled background). */
const LOCKED = { input: { color: 'var(--mantine-color-text)', opacity: 1, cursor: 'default' } };

/** Props of the tasks table of the partner form. */
export interface TasksTableProps {
  /** The partner form. */
  form: UseFormReturn<PartnerFormValues, unknown, PartnerFormOutput>;
  /** Queues to choose from (GET /api/partner-tasks/queues). */
  queues?: QueueOption[];
}

/** The partner's tasks as editable rows; default tasks keep name, method and queue (SPEC §2, §4). */
export function TasksTable({ form, queues }: TasksTableProps) {
  const { t } = useTranslation('partners');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'tasks', keyName: 'key' });
  const errors = form.formState.errors.tasks;
  const methods = TASK_METHODS.map((m) => ({ value: m, label: t(`methods.${m}`) }));
  const queueData = (queues ?? []).map((q) => ({ value: q.value, label: q.label }));
  const cell = (column: string, i: number) => t('form.cell', { column, n: i + 1 });
  return (
    <>
      <Table
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing="xs"
        layout="fixed"
        aria-label={t('form.tasks')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('form.taskName')}</Table.Th>
            <Table.Th w={210}>{t('form.taskMethod')}</Table.Th>
            <Table.Th w={170}>{t('form.cron')}</Table.Th>
            <Table.Th w={370}>{t('form.queue')}</Table.Th>
            <Table.Th w={76} ta="center">
              {t('form.taskActive')}
            </Table.Th>
            <Table.Th w={84} ta="center">
              {t('form.debug')}
            </Table.Th>
            <Table.Th w={50} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 && <EmptyTableRow colSpan={7} text={t('form.noTasks')} />}
          {fields.map((field, i) => {
            const locked = field.isDefault === true;
            const rowErrors = errors?.[i];
            return (
              <Table.Tr key={field.key} data-task={field.name || undefined} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={cell(t('form.taskName'), i)}
                    readOnly={locked}
                    variant={locked ? 'filled' : 'default'}
                    leftSection={
                      locked ? (
                        <Tooltip label={t('form.lockedTask')} withArrow>
                          <IconLock size={14} aria-label={t('form.lockedTask')} />
                        </Tooltip>
                      ) : undefined
                    }
                    {...form.register(`tasks.${i}.name`)}
                    error={fieldError(rowErrors?.name)}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`tasks.${i}.methodName`}
                    render={({ field: f }) => (
                      <Select
                        size="sm"
                        aria-label={cell(t('form.taskMethod'), i)}
                        data={methods}
                        value={f.value ?? null}
                        disabled={locked}
                        styles={locked ? LOCKED : undefined}
                        allowDeselect={false}
                        onChange={(value) => {
                          if (!value) return;
                          f.onChange(value);
                          // a new task starts on the queue its method belongs to (SPEC §4)
                          form.setValue(`tasks.${i}.queue`, TASK_METHOD_QUEUES[value as TaskMethod]);
                        }}
                        onBlur={f.onBlur}
                        ref={f.ref}
                        error={fieldError(rowErrors?.methodName)}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="sm"
                    aria-label={cell(t('form.cron'), i)}
                    placeholder={t('form.cronPlaceholder')}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    {...form.register(`tasks.${i}.cron`)}
                    error={fieldError(rowErrors?.cron)}
                  />
                </Table.Td>
                <Table.Td>
                  <Controller
                    control={form.control}
                    name={`tasks.${i}.queue`}
                    render={({ field: f }) => (
                      <Select
                        size="sm"
                        aria-label={cell(t('form.queue'), i)}
                        data={queueData.length ? queueData : f.value ? [f.value] : []}
                        value={f.value ?? null}
                        disabled={locked}
                        styles={locked ? LOCKED : undefined}
                        allowDeselect={false}
                        onChange={(value) => value && f.onChange(value)}
                        onBlur={f.onBlur}
                        ref={f.ref}
                        error={fieldError(rowErrors?.queue)}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td>
                  <CheckboxCell
                    control={form.control}
                    name={`tasks.${i}.isActive`}
                    label={cell(t('form.taskActive'), i)}
                    fallback
                  />
                </Table.Td>
                <Table.Td>
                  <CheckboxCell
                    control={form.control}
                    name={`tasks.${i}.debug`}
                    label={cell(t('form.debug'), i)}
                    fallback={false}
                  />
                </Table.Td>
                <Table.Td>
                  {!locked && (
                    <DeleteRowButton
                      label={t('form.deleteTask', { name: field.name || i + 1 })}
                      onClick={() => remove(i)}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <AddRowButton label={t('form.addTask')} onClick={() => append(newTaskRow())} />
    </>
  );
}
