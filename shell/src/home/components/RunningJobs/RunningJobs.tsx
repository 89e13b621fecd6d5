import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JobSummary } from '@feedhub/contracts';
import {
  DataTable,
  JobProgressBar,
  formatDateTime,
  numberFormat,
  useTaskLabel,
  type Column,
} from '@feedhub/ui';
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

const COUNTERS = ['read', 'new', 'changed', 'skipped'] as const;

/** The counters of a running job on one line: read 1,200 · new 12 · changed 3 · skipped 0. */
function Counters({ job }: { job: JobSummary }) {
  const { t, i18n } = useTranslation('ui');
  const number = numberFormat(i18n.language);
  return (
    <Text size="xs" c="dimmed" data-testid="counters">
      {COUNTERS.map((c) => t(`home.running.${c}`, { count: number.format(job.progress[c]) })).join(' · ')}
    </Text>
  );
}

/**
 * "Running now" on the home desktop: every running job the user may see, of any kind, with what it
 * runs, for which partner, since when, and its progress (bar and counters) as its worker reports.
 */
export function RunningJobs({ rows, loading, error, onRetry, canOpenPartnerDesktop }: RunningJobsProps) {
  const { t, i18n } = useTranslation('ui');
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
      render: (j) => (
        <Stack gap={2}>
          <JobProgressBar
            done={j.progress.bytesRead}
            total={j.progress.bytesTotal}
            label={t('home.running.progress')}
            locale={i18n.language}
          />
          <Counters job={j} />
        </Stack>
      ),
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
