import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Queue } from '@feedhub/contracts';
import { FALLBACK_POLL_MS } from '@feedhub/api-client';
import { ErrorPanel, JobLogModal, LiveStatus, PageHeader, confirm, numberFormat, useCan } from '@feedhub/ui';
import { FailedJobsTable } from '../components/FailedJobsTable/FailedJobsTable';
import { HorizonCharts } from '../components/HorizonCharts/HorizonCharts';
import { HorizonSummary } from '../components/HorizonSummary/HorizonSummary';
import { QueuesTable } from '../components/QueuesTable/QueuesTable';
import { RunningJobsTable } from '../components/RunningJobsTable/RunningJobsTable';
import { WorkersTable } from '../components/WorkersTable/WorkersTable';
import {
  useFailedJobs,
  useHorizonStats,
  useLiveHorizon,
  useJobLog,
  useQueueSwitch,
  useRetryJob,
  useRunningJobs,
} from '../queries';
import { useHorizonSearch } from '../urls';

/** A titled part of the dashboard. */
function Section({ title, count, children }: { title: string; count?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={4}>{title}</Title>
        {count}
      </Group>
      {children}
    </Stack>
  );
}

/** The time now, moving every `everyMs`: how long a running job has run goes on while nothing else changes. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * /horizon/dashboard (permission horizon): the last hour in figures and charts (throughput, waits per
 * queue), the queues with Pause (asks first) and Resume, the running jobs (kind, partner and task,
 * progress, how long each has run) and the failed jobs (paged, newest first, with their error) with
 * their log (any kind) and Retry, and the workers with when each was last seen. Live from the job
 * events; the figures are fetched every 10 s as well.
 */
export function HorizonDashboardPage() {
  const { t, i18n } = useTranslation('ui');
  const can = useCan();
  const { search, setPage, setPerPage, openLog, closeLog } = useHorizonSearch();
  const live = useLiveHorizon();
  const stats = useHorizonStats(live.stats);
  const running = useRunningJobs(live.running);
  const failed = useFailedJobs(search.page, search.perPage, live.failed);
  const now = useNow(1000);
  const retry = useRetryJob();
  const switchQueue = useQueueSwitch();
  const canLogs = can('horizon');
  const log = useJobLog(canLogs ? search.log : undefined);
  const number = numberFormat(i18n.language);

  const askPause = async (queue: Queue) => {
    const name = t(`horizon.queueNames.${queue}`);
    const yes = await confirm({
      title: t('horizon.queues.pauseTitle', { queue: name }),
      text: t('horizon.queues.pauseText', { queue: name }),
      confirmLabel: t('horizon.queues.pause'),
      danger: false,
    });
    if (yes) switchQueue.mutate({ queue, pause: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('horizon.title')}
        actions={<LiveStatus status={live.status} pollMs={FALLBACK_POLL_MS} />}
      />
      {stats.isError && !stats.data ? (
        <ErrorPanel message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          {stats.data && <HorizonSummary stats={stats.data} />}
          {stats.data && <HorizonCharts stats={stats.data} />}
          <Section title={t('horizon.queues.title')}>
            <QueuesTable
              rows={stats.data?.queues}
              loading={stats.isPending}
              onPause={(queue) => void askPause(queue)}
              onResume={(queue) => switchQueue.mutate({ queue, pause: false })}
              switching={switchQueue.isPending ? switchQueue.variables?.queue : undefined}
            />
          </Section>
        </>
      )}
      <Section
        title={t('horizon.running.title')}
        count={
          running.data && (
            <Badge
              color={running.data.total ? 'blue' : 'gray'}
              variant="light"
              radius="sm"
              tt="none"
              data-testid="running-count"
            >
              {number.format(running.data.total)}
            </Badge>
          )
        }
      >
        <RunningJobsTable
          rows={running.data?.rows}
          loading={running.isPending}
          error={running.isError && !running.data}
          onRetry={() => void running.refetch()}
          now={now}
          canViewLog={canLogs}
          onViewLog={(job) => openLog(job.id)}
        />
      </Section>
      <Section
        title={t('horizon.failed.title')}
        count={
          failed.data && (
            <Badge
              color={failed.data.total ? 'red' : 'gray'}
              variant="light"
              radius="sm"
              tt="none"
              data-testid="failed-count"
            >
              {number.format(failed.data.total)}
            </Badge>
          )
        }
      >
        <FailedJobsTable
          rows={failed.data?.rows}
          loading={failed.isPending}
          fetching={failed.isFetching && failed.isPlaceholderData}
          error={failed.isError && !failed.data}
          onRetry={() => void failed.refetch()}
          onRetryJob={(job) => retry.mutate(job.id)}
          paging={{
            total: failed.data?.total ?? 0,
            page: search.page,
            perPage: search.perPage,
            onPageChange: setPage,
            onPerPageChange: setPerPage,
          }}
          canViewLog={canLogs}
          onViewLog={(job) => openLog(job.id)}
          retrying={retry.isPending ? retry.variables : undefined}
        />
      </Section>
      <Section title={t('horizon.workers.title')}>
        <WorkersTable
          rows={stats.data?.workers}
          loading={stats.isPending}
          now={stats.dataUpdatedAt || Date.now()}
        />
      </Section>
      <JobLogModal
        opened={canLogs && search.log !== undefined}
        title={t('horizon.logTitle', { id: search.log })}
        rows={log.data}
        loading={log.isLoading}
        error={log.isError && !log.data}
        onRetry={() => void log.refetch()}
        onClose={closeLog}
      />
    </Stack>
  );
}
