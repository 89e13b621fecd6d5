import { MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RoleSaveSchema, type FieldErrors, type Permission, type Role } from '@feedhub/contracts';
import { Controller, ModalForm, fieldError, useContractForm } from '@feedhub/ui';

/** What the form hands over: the parsed save body. */
export type RoleFormOutput = z.output<typeof RoleSaveSchema>;

/** Props of the role form. */
export interface RoleFormProps {
  /** The role being edited; absent when adding. */
  role?: Role;
  /** Every permission (the multi-select's options). */
  permissions: Permission[];
  /** Saving. */
  saving: boolean;
  /** Field messages of the last failed save. */
  serverErrors?: FieldErrors;
  /** Save with valid values. */
  onSubmit(values: RoleFormOutput): void;
  /** Cancel. */
  onCancel(): void;
}

/** The server names the permissions field `permissions` (SPEC §5). */
const SERVER_FIELDS = { permissions: 'permissionIds' };

/** Add/edit modal of a role: name and permissions (SPEC §2 Roles). */
export function RoleForm({ role, permissions, saving, serverErrors, onSubmit, onCancel }: RoleFormProps) {
  const { t } = useTranslation(['ui', 'permissions']);
  const form = useContractForm(RoleSaveSchema, {
    defaultValues: {
      id: role?.id,
      name: role?.name ?? '',
      permissionIds: role?.permissions.map((p) => String(p.id)) ?? [],
    },
    serverErrors,
    serverFieldNames: SERVER_FIELDS,
  });
  const { errors } = form.formState;
  const options = permissions.map((p) => ({
    value: String(p.id),
    label: `${t(p.name, { ns: 'permissions', defaultValue: p.description })} (${p.name})`,
  }));
  return (
    <ModalForm
      opened
      title={role ? t('roles.editTitle') : t('roles.addTitle')}
      onSubmit={form.handleSubmit(onSubmit)}
      onCancel={onCancel}
      saving={saving}
      error={errors.root?.server?.message}
    >
      <TextInput
        label={t('roles.name')}
        required
        data-autofocus
        {...form.register('name')}
        error={fieldError(errors.name)}
      />
      <Controller
        control={form.control}
        name="permissionIds"
        render={({ field }) => (
          <MultiSelect
            label={t('roles.permissions')}
            data={options}
            value={((field.value as unknown[] | undefined) ?? []).map(String)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(errors.permissionIds)}
            searchable
            clearable
            hidePickedOptions
            maxDropdownHeight={280}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </ModalForm>
  );
}
