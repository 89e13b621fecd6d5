import { Group, Text } from '@mantine/core';
import { IconCheck, IconLock, IconPencil, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, Setting } from '@feedhub/contracts';
import { ActionsTitle, DataTable, RowAction, type ListViewProps } from '@feedhub/ui';
import { SettingValueForm, type SettingValueOutput } from '../../forms/SettingValueForm';

/** Props of the settings table: the list state and the one row being edited; state lives in the page. */
export interface SettingsTableProps extends ListViewProps<Setting> {
  /** Id of the row in edit mode. */
  editingId: number | null;
  /** Saving that row. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** Edit a row. */
  onEdit(row: Setting): void;
  /** Save the edited row. */
  onSave(row: Setting, values: SettingValueOutput): void;
  /** Leave edit mode. */
  onCancel(): void;
}

/** Id of the inline form of a row (its Save icon submits it). */
const formId = (row: Setting) => `setting-form-${row.id}`;

/**
 * Code, description and value; the value edits inline with Save and Cancel icons (SPEC §2
 * Settings). Columns have fixed widths so nothing moves when a row enters edit mode; secrets show
 * masked and never in clear.
 */
export function SettingsTable({
  editingId,
  saving,
  serverErrors,
  onEdit,
  onSave,
  onCancel,
  ...list
}: SettingsTableProps) {
  const { t } = useTranslation(['ui', 'settings']);
  const value = (row: Setting) => {
    if (row.id === editingId)
      return (
        <SettingValueForm
          setting={row}
          formId={formId(row)}
          saving={saving}
          serverErrors={serverErrors}
          onSubmit={(values) => onSave(row, values)}
          onCancel={onCancel}
        />
      );
    if (row.secret)
      return (
        <Group gap={6} wrap="nowrap" title={t('settings.secret')}>
          <IconLock size={14} stroke={1.6} aria-label={t('settings.secret')} />
          {row.value ? (
            <Text size="sm">{row.value}</Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('settings.notSet')}
            </Text>
          )}
        </Group>
      );
    return row.value ? (
      row.value
    ) : (
      <Text size="sm" c="dimmed">
        {t('settings.notSet')}
      </Text>
    );
  };
  // Own keys: the Save button (a submit) must never be the Edit button's DOM element reused, or
  // the click that enters edit mode would submit the new form at once.
  const actions = (row: Setting) =>
    row.id === editingId ? (
      <Group key="editing" gap={4} wrap="nowrap" justify="flex-end">
        <RowAction
          label={t('settings.save')}
          icon={<IconCheck size={18} stroke={1.8} />}
          color="green"
          type="submit"
          form={formId(row)}
          loading={saving}
          onClick={() => undefined}
        />
        <RowAction
          label={t('settings.cancel')}
          icon={<IconX size={18} stroke={1.8} />}
          color="gray"
          disabled={saving}
          onClick={onCancel}
        />
      </Group>
    ) : (
      <Group key="viewing" gap={4} wrap="nowrap" justify="flex-end">
        <RowAction
          label={`${t('settings.edit')} ${row.code}`}
          icon={<IconPencil size={18} stroke={1.6} />}
          disabled={editingId !== null && saving}
          onClick={() => onEdit(row)}
        />
      </Group>
    );
  return (
    <DataTable<Setting>
      {...list}
      label={t('settings.title')}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-code': r.code })}
      columns={[
        { key: 'code', title: t('settings.code'), sortable: true, width: 220, render: (r) => r.code },
        {
          key: 'description',
          title: t('settings.description'),
          render: (r) => t(r.code, { ns: 'settings', defaultValue: r.description }),
        },
        { key: 'value', title: t('settings.value'), width: 360, render: value },
        { key: 'actions', title: <ActionsTitle />, width: 100, align: 'right', render: actions },
      ]}
    />
  );
}
