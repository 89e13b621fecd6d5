import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of FormActions. */
export interface FormActionsProps {
  /** Cancel pressed. */
  onCancel: () => void;
  /** Saving: Cancel disabled, spinner on Save. */
  saving?: boolean;
}

/** The footer of every add/edit form (UI.md): right-aligned Cancel (default) then Save (filled, submits). */
export function FormActions({ onCancel, saving = false }: FormActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {t('form.save')}
      </Button>
    </Group>
  );
}
