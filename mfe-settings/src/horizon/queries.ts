import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HorizonStatsSchema,
  JobLogRowSchema,
  JobSummarySchema,
  MessageEnvelopeSchema,
  dataEnvelope,
  listEnvelope,
  type JobSummary,
  type ListPage,
  type Queue,
} from '@feedhub/contracts';
import { apiClient, useLiveQueries, withProgress } from '@feedhub/api-client';

/** How often the dashboard's figures are fetched again, events or not (the waits and the series move with time). */
export const STATS_REFRESH_MS = 10_000;

const horizonKey = ['horizon'] as const;
const statsKey = [...horizonKey, 'stats'] as const;
const failedKey = [...horizonKey, 'failed'] as const;
const runningKey = [...horizonKey, 'running'] as const;

/** GET /api/horizon/stats: queues, throughput, waits and workers; every 10 s (5 s while the event stream is down). */
export function useHorizonStats(refetchInterval: number | false) {
  return useQuery({
    queryKey: statsKey,
    queryFn: async () => (await apiClient().get('/api/horizon/stats', dataEnvelope(HorizonStatsSchema))).data,
    refetchInterval:
      refetchInterval === false ? STATS_REFRESH_MS : Math.min(refetchInterval, STATS_REFRESH_MS),
  });
}

/** GET /api/horizon/failed: a page of the jobs that ended in error, newest first. */
export function useFailedJobs(page: number, perPage: number, refetchInterval: number | false) {
  return useQuery({
    queryKey: [...failedKey, page, perPage],
    queryFn: async () =>
      (
        await apiClient().get('/api/horizon/failed', listEnvelope(JobSummarySchema), {
          page,
          perPage,
          order: { field: 'finishedAt', direction: 'desc' },
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** GET /api/jobs/running: every running job (a horizon user sees every kind), oldest first, with its counters. */
export function useRunningJobs(refetchInterval: number | false) {
  return useQuery({
    queryKey: runningKey,
    queryFn: async () => (await apiClient().get('/api/jobs/running', listEnvelope(JobSummarySchema))).data,
    refetchInterval,
  });
}

/** Fetches the figures and the failed jobs again after a write. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: horizonKey });
}

/** POST /api/horizon/retry/{id}: the failed job runs again, once (409 job_already_retried / pending_job_exists: the red toast). */
export function useRetryJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiClient().post(`/api/horizon/retry/${id}`, MessageEnvelopeSchema),
    onSuccess: refresh,
  });
}

/** POST /api/horizon/pause/{queue} or /resume/{queue}. */
export function useQueueSwitch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ queue, pause }: { queue: Queue; pause: boolean }) =>
      apiClient().post(`/api/horizon/${pause ? 'pause' : 'resume'}/${queue}`, MessageEnvelopeSchema),
    onSuccess: refresh,
  });
}

/** GET /api/jobs/log/{id}: a failed job's log, of any kind (the dashboard's users hold horizon, which sees them all). */
export function useJobLog(id: number | undefined) {
  return useQuery({
    queryKey: ['jobs', 'log', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiClient().get(`/api/jobs/log/${id}`, listEnvelope(JobLogRowSchema))).data.rows,
  });
}

/**
 * Keeps the dashboard live from the job events (every kind a horizon user sees): any change fetches
 * the figures again (at most once a second), a running job's counters move in place, a job that
 * starts or ends fetches the running list, a job that fails or is retried the failed list too.
 */
export function useLiveHorizon() {
  const client = useQueryClient();
  const stats = useLiveQueries({ filter: {}, queryKeys: [statsKey], debounceMs: 1000 });
  const running = useLiveQueries({
    filter: {},
    queryKeys: [runningKey],
    // A progress report moves its job's counters in place; a job that starts, ends or goes fetches the list.
    when: (event) => {
      const page = client.getQueryData<ListPage<JobSummary>>(runningKey);
      const rows = page && withProgress(page.rows, event);
      if (!rows) return true;
      client.setQueryData(runningKey, { ...page, rows });
      return false;
    },
  });
  const failed = useLiveQueries({
    filter: {},
    queryKeys: [failedKey],
    when: (event) => event.status === 'error' || event.status === 'pending' || event.status === 'deleted',
    debounceMs: 1000,
  });
  return {
    status: stats.status,
    stats: stats.refetchInterval,
    running: running.refetchInterval,
    failed: failed.refetchInterval,
  };
}
