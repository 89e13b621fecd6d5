import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@feedhub/contracts';
import { ApiError, fieldErrorsOf, useListScreen } from '@feedhub/api-client';
import { PageHeader, confirmDelete } from '@feedhub/ui';
import { RolesTable } from '../components/RolesTable/RolesTable';
import { RoleForm } from '../forms/RoleForm';
import { permissions, roles } from '../queries';
import { rolesSearch } from '../urls';

/** /settings/roles: roles with their permissions, the add/edit modal and delete (SPEC §2 Roles). */
export function RolesPage() {
  const { t } = useTranslation('ui');
  const { url, table, editing } = useListScreen(roles, rolesSearch);
  const options = permissions.useSelectList();
  const save = roles.useSave();
  // 409: the role is still held; the page asks again with the server's text instead of a red toast.
  const remove = roles.useDelete({ quietStatuses: [409] });
  const { dialog } = url.search;
  const close = () => {
    save.reset();
    url.closeDialog();
  };
  const askDelete = async (role: Role) => {
    if (!(await confirmDelete())) return;
    remove.mutate(
      { id: role.id },
      {
        onError: async (error) => {
          if (error instanceof ApiError && error.status === 409 && (await confirmDelete(error.message)))
            remove.mutate({ id: role.id, query: { confirm: 1 } });
        },
      },
    );
  };

  return (
    <Stack>
      <PageHeader
        title={t('roles.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => url.openDialog()}>
            {t('common.add')}
          </Button>
        }
      />
      <RolesTable
        {...table}
        onEdit={(role) => url.openDialog(role.id)}
        onDelete={(role) => void askDelete(role)}
        busy={remove.isPending}
      />
      {(dialog === 'add' || editing) && (
        <RoleForm
          key={editing?.id ?? 'add'}
          role={editing}
          permissions={options.data?.rows ?? []}
          saving={save.isPending}
          serverErrors={fieldErrorsOf(save.error)}
          onSubmit={(values) => save.mutate(values, { onSuccess: close })}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
