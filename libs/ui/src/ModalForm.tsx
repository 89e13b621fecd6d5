import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of ModalForm. */
export interface ModalFormProps {
  /** Shown or not. */
  opened: boolean;
  /** Title (add and edit differ). */
  title: string;
  /** Save pressed (or Enter). */
  onSubmit: () => void;
  /** Cancel pressed or closed: the caller clears validation and resets the form. */
  onCancel: () => void;
  /** Saving: buttons disabled, spinner on Save. */
  saving?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A modal with a form and Save/Cancel (SPEC §4: modals close on Cancel or after a successful save). */
export function ModalForm({ opened, title, onSubmit, onCancel, saving = false, children }: ModalFormProps) {
  const { t } = useTranslation('ui');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeOnClickOutside={!saving}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
