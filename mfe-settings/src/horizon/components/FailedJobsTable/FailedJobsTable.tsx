import { Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '@feedhub/contracts';
import {
  DataTable,
  RowAction,
  formatDateTime,
  useTaskLabel,
  type Column,
  type ListViewProps,
} from '@feedhub/ui';

/** Props of the failed jobs table. */
export interface FailedJobsTableProps extends ListViewProps<JobSummary> {
  /** The user may open a partner job's log (partnerDesktop). */
  canViewLog: boolean;
  /** Open a partner job's log. */
  onViewLog(job: JobSummary): void;
  /** Run a failed job again. */
  onRetryJob(job: JobSummary): void;
  /** The job whose retry runs (its icon spins). */
  retrying?: number;
}

/**
 * Jobs that ended in error, newest first, paged on the server: id, kind and method, partner (and
 * task), when it failed and after how many attempts, its error on one line (the whole on hover), the
 * log of a partner job and Retry.
 */
export function FailedJobsTable({
  canViewLog,
  onViewLog,
  onRetryJob,
  retrying,
  ...table
}: FailedJobsTableProps) {
  const { t } = useTranslation('ui');
  const taskLabel = useTaskLabel();
  const columns: Column<JobSummary>[] = [
    { key: 'id', title: t('horizon.failed.id'), width: 70, align: 'right', render: (j) => j.id },
    {
      key: 'method',
      title: t('horizon.failed.method'),
      width: 190,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm" truncate>
            {j.methodTrans}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`horizon.kinds.${j.kind}`)} · {t(`horizon.queueNames.${j.queue}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'partner',
      title: t('horizon.failed.partner'),
      width: 180,
      ellipsis: true,
      render: (j) => (j.partner ? `${j.partner.name}${j.task ? ` · ${taskLabel(j.task.name)}` : ''}` : '–'),
    },
    {
      key: 'finishedAt',
      title: t('horizon.failed.when'),
      width: 150,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(j.finishedAt)}</Text>
          <Text size="xs" c="dimmed">
            {t('horizon.failed.attempts', { attempts: j.attempts, maxAttempts: j.maxAttempts })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'error',
      title: t('horizon.failed.error'),
      render: (j) => (
        <Text size="sm" c="red.8" truncate title={j.error ?? undefined} data-testid="failed-error">
          {j.error ?? '–'}
        </Text>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 100,
      align: 'right',
      render: (j) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {canViewLog && (
            <RowAction
              label={t('horizon.failed.log', { id: j.id })}
              icon={<IconFileText size={18} stroke={1.6} />}
              onClick={() => onViewLog(j)}
            />
          )}
          <RowAction
            label={t('horizon.failed.retry', { id: j.id })}
            icon={<IconRotateClockwise size={18} stroke={1.6} />}
            loading={retrying === j.id}
            disabled={retrying !== undefined}
            onClick={() => onRetryJob(j)}
          />
        </Group>
      ),
    },
  ];
  return (
    <DataTable<JobSummary>
      label={t('horizon.failed.title')}
      columns={columns}
      rowKey={(j) => j.id}
      rowAttributes={(j) => ({ 'data-job': j.id, 'data-kind': j.kind })}
      {...table}
    />
  );
}
