import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@feedhub/contracts';
import { ApiError } from '@feedhub/api-client';
import { ErrorPanel, FullPageLoader, serverError, toastError, toastSuccess } from '@feedhub/ui';
import { SettingsTable } from '../components/SettingsTable/SettingsTable';
import { useSaveSetting, useSettings } from '../queries';

/** /settings: the settings table with one row in edit mode at a time. */
export function SettingsPage() {
  const { t } = useTranslation('ui');
  const settings = useSettings();
  const save = useSaveSetting();
  const [editing, setEditing] = useState<Setting | null>(null);
  const [draft, setDraft] = useState('');

  const stopEditing = () => {
    setEditing(null);
    save.reset(); // Cancel clears the validation messages
  };
  const submit = () => {
    if (!editing) return;
    save.mutate(
      { id: editing.id, code: editing.code, value: draft },
      {
        onSuccess: (answer) => {
          toastSuccess(answer.message ?? '');
          setEditing(null);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 422) toastError(error.message);
        },
      },
    );
  };

  if (settings.isPending) return <FullPageLoader />;
  if (settings.isError)
    return <ErrorPanel message={t('errors.loadFailed')} onRetry={() => void settings.refetch()} />;
  const error = save.error instanceof ApiError ? serverError(save.error.errors, 'value') : undefined;
  return (
    <Stack>
      <Title order={2}>{t('settings.title')}</Title>
      <SettingsTable
        rows={settings.data.rows}
        editingId={editing?.id ?? null}
        draft={draft}
        saving={save.isPending}
        error={error}
        onEdit={(row) => {
          save.reset();
          setEditing(row);
          setDraft(row.value ?? '');
        }}
        onDraftChange={setDraft}
        onSave={submit}
        onCancel={stopEditing}
      />
    </Stack>
  );
}
