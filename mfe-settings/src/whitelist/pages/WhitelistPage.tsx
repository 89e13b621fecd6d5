import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WhitelistedIp } from '@feedhub/contracts';
import { DataTable, ModalForm, serverError } from '@feedhub/ui';
import { ListPage } from '../../shared/ListPage';
import { RowActions } from '../../shared/RowActions';
import { useDeleteFlow } from '../../shared/useDeleteFlow';
import { useEditor } from '../../shared/useEditor';
import { whitelist } from '../queries';

const empty = { id: undefined as number | undefined, ip: '', description: '' };

/** /settings/whitelist: IP rules with add/edit modal and delete (SPEC §2 IP whitelist). */
export function WhitelistPage() {
  const { t } = useTranslation('ui');
  const list = whitelist.useList();
  const editor = useEditor(empty, whitelist.useSave());
  const remove = useDeleteFlow(whitelist.useDelete());
  return (
    <ListPage title={t('whitelist.title')} onAdd={() => editor.open(empty, false)}>
      <Text size="sm" c="dimmed">
        {t('whitelist.help')}
      </Text>
      <DataTable<WhitelistedIp>
        label={t('whitelist.title')}
        rows={list.data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError ? t('errors.loadFailed') : undefined}
        onRetry={() => void list.refetch()}
        columns={[
          { key: 'ip', title: t('whitelist.ip'), render: (r) => r.ip },
          { key: 'description', title: t('whitelist.description'), render: (r) => r.description },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (r) => (
              <RowActions
                label={r.ip}
                disabled={remove.deleting}
                onEdit={() => editor.open({ id: r.id, ip: r.ip, description: r.description ?? '' }, true)}
                onDelete={() => remove.ask(r.id)}
              />
            ),
          },
        ]}
      />
      <ModalForm
        opened={editor.opened}
        title={editor.editing ? t('whitelist.editTitle') : t('whitelist.addTitle')}
        onSubmit={() => editor.save()}
        onCancel={editor.close}
        saving={editor.saving}
      >
        <input type="hidden" name="id" value={editor.values.id ?? ''} />
        <TextInput
          label={t('whitelist.ip')}
          name="ip"
          value={editor.values.ip}
          onChange={(e) => editor.set('ip', e.currentTarget.value)}
          error={serverError(editor.errors, 'ip')}
          data-autofocus
        />
        <TextInput
          label={t('whitelist.description')}
          name="description"
          value={editor.values.description}
          onChange={(e) => editor.set('description', e.currentTarget.value)}
          error={serverError(editor.errors, 'description')}
        />
      </ModalForm>
    </ListPage>
  );
}
