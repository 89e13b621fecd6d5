import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Modal, Stack } from '@mantine/core';
import { FormActions } from './FormActions';

/** Props of ModalForm. */
export interface ModalFormProps {
  /** Shown or not. */
  opened: boolean;
  /** Title (add and edit differ). */
  title: string;
  /** Save pressed (or Enter): react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Cancel pressed, Escape or the close button: the caller clears validation and resets the form. */
  onCancel: () => void;
  /** Saving: Cancel disabled, spinner on Save. */
  saving?: boolean;
  /** A message that belongs to no field. */
  error?: string;
  /** `lg` by default; `xl` for the mapping and formula modals. */
  size?: 'lg' | 'xl';
  /** The fields. */
  children: ReactNode;
}

/**
 * The add/edit modal of UI.md: size lg, title, the fields, and a right-aligned footer with Cancel
 * (default) then Save (filled). SPEC §4: closes on Cancel or after a successful save.
 */
export function ModalForm(props: ModalFormProps) {
  const saving = props.saving ?? false;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      size={props.size ?? 'lg'}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="md">
          {props.error && (
            <Alert color="red" role="alert" py="xs">
              {props.error}
            </Alert>
          )}
          {props.children}
          <FormActions onCancel={props.onCancel} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
