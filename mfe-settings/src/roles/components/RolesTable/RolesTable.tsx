import { useTranslation } from 'react-i18next';
import type { Role } from '@feedhub/contracts';
import { DataTable, rowActionsColumn, type ListViewProps } from '@feedhub/ui';

/** Props of the roles table. */
export interface RolesTableProps extends ListViewProps<Role> {
  /** Edit a role. */
  onEdit(role: Role): void;
  /** Delete a role (the page asks first). */
  onDelete(role: Role): void;
  /** A delete is running. */
  busy?: boolean;
}

/** Roles with their permissions (SPEC §2 Roles). */
export function RolesTable({ onEdit, onDelete, busy, ...list }: RolesTableProps) {
  const { t } = useTranslation(['ui', 'permissions']);
  // Descriptions in the interface language (the server's text for names the catalogue lacks).
  const describe = (role: Role) =>
    role.permissions.map((p) => t(p.name, { ns: 'permissions', defaultValue: p.description })).join(', ');
  return (
    <DataTable<Role>
      {...list}
      label={t('roles.title')}
      rowKey={(r) => r.id}
      columns={[
        { key: 'name', title: t('roles.name'), sortable: true, width: 280, render: (r) => r.name },
        { key: 'permissions', title: t('roles.permissions'), ellipsis: true, render: describe },
        rowActionsColumn({ label: (r) => r.name, busy, onEdit, onDelete }),
      ]}
    />
  );
}
