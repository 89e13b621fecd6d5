import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JobSummary } from '@feedhub/contracts';
import { DataTable, RunningJobProgress, formatDateTime, useTaskLabel, type Column } from '@feedhub/ui';
import { pathTo } from '../../paths';

/** Props of the running jobs panel. */
export interface RunningJobsProps {
  /** The running jobs (undefined before the first load). */
  rows: JobSummary[] | undefined;
  /** First load. */
  loading?: boolean;
  /** The load failed: the inline alert with Retry. */
  error?: boolean;
  /** Retry after a failed load. */
  onRetry?(): void;
  /** The user may open the partner desktop (a partner job's partner links to its jobs there). */
  canOpenPartnerDesktop: boolean;
}

/**
 * "Running now" on the home desktop: every running job the user may see, of any kind, with what it
 * runs, for which partner, since when, and its progress (bar and counters) as its worker reports.
 */
export function RunningJobs({ rows, loading, error, onRetry, canOpenPartnerDesktop }: RunningJobsProps) {
  const { t } = useTranslation('ui');
  const taskLabel = useTaskLabel();
  const columns: Column<JobSummary>[] = [
    {
      key: 'job',
      title: t('home.running.job'),
      ellipsis: true,
      render: (j) => (
        <Stack gap={0}>
          <Text size="sm" truncate>
            {j.methodTrans}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            #{j.id} · {t(`home.kinds.${j.kind}`)}
            {j.task ? ` · ${taskLabel(j.task.name)}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'partner',
      title: t('home.running.partner'),
      width: 160,
      ellipsis: true,
      render: (j) =>
        !j.partner ? (
          <Text size="sm" c="dimmed">
            –
          </Text>
        ) : canOpenPartnerDesktop ? (
          <Anchor component={Link} to={`${pathTo('partnerDesktop')}?partnerId=${j.partner.id}`} size="sm">
            {j.partner.name}
          </Anchor>
        ) : (
          j.partner.name
        ),
    },
    {
      key: 'startedAt',
      title: t('home.running.started'),
      width: 140,
      render: (j) => formatDateTime(j.startedAt),
    },
    {
      key: 'progress',
      title: t('home.running.progress'),
      width: 330,
      render: (j) => <RunningJobProgress job={j} />,
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-label={t('home.running.title')}>
      <Title order={4}>{t('home.running.title')}</Title>
      <DataTable<JobSummary>
        label={t('home.running.title')}
        columns={columns}
        rows={rows}
        loading={loading}
        error={error}
        onRetry={onRetry}
        rowKey={(j) => j.id}
        rowAttributes={(j) => ({ 'data-job': j.id, 'data-kind': j.kind })}
        emptyHeight={80}
      />
    </Stack>
  );
}
