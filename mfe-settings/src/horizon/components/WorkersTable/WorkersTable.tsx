import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HorizonWorker } from '@feedhub/contracts';
import { DataTable, formatDateTime, type Column } from '@feedhub/ui';
import { formatAgo } from '../../format';

/** A worker that has not said it is alive for this long is shown as silent. */
export const WORKER_SILENT_MS = 60_000;

/** Props of the workers table. */
export interface WorkersTableProps {
  /** The worker pools (undefined before the first load). */
  rows: HorizonWorker[] | undefined;
  /** First load. */
  loading?: boolean;
  /** Now (ms), for "last seen 12 seconds ago". */
  now: number;
}

/** The worker pools: which queues each takes, how busy it is, and when it last said it was alive. */
export function WorkersTable({ rows, loading, now }: WorkersTableProps) {
  const { t, i18n } = useTranslation('ui');
  const columns: Column<HorizonWorker>[] = [
    { key: 'id', title: t('horizon.workers.id'), ellipsis: true, render: (w) => w.id },
    {
      key: 'queues',
      title: t('horizon.workers.queues'),
      width: 240,
      render: (w) => (
        <Group gap={4}>
          {w.queues.map((q) => (
            <Badge key={q} variant="outline" color="gray" radius="sm" tt="none">
              {t(`horizon.queueNames.${q}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'busy',
      title: t('horizon.workers.busy'),
      width: 120,
      align: 'right',
      render: (w) => t('horizon.workers.busyOf', { running: w.running, concurrency: w.concurrency }),
    },
    {
      key: 'lastSeenAt',
      title: t('horizon.workers.lastSeen'),
      width: 200,
      render: (w) => {
        const silent = now - Date.parse(w.lastSeenAt) > WORKER_SILENT_MS;
        return (
          <Group gap={6} wrap="nowrap">
            <span title={formatDateTime(w.lastSeenAt, { seconds: true })}>
              {formatAgo(w.lastSeenAt, now, i18n.language)}
            </span>
            {silent && (
              <Badge color="red" variant="light" radius="sm" data-testid="worker-silent">
                {t('horizon.workers.silent')}
              </Badge>
            )}
          </Group>
        );
      },
    },
  ];
  return (
    <DataTable<HorizonWorker>
      label={t('horizon.workers.title')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowKey={(w) => w.id}
      emptyHeight={80}
    />
  );
}
