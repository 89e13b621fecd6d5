import { useMutation, useQuery } from '@tanstack/react-query';
import {
  HeldJobSchema,
  MessageEnvelopeSchema,
  PartnerJobDesktopSchema,
  PartnerListRowSchema,
  PartnerTaskSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type PartnerJob,
  type PartnerJobDesktop,
} from '@feedhub/contracts';
import { apiClient, jobDesktopQueries, type DesktopPages } from '@feedhub/api-client';

/** Partner jobs' desktop, live hooks and log: one helper for every job desktop (@feedhub/api-client). */
const partnerJobs = jobDesktopQueries<PartnerJob, PartnerJobDesktop>({
  key: 'partner-job',
  kind: 'partner',
  desktopPath: '/api/partner-job/desktop',
  desktopSchema: PartnerJobDesktopSchema,
  logPath: (id) => `/api/partner-job/log/${id}`,
  deletePath: (id) => `/api/partner-job/delete/${id}`,
});

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
export interface DesktopQuery extends DesktopPages {
  /** The partner searched, or none: every partner. */
  partnerId?: number;
}

/** GET /api/partner-job/desktop, one partner's jobs or every partner's (see jobDesktopQueries' useDesktop). */
export function usePartnerJobDesktop({ partnerId, ...pages }: DesktopQuery, refetchInterval: number | false) {
  return partnerJobs.useDesktop(
    { ...pages, ...(partnerId ? { filter: { partnerId } } : {}) },
    refetchInterval,
  );
}

/** Moves a running job's counters in the cached desktops from a progress event (false: fetch again). */
export const applyProgress = partnerJobs.applyProgress;

/** Keeps the desktop live from the partner job events (of the searched partner); polls while the stream is down. */
export const useLivePartnerDesktop = partnerJobs.useLiveDesktop;

/** Keeps an open log fresh from its job's events. */
export const useLiveJobLog = partnerJobs.useLiveLog;

/** GET /api/partner-job/log/{id}: the job's log lines. */
export const usePartnerJobLog = partnerJobs.useJobLog;

/** DELETE /api/partner-job/delete/{id}: a pending job goes, a running one stops at its next batch (the message says which). */
export const useDeletePartnerJob = partnerJobs.useDeleteJob;

/** POST /api/partner-job/add {taskId}: a pending job; 409 pending_job_exists is the red toast with the server's message. */
export function useAddPartnerJob() {
  const refresh = partnerJobs.useRefreshJobs();
  return useMutation({
    mutationFn: (taskId: number) =>
      apiClient().post('/api/partner-job/add', MessageEnvelopeSchema, { taskId }),
    onSuccess: refresh,
  });
}

/** GET /api/partner-job/held/{id}: what a held import would change and why it was held (none without an id). */
export function useHeldJob(id: number | undefined) {
  return useQuery({
    // Not under the partner jobs' key: the refresh after a decision must not ask for the diff of a
    // job that is no longer held (the diff closes instead).
    queryKey: ['partner-job-held', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiClient().get(`/api/partner-job/held/${id}`, dataEnvelope(HeldJobSchema))).data,
  });
}

/** What is decided about a held import. */
export type HeldDecision = 'apply' | 'discard';

/**
 * POST /api/partner-job/apply/{id} (merge the run as it was read) or /discard/{id} (drop it): the
 * answer's message is the green toast, a refusal (409 job_not_held, pending_job_exists, 404) the red
 * one with the server's message (the shell's QueryClient). Either way the desktop is fetched again:
 * a refused decision usually means someone else decided first.
 */
export function useDecideHeldJob() {
  const refresh = partnerJobs.useRefreshJobs();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: HeldDecision }) =>
      apiClient().post(`/api/partner-job/${decision}/${id}`, MessageEnvelopeSchema),
    onSettled: refresh,
  });
}
