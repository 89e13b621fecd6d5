import { PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SECRET_MASK, SettingSaveSchema, type FieldErrors, type Setting } from '@feedhub/contracts';
import { fieldError, useContractForm } from '@feedhub/ui';

/** What the form hands over: the parsed save body. */
export type SettingValueOutput = z.output<typeof SettingSaveSchema>;

/**
 * The value to send: a secret left empty keeps its stored value (the mask, which the server reads
 * as "unchanged"); an unset secret left empty stays unset.
 */
export function valueToSave(row: Setting, value: string | null): string | null {
  if (row.secret && !value) return row.value ? SECRET_MASK : '';
  return value;
}

/** Props of the inline value form. */
export interface SettingValueFormProps {
  /** The setting being edited. */
  setting: Setting;
  /** Id of the `<form>`, so the row's Save icon can submit it. */
  formId: string;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** Save with a valid value. */
  onSubmit(values: SettingValueOutput): void;
  /** Leave edit mode (Escape). */
  onCancel(): void;
}

/**
 * The value cell of the row in edit mode: a text input, or for a secret an empty password input
 * (its value is never sent to the browser; leaving it empty keeps it). Enter saves, Escape cancels.
 */
export function SettingValueForm({
  setting,
  formId,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: SettingValueFormProps) {
  const { t } = useTranslation('ui');
  const form = useContractForm(SettingSaveSchema, {
    defaultValues: { id: setting.id, code: setting.code, value: setting.secret ? '' : (setting.value ?? '') },
    serverErrors,
  });
  const error = fieldError(form.formState.errors.value ?? form.formState.errors.root?.server);
  const common = {
    'aria-label': t('settings.value'),
    size: 'xs' as const,
    disabled: saving,
    autoFocus: true,
    error,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    },
    ...form.register('value'),
  };
  return (
    <form id={formId} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {setting.secret ? (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          placeholder={setting.value ? t('settings.secretKeep') : undefined}
        />
      ) : (
        <TextInput {...common} />
      )}
    </form>
  );
}
