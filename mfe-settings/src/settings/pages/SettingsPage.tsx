import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, useListScreen } from '@feedhub/api-client';
import { PageHeader } from '@feedhub/ui';
import { SettingsTable } from '../components/SettingsTable/SettingsTable';
import { valueToSave } from '../forms/SettingValueForm';
import { settings } from '../queries';
import { settingsSearch } from '../urls';

/** /settings: the settings table, one row in edit mode at a time (SPEC §2 Settings). */
export function SettingsPage() {
  const { t } = useTranslation('ui');
  const { table } = useListScreen(settings, settingsSearch);
  const save = settings.useSave();
  const [editingId, setEditingId] = useState<number | null>(null);
  const stopEditing = () => {
    setEditingId(null);
    save.reset(); // Cancel clears the validation messages (SPEC §4)
  };
  return (
    <Stack>
      <PageHeader title={t('settings.title')} />
      <SettingsTable
        {...table}
        editingId={editingId}
        saving={save.isPending}
        serverErrors={fieldErrorsOf(save.error)}
        onEdit={(row) => {
          save.reset();
          setEditingId(row.id);
        }}
        onSave={(row, values) =>
          save.mutate({ ...values, value: valueToSave(row, values.value) }, { onSuccess: stopEditing })
        }
        onCancel={stopEditing}
      />
    </Stack>
  );
}
