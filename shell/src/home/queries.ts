import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ErrorNoticeSchema,
  JobLogRowSchema,
  JobSummarySchema,
  MessageEnvelopeSchema,
  PartnerDesktopRowSchema,
  PartnerListRowSchema,
  PartnerProductFoundSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type JobChangedEvent,
  type ListPage,
  type JobSummary,
} from '@feedhub/contracts';
import { apiClient, useLiveQueries, withProgress, type JobEventFilter } from '@feedhub/api-client';
import type { HomeSearch } from './urls';

/** Error notices a page of the home desktop's right-hand column. */
export const NOTICES_PER_PAGE = 25;
/** How often the partners table and the notices poll while the job event stream is down (less urgent than running jobs). */
export const SLOW_POLL_MS = 30_000;

const partnersDesktopKey = ['partners', 'desktop'] as const;
const noticesKey = ['log', 'errors'] as const;
const runningKey = ['jobs', 'running'] as const;

/** GET /api/partner-products/find: where the first product with a SKU is (404 product_sku_not_found says none has it). */
export function useFindProduct() {
  return useMutation({
    mutationFn: async (sku: string) =>
      (await apiClient().get('/api/partner-products/find', dataEnvelope(PartnerProductFoundSchema), { sku }))
        .data,
    // A SKU nobody has is said under the field, not in a toast.
    meta: { quietStatuses: [404, 422] },
  });
}

/** GET /api/partners/list as a select list (SPEC §9): the partner picker. */
export function usePartnerOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['partners', 'select'],
    enabled,
    queryFn: async () =>
      (
        await apiClient().get('/api/partners/list', listEnvelope(PartnerListRowSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
        })
      ).data.rows,
  });
}

/** GET /api/partners/desktop: a page of partners (or the one searched) with their last import, errors and what needs attention. */
export function usePartnersDesktop(search: HomeSearch, enabled: boolean, refetchInterval: number | false) {
  const query = {
    page: search.page,
    perPage: search.perPage,
    order: { field: 'name', direction: search.dir },
    ...(search.partner ? { filter: { partner: search.partner } } : {}),
  };
  return useQuery({
    queryKey: [...partnersDesktopKey, query],
    enabled,
    queryFn: async () =>
      (await apiClient().get('/api/partners/desktop', listEnvelope(PartnerDesktopRowSchema), query)).data,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** GET /api/log/errors: a page of error notices, newest first. */
export function useErrorNotices(page: number, refetchInterval: number | false) {
  return useQuery({
    queryKey: [...noticesKey, page],
    queryFn: async () =>
      (
        await apiClient().get('/api/log/errors', listEnvelope(ErrorNoticeSchema), {
          page,
          perPage: NOTICES_PER_PAGE,
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

/** DELETE /api/log/delete/{id} (can_dismiss_errors): the notice goes; the green toast says so. */
export function useDismissNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient().del(`/api/log/delete/${id}`, MessageEnvelopeSchema),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: noticesKey }),
        client.invalidateQueries({ queryKey: partnersDesktopKey }),
      ]),
  });
}

/** GET /api/jobs/running: the running jobs of the kinds the user may see. */
export function useRunningJobs(enabled: boolean, refetchInterval: number | false) {
  return useQuery({
    queryKey: runningKey,
    enabled,
    queryFn: async () => (await apiClient().get('/api/jobs/running', listEnvelope(JobSummarySchema))).data,
    refetchInterval,
  });
}

/** GET /api/partner-job/log/{id} (partnerDesktop): an import notice's job log. */
export function usePartnerJobLog(id: number | undefined) {
  return useQuery({
    queryKey: ['partner-job', 'log', id],
    enabled: id !== undefined,
    queryFn: async () =>
      (await apiClient().get(`/api/partner-job/log/${id}`, listEnvelope(JobLogRowSchema))).data.rows,
  });
}

/** A job that ended in error may have left a notice; one that ended changed a partner's figures. */
const ended = (event: JobChangedEvent) => event.status === 'done' || event.status === 'error';

/**
 * Keeps the home desktop live from the job events the user may see (`filter` null: none): the
 * running jobs' counters move in place and the list is fetched again when a job starts or ends; a
 * job that ends fetches the notices and the partners table again. While the stream is down the
 * running jobs poll every 5 s, the rest every 30 s.
 */
export function useLiveHome(filter: JobEventFilter | null) {
  const client = useQueryClient();
  const running = useLiveQueries({
    filter,
    queryKeys: [runningKey],
    when: (event) => {
      const page = client.getQueryData<ListPage<JobSummary>>(runningKey);
      const rows = page && withProgress(page.rows, event);
      if (!rows) return true;
      client.setQueryData(runningKey, { ...page, rows });
      return false;
    },
  });
  const rest = useLiveQueries({
    filter,
    queryKeys: [noticesKey, partnersDesktopKey],
    when: ended,
    debounceMs: 1000,
    pollMs: SLOW_POLL_MS,
  });
  return { status: running.status, running: running.refetchInterval, rest: rest.refetchInterval };
}
