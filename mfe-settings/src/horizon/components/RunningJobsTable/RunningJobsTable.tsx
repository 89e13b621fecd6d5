import { Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '@feedhub/contracts';
import { DataTable, RowAction, RunningJobProgress, formatDateTime, type Column } from '@feedhub/ui';
import { formatDuration } from '../../format';
import { PartnerAndTask } from '../PartnerAndTask/PartnerAndTask';

/** Props of the running jobs table. */
export interface RunningJobsTableProps {
  /** The running jobs, oldest first (undefined before the first load). */
  rows: JobSummary[] | undefined;
  /** First load. */
  loading?: boolean;
  /** The load failed: the inline alert with Retry. */
  error?: boolean;
  /** Retry after a failed load. */
  onRetry?(): void;
  /** Now (ms), for how long each job has run. */
  now: number;
  /** The user may open a job's log. */
  canViewLog: boolean;
  /** Open a job's log. */
  onViewLog(job: JobSummary): void;
}

/** How long a job has run, to the second (its age ticks by whole seconds); never negative on a clock that lags. */
const runningFor = (startedAt: string, now: number) =>
  Math.max(0, Math.round((now - Date.parse(startedAt)) / 1000) * 1000);

/**
 * The jobs running now, oldest first: id, what runs (its kind and queue), for which partner and task,
 * its progress as its worker reports it, how long it has run (since when on hover, the attempt after
 * a retry) and its log.
 */
export function RunningJobsTable({ now, canViewLog, onViewLog, ...table }: RunningJobsTableProps) {
  const { t, i18n } = useTranslation('ui');
  const columns: Column<JobSummary>[] = [
    { key: 'id', title: t('horizon.running.id'), width: 70, align: 'right', render: (j) => j.id },
    {
      key: 'method',
      title: t('horizon.running.job'),
      width: 200,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm" truncate>
            {j.methodTrans}
          </Text>
          <Text size="xs" c="dimmed" data-testid="running-kind">
            {t(`horizon.kinds.${j.kind}`)} · {t(`horizon.queueNames.${j.queue}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'partner',
      title: t('horizon.running.partner'),
      width: 220,
      render: (j) => <PartnerAndTask job={j} />,
    },
    { key: 'progress', title: t('horizon.running.progress'), render: (j) => <RunningJobProgress job={j} /> },
    {
      key: 'age',
      title: t('horizon.running.age'),
      width: 170,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm" data-testid="running-age">
            {j.startedAt ? formatDuration(runningFor(j.startedAt, now), i18n.language) : '–'}
          </Text>
          <Text size="xs" c="dimmed">
            {j.attempts > 1
              ? t('horizon.running.attempt', { attempts: j.attempts, maxAttempts: j.maxAttempts })
              : t('horizon.running.since', { time: formatDateTime(j.startedAt) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 100,
      align: 'right',
      render: (j) =>
        canViewLog && (
          <RowAction
            label={t('horizon.running.log', { id: j.id })}
            icon={<IconFileText size={18} stroke={1.6} />}
            onClick={() => onViewLog(j)}
          />
        ),
    },
  ];
  return (
    <DataTable<JobSummary>
      label={t('horizon.running.title')}
      columns={columns}
      rowKey={(j) => j.id}
      rowAttributes={(j) => ({ 'data-job': j.id, 'data-kind': j.kind })}
      emptyHeight={80}
      {...table}
    />
  );
}
