import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { WhitelistedIpSaveSchema, type FieldErrors, type WhitelistedIp } from '@feedhub/contracts';
import { ModalForm, fieldError, useContractForm } from '@feedhub/ui';

/** What the form hands over: the parsed save body (canonical address). */
export type WhitelistFormOutput = z.output<typeof WhitelistedIpSaveSchema>;

/** Props of the whitelist form. */
export interface WhitelistFormProps {
  /** The rule being edited; absent when adding. */
  rule?: WhitelistedIp;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** Save with valid values. */
  onSubmit(values: WhitelistFormOutput): void;
  /** Cancel. */
  onCancel(): void;
}

/** Add/edit modal of an IP rule: address or range, description (SPEC §5 fields ip, description). */
export function WhitelistForm({ rule, saving, serverErrors, onSubmit, onCancel }: WhitelistFormProps) {
  const { t } = useTranslation('ui');
  const form = useContractForm(WhitelistedIpSaveSchema, {
    defaultValues: { id: rule?.id, ip: rule?.ip ?? '', description: rule?.description ?? '' },
    serverErrors,
  });
  const { errors } = form.formState;
  return (
    <ModalForm
      opened
      title={rule ? t('whitelist.editTitle') : t('whitelist.addTitle')}
      onSubmit={form.handleSubmit(onSubmit)}
      onCancel={onCancel}
      saving={saving}
      error={errors.root?.server?.message}
    >
      <TextInput
        label={t('whitelist.ip')}
        description={t('whitelist.help')}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        required
        data-autofocus
        {...form.register('ip')}
        error={fieldError(errors.ip)}
      />
      <TextInput
        label={t('whitelist.description')}
        {...form.register('description')}
        error={fieldError(errors.description)}
      />
    </ModalForm>
  );
}
