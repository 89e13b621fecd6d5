import { Badge, Button } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HorizonQueue, Queue } from '@feedhub/contracts';
import { DataTable, numberFormat, type Column } from '@feedhub/ui';
import { formatDuration } from '../../format';

/** Props of the queues table. */
export interface QueuesTableProps {
  /** The queues (undefined before the first load). */
  rows: HorizonQueue[] | undefined;
  /** First load. */
  loading?: boolean;
  /** Pause pressed on a running queue (the page asks first). */
  onPause(queue: Queue): void;
  /** Resume pressed on a paused queue. */
  onResume(queue: Queue): void;
  /** The queue whose pause or resume runs (its button spins, the others wait). */
  switching?: Queue;
}

/**
 * The queues (high before medium before low): waiting and running jobs, paused or running, the wait
 * before a job starts and its run time over the last hour (median and 95th percentile), and the
 * Pause / Resume button.
 */
export function QueuesTable({ rows, loading, onPause, onResume, switching }: QueuesTableProps) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language);
  const duration = (ms: number | null) => formatDuration(ms, i18n.language);
  const columns: Column<HorizonQueue>[] = [
    {
      key: 'name',
      title: t('horizon.queues.name'),
      width: 110,
      render: (q) => t(`horizon.queueNames.${q.name}`),
    },
    {
      key: 'state',
      title: t('horizon.queues.state'),
      width: 110,
      render: (q) => (
        <Badge color={q.paused ? 'yellow' : 'green'} variant="light" radius="sm" data-testid="queue-state">
          {t(q.paused ? 'horizon.queues.paused' : 'horizon.queues.active')}
        </Badge>
      ),
    },
    {
      key: 'pending',
      title: t('horizon.queues.pending'),
      align: 'right',
      render: (q) => number.format(q.pending),
    },
    {
      key: 'running',
      title: t('horizon.queues.running'),
      align: 'right',
      render: (q) => number.format(q.running),
    },
    {
      key: 'wait',
      title: t('horizon.queues.wait'),
      align: 'right',
      render: (q) => `${duration(q.waitP50Ms)} / ${duration(q.waitP95Ms)}`,
    },
    {
      key: 'runtime',
      title: t('horizon.queues.runtime'),
      align: 'right',
      render: (q) => `${duration(q.runtimeP50Ms)} / ${duration(q.runtimeP95Ms)}`,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 130,
      align: 'right',
      render: (q) => (
        <Button
          size="xs"
          variant={q.paused ? 'light' : 'default'}
          leftSection={q.paused ? <IconPlayerPlay size={14} /> : <IconPlayerPause size={14} />}
          loading={switching === q.name}
          disabled={switching !== undefined && switching !== q.name}
          aria-label={t(q.paused ? 'horizon.queues.resumeQueue' : 'horizon.queues.pauseQueue', {
            queue: t(`horizon.queueNames.${q.name}`),
          })}
          onClick={() => (q.paused ? onResume(q.name) : onPause(q.name))}
        >
          {t(q.paused ? 'horizon.queues.resume' : 'horizon.queues.pause')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable<HorizonQueue>
      label={t('horizon.queues.title')}
      columns={columns}
      rows={rows}
      loading={loading}
      rowKey={(q) => q.name}
      rowAttributes={(q) => ({ 'data-queue': q.name })}
      highlight={(q) => (q.paused ? 'yellow' : false)}
      emptyHeight={80}
    />
  );
}
