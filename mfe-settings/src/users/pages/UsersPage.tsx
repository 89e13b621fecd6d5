import { useState } from 'react';
import { MultiSelect, PasswordInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type User } from '@feedhub/contracts';
import { DataTable, ModalForm, serverError, type Sort } from '@feedhub/ui';
import { ListPage } from '../../shared/ListPage';
import { RowActions } from '../../shared/RowActions';
import { useDeleteFlow } from '../../shared/useDeleteFlow';
import { useEditor } from '../../shared/useEditor';
import { useUserSelects, users } from '../queries';

const empty = {
  id: undefined as number | undefined,
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  countryId: null as string | null,
  roleIds: [] as string[],
};
type Values = typeof empty;

/** /settings/users: "first last (username)" with roles; add/edit modal; delete (SPEC §2 Users). */
export function UsersPage() {
  const { t } = useTranslation('ui');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<Sort>({ field: 'username', direction: 'asc' });
  const list = users.useList({ page, perPage, order: sort });
  const selects = useUserSelects();
  const editor = useEditor<Values>(empty, users.useSave());
  const remove = useDeleteFlow(users.useDelete());
  const v = editor.values;
  const save = () =>
    editor.save({
      ...v,
      countryId: v.countryId ? Number(v.countryId) : null,
      roleIds: v.roleIds.map(Number),
      password: v.password || undefined,
    });
  const edit = (u: User) =>
    editor.open(
      {
        ...empty,
        id: u.id,
        username: u.username,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        countryId: u.countryId ? String(u.countryId) : null,
        roleIds: u.roleIds.map(String),
      },
      true,
    );
  const text = (field: 'username' | 'firstName' | 'lastName' | 'email', label: string) => (
    <TextInput
      label={label}
      name={field}
      value={v[field]}
      onChange={(e) => editor.set(field, e.currentTarget.value)}
      error={serverError(editor.errors, field)}
    />
  );
  return (
    <ListPage title={t('users.title')} onAdd={() => editor.open(empty, false)}>
      <DataTable<User>
        label={t('users.title')}
        rows={list.data?.rows ?? []}
        rowKey={(u) => u.id}
        total={list.data?.total}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={(n) => {
          setPerPage(n);
          setPage(1);
        }}
        sort={sort}
        onSortChange={setSort}
        loading={list.isPending}
        error={list.isError ? t('errors.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        columns={[
          {
            key: 'username',
            title: t('users.name'),
            sortable: true,
            render: (u) => `${u.firstName} ${u.lastName} (${u.username})`,
          },
          { key: 'roles', title: t('users.roles'), render: (u) => u.roles.map((r) => r.name).join(', ') },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (u) => (
              <RowActions
                label={u.username}
                disabled={remove.deleting}
                onEdit={() => edit(u)}
                onDelete={() => remove.ask(u.id)}
              />
            ),
          },
        ]}
      />
      <ModalForm
        opened={editor.opened}
        title={editor.editing ? t('users.editTitle') : t('users.addTitle')}
        onSubmit={save}
        onCancel={editor.close}
        saving={editor.saving}
      >
        {text('username', t('users.username'))}
        {text('firstName', t('users.firstName'))}
        {text('lastName', t('users.lastName'))}
        {text('email', t('users.email'))}
        <PasswordInput
          label={t('users.password')}
          name="password"
          autoComplete="new-password"
          description={editor.editing ? t('users.passwordKeep') : undefined}
          value={v.password}
          onChange={(e) => editor.set('password', e.currentTarget.value)}
          error={serverError(editor.errors, 'password')}
        />
        <Select
          label={t('users.country')}
          data={(selects.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={v.countryId}
          onChange={(value) => editor.set('countryId', value)}
          error={serverError(editor.errors, 'countryId')}
          searchable
        />
        <MultiSelect
          label={t('users.roles')}
          data={(selects.data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={v.roleIds}
          onChange={(value) => editor.set('roleIds', value)}
          error={serverError(editor.errors, 'roles')}
          searchable
          clearable
        />
      </ModalForm>
    </ListPage>
  );
}
