import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  JOB_KIND_VIEWERS,
  MessageEnvelopeSchema,
  OnboardingSchema,
  PartnerTaskSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
  type JobChangedEvent,
  type JobKind,
  type PartnerTask,
  type TaskMethod,
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
      (await apiClient().get('/api/partners/onboarding', dataEnvelope(OnboardingSchema), { partnerId }))
        .data,
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

/** What the first import runs, in this order: the feed's categories, its attributes, then its products. */
export const FIRST_IMPORT_METHODS: readonly TaskMethod[] = [
  'importCategories',
  'importAttributes',
  'importProducts',
];

/** The partner's task of a method: the default one first (a partner may have added others). */
export function taskOf(tasks: readonly PartnerTask[], method: TaskMethod): PartnerTask | undefined {
  const own = tasks.filter((task) => task.methodName === method);
  return own.find((task) => task.isDefault) ?? own[0];
}

/**
 * "Run first import": a job of the partner's categories, attributes and products import tasks, asked
 * one after another in that order with the partner desktop's add-job route (each runs on its task's
 * queue: categories and attributes on high, which runs before the products' medium). A refusal stops
 * there (the red toast says why; the jobs already queued stay). The green toast says what was queued.
 */
export function useRunFirstImport() {
  const { t } = useTranslation('onboarding');
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (partnerId: number) => {
      const tasks = (
        await apiClient().get('/api/partner-tasks/list', listEnvelope(PartnerTaskSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
          filter: { partnerId },
        })
      ).data.rows;
      const chosen = FIRST_IMPORT_METHODS.map((method) => taskOf(tasks, method)).filter(
        (task): task is PartnerTask => task !== undefined,
      );
      if (!chosen.length) throw new Error(t('firstImport.noTasks'));
      for (const task of chosen)
        await apiClient().post('/api/partner-job/add', MessageEnvelopeSchema, { taskId: task.id });
      return { message: t('firstImport.started', { count: chosen.length }) };
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['partner-job'] }),
        client.invalidateQueries({ queryKey: onboardingKey() }),
      ]),
  });
}
