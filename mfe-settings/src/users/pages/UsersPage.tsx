import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@feedhub/contracts';
import { fieldErrorsOf, useListScreen } from '@feedhub/api-client';
import { PageHeader, confirmDelete } from '@feedhub/ui';
import { UsersTable } from '../components/UsersTable/UsersTable';
import { UserForm } from '../forms/UserForm';
import { useUserSelects, users } from '../queries';
import { usersSearch } from '../urls';

/** /settings/users: users, the add/edit modal and delete (SPEC §2 Users). */
export function UsersPage() {
  const { t } = useTranslation('ui');
  const { url, table, editing } = useListScreen(users, usersSearch);
  const selects = useUserSelects();
  const save = users.useSave();
  const remove = users.useDelete();
  const { dialog } = url.search;
  const close = () => {
    save.reset();
    url.closeDialog();
  };
  const askDelete = async (user: User) => {
    if (await confirmDelete()) remove.mutate({ id: user.id });
  };

  return (
    <Stack>
      <PageHeader
        title={t('users.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => url.openDialog()}>
            {t('common.add')}
          </Button>
        }
      />
      <UsersTable
        {...table}
        onEdit={(user) => url.openDialog(user.id)}
        onDelete={(user) => void askDelete(user)}
        busy={remove.isPending}
      />
      {(dialog === 'add' || editing) && (
        <UserForm
          key={editing?.id ?? 'add'}
          user={editing}
          selects={selects.data}
          saving={save.isPending}
          serverErrors={fieldErrorsOf(save.error)}
          onSubmit={(values) => save.mutate(values, { onSuccess: close })}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
