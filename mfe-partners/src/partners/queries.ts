import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DefaultPartnerTaskSchema,
  PartnerClassListSchema,
  PartnerListRowSchema,
  PartnerPreviewResultSchema,
  PartnerSaveSchema,
  PartnerSavedSchema,
  PartnerSchema,
  QueueOptionListSchema,
  dataEnvelope,
  listEnvelope,
  type PartnerPreviewSchema,
} from '@feedhub/contracts';
import { apiClient, crudResource } from '@feedhub/api-client';

/** /api/partners: list (also the name search) and save. */
export const partners = crudResource({
  resource: 'partners',
  row: PartnerListRowSchema,
  save: PartnerSaveSchema,
});

/** Rows the name autocomplete offers. */
const SEARCH_ROWS = 20;

/** GET /api/partners/list?filter[name]=…: partners whose name contains the text (the autocomplete). */
export function usePartnerNames(name: string) {
  const text = name.trim();
  return useQuery({
    queryKey: [...partners.key, 'names', text],
    queryFn: async () =>
      (
        await apiClient().get('/api/partners/list', listEnvelope(PartnerListRowSchema), {
          page: 1,
          perPage: SEARCH_ROWS,
          order: { field: 'name', direction: 'asc' },
          filter: { name: text },
        })
      ).data.rows,
    enabled: text.length > 0,
  });
}

/** GET /api/partners/{id}: the partner with its tasks (the feed password masked). */
export function usePartner(id: number) {
  return useQuery({
    queryKey: [...partners.key, 'one', id],
    queryFn: async () => (await apiClient().get(`/api/partners/${id}`, dataEnvelope(PartnerSchema))).data,
  });
}

/** GET /api/partners/classes: feed classes with their params, described in the user's language. */
export function usePartnerClasses() {
  return useQuery({
    queryKey: [...partners.key, 'classes'],
    queryFn: async () =>
      (await apiClient().get('/api/partners/classes', dataEnvelope(PartnerClassListSchema))).data,
    staleTime: Infinity,
  });
}

/** GET /api/partner-tasks/default-list: the tasks a new partner starts with. */
export function useDefaultTasks(enabled: boolean) {
  return useQuery({
    queryKey: ['partner-tasks', 'default-list'],
    queryFn: async () =>
      (await apiClient().get('/api/partner-tasks/default-list', listEnvelope(DefaultPartnerTaskSchema))).data
        .rows,
    enabled,
  });
}

/** GET /api/partner-tasks/queues: the queues with what each is for. */
export function useQueues() {
  return useQuery({
    queryKey: ['partner-tasks', 'queues'],
    queryFn: async () =>
      (await apiClient().get('/api/partner-tasks/queues', dataEnvelope(QueueOptionListSchema))).data,
    staleTime: Infinity,
  });
}

/** POST /api/partners/preview: reads the feed of the form's class and params (nothing is saved). */
export function usePartnerPreview() {
  return useMutation({
    mutationFn: async (body: z.input<typeof PartnerPreviewSchema>) =>
      (await apiClient().post('/api/partners/preview', dataEnvelope(PartnerPreviewResultSchema), body)).data,
  });
}

/** The id in a save's answer (`{ data: { id }, message }`). */
export const savedId = (answer: unknown): number => dataEnvelope(PartnerSavedSchema).parse(answer).data.id;
