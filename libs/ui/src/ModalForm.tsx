import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Box, Modal, Stack } from '@mantine/core';
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
 * The footer stays at the bottom of the modal while a long form scrolls under it (the modal is never
 * taller than the window: the theme), so Save and Cancel are always in view.
 */
export const MODAL_STICKY_FOOTER = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  backgroundColor: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  paddingBlock: 'var(--mantine-spacing-xs)',
} as const;

/**
 * The add/edit modal of UI.md: size lg, title, the fields, and a right-aligned footer with Cancel
 * (default) then Save (filled), kept in view. SPEC §4: closes on Cancel or after a successful save.
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
          <Box style={MODAL_STICKY_FOOTER} data-testid="modal-footer">
            <FormActions onCancel={props.onCancel} saving={saving} />
          </Box>
        </Stack>
      </form>
    </Modal>
  );
}
