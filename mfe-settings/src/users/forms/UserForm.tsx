import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UserSaveSchema, type FieldErrors, type User, type UserSelects } from '@feedhub/contracts';
import { Controller, ModalForm, fieldError, useContractForm } from '@feedhub/ui';

/** What the form hands over: the parsed save body (an empty password is left out). */
export type UserFormOutput = z.output<typeof UserSaveSchema>;

/** Props of the user form. */
export interface UserFormProps {
  /** The user being edited; absent when adding. */
  user?: User;
  /** Roles and countries to pick from. */
  selects?: UserSelects;
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** Save with valid values. */
  onSubmit(values: UserFormOutput): void;
  /** Cancel. */
  onCancel(): void;
}

/** The server names the roles field `roles` (SPEC §5). */
const SERVER_FIELDS = { roles: 'roleIds' };

/** Add/edit modal of a user; the password is required on add, empty on edit keeps it (SPEC §2 Users). */
export function UserForm({ user, selects, saving, serverErrors, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation('ui');
  const form = useContractForm(UserSaveSchema, {
    defaultValues: {
      id: user?.id,
      username: user?.username ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      countryId: user?.countryId ? String(user.countryId) : undefined,
      roleIds: user?.roleIds.map(String) ?? [],
    },
    serverErrors,
    serverFieldNames: SERVER_FIELDS,
  });
  const { errors } = form.formState;
  const text = (name: 'username' | 'firstName' | 'lastName' | 'email', autoFocus = false) => (
    <TextInput
      label={t(`users.${name}`)}
      required
      data-autofocus={autoFocus || undefined}
      {...form.register(name)}
      error={fieldError(errors[name])}
    />
  );
  return (
    <ModalForm
      opened
      title={user ? t('users.editTitle') : t('users.addTitle')}
      onSubmit={form.handleSubmit(onSubmit)}
      onCancel={onCancel}
      saving={saving}
      error={errors.root?.server?.message}
    >
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        {text('username', true)}
        {text('email')}
        {text('firstName')}
        {text('lastName')}
      </SimpleGrid>
      <PasswordInput
        label={t('users.password')}
        required={!user}
        autoComplete="new-password"
        description={user ? t('users.passwordKeep') : undefined}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        {...form.register('password')}
        error={fieldError(errors.password)}
      />
      <Controller
        control={form.control}
        name="countryId"
        render={({ field }) => (
          <Select
            label={t('users.country')}
            required
            data={(selects?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={field.value === undefined || field.value === null ? null : String(field.value)}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.countryId)}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="roleIds"
        render={({ field }) => (
          <MultiSelect
            label={t('users.roles')}
            data={(selects?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
            value={((field.value as unknown[] | undefined) ?? []).map(String)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.roleIds)}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </ModalForm>
  );
}
