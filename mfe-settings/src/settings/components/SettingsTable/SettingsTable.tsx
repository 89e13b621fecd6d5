import { ActionIcon, Group, Table, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@feedhub/contracts';

/** Props of the settings table: rows and the one row being edited, all state lives in the page. */
export interface SettingsTableProps {
  /** Settings. */
  rows: Setting[];
  /** Id of the row in edit mode. */
  editingId: number | null;
  /** Text typed into that row. */
  draft: string;
  /** Saving that row. */
  saving: boolean;
  /** Server message under the value field. */
  error?: string;
  /** Edit a row. */
  onEdit(row: Setting): void;
  /** Typing. */
  onDraftChange(value: string): void;
  /** Save the edited row. */
  onSave(): void;
  /** Leave edit mode. */
  onCancel(): void;
}

/** Code, description and value; the value edits inline with Save and Cancel icons (SPEC §2 Settings). */
export function SettingsTable(props: SettingsTableProps) {
  const { t } = useTranslation('ui');
  return (
    <Table striped withTableBorder aria-label={t('settings.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('settings.code')}</Table.Th>
          <Table.Th>{t('settings.description')}</Table.Th>
          <Table.Th>{t('settings.value')}</Table.Th>
          <Table.Th w={100}>{t('settings.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row) => {
          const editing = props.editingId === row.id;
          return (
            <Table.Tr key={row.id} data-code={row.code}>
              <Table.Td>{row.code}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td>
                {editing ? (
                  <TextInput
                    aria-label={t('settings.value')}
                    value={props.draft}
                    onChange={(e) => props.onDraftChange(e.currentTarget.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') props.onSave();
                      if (e.key === 'Escape') props.onCancel();
                    }}
                    error={props.error}
                    disabled={props.saving}
                    autoFocus
                  />
                ) : (
                  row.value
                )}
              </Table.Td>
              <Table.Td>
                {editing ? (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('settings.save')}>
                      <ActionIcon
                        aria-label={t('settings.save')}
                        color="green"
                        variant="light"
                        loading={props.saving}
                        onClick={props.onSave}
                      >
                        ✓
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('settings.cancel')}>
                      <ActionIcon
                        aria-label={t('settings.cancel')}
                        color="gray"
                        variant="light"
                        disabled={props.saving}
                        onClick={props.onCancel}
                      >
                        ✕
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                ) : (
                  <Tooltip label={t('settings.edit')}>
                    <ActionIcon
                      aria-label={`${t('settings.edit')} ${row.code}`}
                      variant="subtle"
                      onClick={() => props.onEdit(row)}
                    >
                      ✎
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
