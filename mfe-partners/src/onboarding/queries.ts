import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FirstImportResultSchema,
  JOB_KIND_VIEWERS,
  OnboardingSchema,
  dataEnvelope,
  type JobChangedEvent,
  type JobKind,
} from '@feedhub/contracts';
import { apiClient, useLiveQueries } from '@feedhub/api-client';
import { mappingProgressKey } from '../mapping-progress/queries';

/**
 * The checklist's query key. It sits under the mapping progress key on purpose: the checklist counts
 * mappings too, so every category or attribute save that refreshes the progress refreshes it.
 */
export const onboardingKey = (partnerId?: number) =>
  partnerId === undefined
    ? ([...mappingProgressKey, 'onboarding'] as const)
    : ([...mappingProgressKey, 'onboarding', partnerId] as const);

/**
 * GET /api/partners/onboarding?partnerId=: the partner's first-run checklist. A 404 (the partner
 * went, or a service without the route) hides the checklist quietly: it helps, the page is elsewhere.
 */
export function useOnboarding(partnerId: number | undefined, refetchInterval: number | false) {
  const valid = partnerId !== undefined && Number.isInteger(partnerId) && partnerId > 0;
  return useQuery({
    queryKey: onboardingKey(partnerId),
    queryFn: async () =>
      (await apiClient().get('/api/partners/onboarding', dataEnvelope(OnboardingSchema), { partnerId })).data,
    enabled: valid,
    refetchInterval,
    meta: { quietStatuses: [404] },
  });
}

/** The job kinds whose events a user may follow (the gateway streams only those, DESIGN §4). */
export function visibleJobKinds(can: (permission: string) => boolean): JobKind[] {
  return (Object.keys(JOB_KIND_VIEWERS) as JobKind[]).filter((kind) => JOB_KIND_VIEWERS[kind].some(can));
}

/**
 * Keeps the checklist live: a job of this partner (an import) or an export that starts, ends or goes
 * fetches it again; progress reports do not (the import jobs' rows move on their own). Nothing is
 * followed for a user who may see neither kind.
 */
export function useLiveOnboarding(partnerId: number | undefined, can: (permission: string) => boolean) {
  const kinds = visibleJobKinds(can).filter((kind) => kind !== 'system');
  const concerns = (event: JobChangedEvent) =>
    event.status !== 'running' && (event.kind === 'export' || event.partnerId === partnerId);
  return useLiveQueries({
    filter: partnerId !== undefined && kinds.length ? { kinds } : null,
    queryKeys: [onboardingKey(partnerId)],
    when: concerns,
  });
}

/**
 * "Run first import": POST /api/jobs/first-import {partnerId} queues a job of the partner's
 * categories, attributes and products import tasks, in that order, in one transaction (the queue runs
 * high before medium, then by id). The server's message is the green toast; a refusal the red one
 * (409 pending_job_exists; a missing task's 422 under partnerId, which no form shows, in the toast).
 */
export function useRunFirstImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: number) =>
      apiClient().post('/api/jobs/first-import', dataEnvelope(FirstImportResultSchema), { partnerId }),
    meta: { fieldsInToast: true },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['partner-job'] }),
        client.invalidateQueries({ queryKey: onboardingKey() }),
      ]),
  });
}
