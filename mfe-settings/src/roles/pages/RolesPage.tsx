import { MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@feedhub/contracts';
import { DataTable, ModalForm, serverError } from '@feedhub/ui';
import { ListPage } from '../../shared/ListPage';
import { RowActions } from '../../shared/RowActions';
import { useDeleteFlow } from '../../shared/useDeleteFlow';
import { useEditor } from '../../shared/useEditor';
import { permissions, roles } from '../queries';

const empty = { id: undefined as number | undefined, name: '', permissionIds: [] as string[] };

/** /settings/roles: roles with their permissions, a modal with name and permissions (SPEC §2 Roles). */
export function RolesPage() {
  const { t } = useTranslation('ui');
  const list = roles.useList();
  const options = permissions.useList();
  const editor = useEditor(empty, roles.useSave());
  const remove = useDeleteFlow(roles.useDelete());
  const save = () =>
    editor.save({
      id: editor.values.id,
      name: editor.values.name,
      permissionIds: editor.values.permissionIds.map(Number),
    });
  return (
    <ListPage title={t('roles.title')} onAdd={() => editor.open(empty, false)}>
      <DataTable<Role>
        label={t('roles.title')}
        rows={list.data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? t('errors.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        columns={[
          { key: 'name', title: t('roles.name'), render: (r) => r.name },
          {
            key: 'permissions',
            title: t('roles.permissions'),
            render: (r) => r.permissions.map((p) => p.description).join(', '),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (r) => (
              <RowActions
                label={r.name}
                disabled={remove.deleting}
                onEdit={() =>
                  editor.open(
                    { id: r.id, name: r.name, permissionIds: r.permissions.map((p) => String(p.id)) },
                    true,
                  )
                }
                onDelete={() => remove.ask(r.id)}
              />
            ),
          },
        ]}
      />
      <ModalForm
        opened={editor.opened}
        title={editor.editing ? t('roles.editTitle') : t('roles.addTitle')}
        onSubmit={save}
        onCancel={editor.close}
        saving={editor.saving}
      >
        <TextInput
          label={t('roles.name')}
          name="name"
          value={editor.values.name}
          onChange={(e) => editor.set('name', e.currentTarget.value)}
          error={serverError(editor.errors, 'name')}
          data-autofocus
        />
        <MultiSelect
          label={t('roles.permissions')}
          data={(options.data?.rows ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.description} (${p.name})`,
          }))}
          value={editor.values.permissionIds}
          onChange={(v) => editor.set('permissionIds', v)}
          error={serverError(editor.errors, 'permissions')}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </ModalForm>
    </ListPage>
  );
}
