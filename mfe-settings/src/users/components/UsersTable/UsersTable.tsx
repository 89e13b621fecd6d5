import { useTranslation } from 'react-i18next';
import type { User } from '@feedhub/contracts';
import { DataTable, rowActionsColumn, type ListViewProps } from '@feedhub/ui';

/** Props of the users table. */
export interface UsersTableProps extends ListViewProps<User> {
  /** Edit a user. */
  onEdit(user: User): void;
  /** Delete a user (the page asks first). */
  onDelete(user: User): void;
  /** A delete is running. */
  busy?: boolean;
}

/** Users with their names, e-mail and roles; sortable by the server (SPEC §2 Users). */
export function UsersTable({ onEdit, onDelete, busy, ...list }: UsersTableProps) {
  const { t } = useTranslation('ui');
  return (
    <DataTable<User>
      {...list}
      label={t('users.title')}
      rowKey={(u) => u.id}
      rowAttributes={(u) => ({ 'data-username': u.username })}
      columns={[
        {
          key: 'username',
          title: t('users.username'),
          sortable: true,
          width: 200,
          render: (u) => u.username,
        },
        {
          key: 'firstName',
          title: t('users.firstName'),
          sortable: true,
          width: 180,
          render: (u) => u.firstName,
        },
        {
          key: 'lastName',
          title: t('users.lastName'),
          sortable: true,
          width: 180,
          render: (u) => u.lastName,
        },
        { key: 'email', title: t('users.email'), sortable: true, ellipsis: true, render: (u) => u.email },
        {
          key: 'roles',
          title: t('users.roles'),
          ellipsis: true,
          render: (u) => u.roles.map((r) => r.name).join(', '),
        },
        rowActionsColumn({ label: (u) => u.username, busy, onEdit, onDelete }),
      ]}
    />
  );
}
