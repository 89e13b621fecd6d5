import { useTranslation } from 'react-i18next';
import type { WhitelistedIp } from '@feedhub/contracts';
import { DataTable, rowActionsColumn, type ListViewProps } from '@feedhub/ui';

/** Props of the whitelist table: the list state from the page, and what a row's icons do. */
export interface WhitelistTableProps extends ListViewProps<WhitelistedIp> {
  /** Edit a rule. */
  onEdit(rule: WhitelistedIp): void;
  /** Delete a rule (the page asks first). */
  onDelete(rule: WhitelistedIp): void;
  /** A delete is running. */
  busy?: boolean;
}

/** IP rules: address or range, description, edit and delete (SPEC §2 IP whitelist). */
export function WhitelistTable({ onEdit, onDelete, busy, ...list }: WhitelistTableProps) {
  const { t } = useTranslation('ui');
  return (
    <DataTable<WhitelistedIp>
      {...list}
      label={t('whitelist.title')}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ 'data-ip': r.ip })}
      columns={[
        { key: 'ip', title: t('whitelist.ip'), sortable: true, width: 320, render: (r) => r.ip },
        {
          key: 'description',
          title: t('whitelist.description'),
          ellipsis: true,
          render: (r) => r.description ?? '',
        },
        rowActionsColumn({ label: (r) => r.ip, busy, onEdit, onDelete }),
      ]}
    />
  );
}
