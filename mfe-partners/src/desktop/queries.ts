import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  JobLogRowSchema,
  MessageEnvelopeSchema,
  PartnerJobDesktopSchema,
  PartnerListRowSchema,
  PartnerTaskSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type JobChangedEvent,
  type PartnerJobDesktop,
} from '@feedhub/contracts';
import { apiClient, useLiveQueries, withProgress } from '@feedhub/api-client';

/** Query key prefix of everything about partner jobs. */
const jobsKey = ['partner-job'] as const;
/** Query key prefix of the desktop's jobs (every partner and page). */
const desktopKey = [...jobsKey, 'desktop'] as const;
/** Query key of a job's log. */
const logKey = (id: number | undefined) => [...jobsKey, 'log', id] as const;

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

/** Which jobs the desktop shows: a partner's (or all) and the pages of its error and done tables. */
export interface DesktopQuery {
  /** The partner searched, or none: every partner. */
  partnerId?: number;
  /** Page of the error table (1-based). */
  errorPage: number;
  /** Page of the done table (1-based). */
  donePage: number;
  /** Rows a page of those tables. */
  perPage: number;
}

/**
 * GET /api/partner-job/desktop: running and pending whole, error and done a page each (newest first).
 * It stays fresh from the job events (useLivePartnerDesktop); `refetchInterval` is its polling while
 * the event stream is down. The last answer stays while another page loads.
 */
export function usePartnerJobDesktop(query: DesktopQuery, refetchInterval: number | false) {
  const { partnerId, errorPage, donePage, perPage } = query;
  return useQuery({
    queryKey: [...desktopKey, partnerId ?? null, errorPage, donePage, perPage],
    queryFn: async () =>
      (
        await apiClient().get('/api/partner-job/desktop', dataEnvelope(PartnerJobDesktopSchema), {
          ...(partnerId ? { filter: { partnerId } } : {}),
          errorPage,
          donePage,
          perPage,
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/**
 * Moves a running job's counters in every cached desktop from a progress event; false when the event
 * is more than that (a job that starts, ends, or goes: the desktop is fetched again).
 */
export function applyProgress(client: QueryClient, event: JobChangedEvent): boolean {
  let found = false;
  client.setQueriesData<PartnerJobDesktop>({ queryKey: desktopKey }, (desktop) => {
    const running = desktop && withProgress(desktop.running, event);
    if (!running) return desktop;
    found = true;
    return { ...desktop, running };
  });
  return found;
}

/**
 * Keeps the desktop live from the partner job events (of the searched partner): a running job's
 * counters move in place; a status change, a new job or a deleted one fetches the desktop again.
 * While the stream is down the desktop polls.
 */
export function useLivePartnerDesktop(partnerId: number | undefined) {
  const client = useQueryClient();
  return useLiveQueries({
    filter: { kinds: ['partner'], partnerId },
    queryKeys: [desktopKey],
    when: (event) => !applyProgress(client, event),
  });
}

/** Keeps an open log fresh: every event of its job fetches it again (once a second at most). */
export function useLiveJobLog(id: number | undefined) {
  return useLiveQueries({
    filter: id === undefined ? null : { kinds: ['partner'] },
    queryKeys: [logKey(id)],
    when: (event) => event.jobId === id,
    debounceMs: 1000,
  });
}

/** GET /api/partner-job/log/{id}: the job's log lines (translated; the latest ones of a long log); `refetchInterval` while its job is live and the stream down. */
export function usePartnerJobLog(id: number | undefined, refetchInterval: number | false) {
  return useQuery({
    queryKey: logKey(id),
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiClient().get(`/api/partner-job/log/${id}`, listEnvelope(JobLogRowSchema))).data.rows,
    refetchInterval,
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
