import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JobLogRowSchema,
  MessageEnvelopeSchema,
  PartnerJobDesktopSchema,
  PartnerListRowSchema,
  PartnerTaskSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type PartnerJobDesktop,
} from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';

/** How often the desktop and an open log of a live job are fetched again (live progress). */
export const LIVE_REFRESH_MS = 1500;

/** Query key prefix of everything about partner jobs. */
const jobsKey = ['partner-job'] as const;

/** Whether any job of the desktop still moves (running or pending): then it polls. */
export const hasLiveJobs = (desktop: PartnerJobDesktop | undefined): boolean =>
  Boolean(desktop && (desktop.running.length > 0 || desktop.pending.length > 0));

/** GET /api/partners/list as a select list (SPEC §9: page 1, perPage 99999): the partner picker. */
export function usePartnerOptions() {
  return useQuery({
    queryKey: ['partners', 'select'],
    queryFn: async () =>
      (
        await apiClient().get('/api/partners/list', listEnvelope(PartnerListRowSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
        })
      ).data.rows,
  });
}

/** GET /api/partner-tasks/list of one partner (select list): the tasks a job can be added for. */
export function usePartnerTasks(partnerId: number | undefined) {
  return useQuery({
    queryKey: ['partner-tasks', 'select', partnerId],
    enabled: partnerId !== undefined,
    queryFn: async () =>
      (
        await apiClient().get('/api/partner-tasks/list', listEnvelope(PartnerTaskSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
          filter: { partnerId },
        })
      ).data.rows,
  });
}

/**
 * GET /api/partner-job/desktop (`filter[partnerId]` when a partner is searched): jobs by status,
 * fetched again every LIVE_REFRESH_MS while any runs or waits, not at all once every job has ended.
 */
export function usePartnerJobDesktop(partnerId: number | undefined) {
  return useQuery({
    queryKey: [...jobsKey, 'desktop', partnerId ?? null],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-job/desktop',
          dataEnvelope(PartnerJobDesktopSchema),
          partnerId ? { filter: { partnerId } } : undefined,
        )
      ).data,
    refetchInterval: (query) => (hasLiveJobs(query.state.data) ? LIVE_REFRESH_MS : false),
  });
}

/** GET /api/partner-job/log/{id}: the job's log lines (translated; the latest ones of a long log), fetched again while the job is live. */
export function usePartnerJobLog(id: number | undefined, live: boolean) {
  return useQuery({
    queryKey: [...jobsKey, 'log', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiClient().get(`/api/partner-job/log/${id}`, listEnvelope(JobLogRowSchema))).data.rows,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}

/** Fetches the desktop again after a write. */
function useRefreshJobs() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: jobsKey });
}

/** POST /api/partner-job/add {taskId}: a pending job; 409 pending_job_exists is the red toast with the server's message. */
export function useAddPartnerJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (taskId: number) =>
      apiClient().post('/api/partner-job/add', MessageEnvelopeSchema, { taskId }),
    onSuccess: refresh,
  });
}

/** DELETE /api/partner-job/delete/{id}: a pending job goes, a running one stops at its next batch (the message says which). */
export function useDeletePartnerJob() {
  const refresh = useRefreshJobs();
  return useMutation({
    mutationFn: (id: number) => apiClient().del(`/api/partner-job/delete/${id}`, MessageEnvelopeSchema),
    onSuccess: refresh,
  });
}
