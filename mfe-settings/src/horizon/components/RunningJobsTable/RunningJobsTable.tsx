import { Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobKind, JobProgress, JobSummary } from '@feedhub/contracts';
import { DataTable, JobProgressBar, RowAction, formatDateTime, numberFormat, type Column } from '@feedhub/ui';
import { formatDuration } from '../../format';

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

/** The counters each kind reports (an import reads a feed, an export sends to the PIM; a system job none). */
const COUNTERS: Record<JobKind, readonly (keyof JobProgress)[]> = {
  partner: ['read', 'new', 'changed', 'skipped'],
  export: ['sent', 'created', 'updated', 'refused', 'skipped'],
  system: [],
};

/** A running job's progress: the bar (a share of the feed when its size is known, else moving) and its counters on one line. */
function Progress({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language);
  const counters = COUNTERS[job.kind];
  const known = job.kind === 'partner';
  return (
    <Stack gap={2}>
      <JobProgressBar
        done={known ? job.progress.bytesRead : 0}
        total={known ? job.progress.bytesTotal : null}
        label={t('horizon.running.progress')}
        locale={i18n.language}
      />
      {counters.length > 0 && (
        <Text size="xs" c="dimmed" truncate data-testid="running-counters">
          {counters
            .map((c) => t(`horizon.running.counters.${c}`, { count: number.format(job.progress[c] ?? 0) }))
            .join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

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
      render: (j) =>
        j.partner ? (
          <Stack gap={0}>
            <Text size="sm" truncate title={j.partner.name}>
              {j.partner.name}
            </Text>
            {j.task && (
              <Text size="xs" c="dimmed" truncate title={j.task.name}>
                {j.task.name}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            –
          </Text>
        ),
    },
    { key: 'progress', title: t('horizon.running.progress'), render: (j) => <Progress job={j} /> },
    {
      key: 'age',
      title: t('horizon.running.age'),
      width: 170,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm" data-testid="running-age">
            {j.startedAt ? formatDuration(Math.max(0, now - Date.parse(j.startedAt)), i18n.language) : '–'}
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
      width: 80,
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
