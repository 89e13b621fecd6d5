import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  PivotLinksSchema,
  PivotNodeSchema,
  type PivotLinksSaveInput,
  PimCategoryMappingPrioritiesSchema,
  PimCategoryMappingRowSchema,
  PimCategoryMappingSaveSchema,
  PimCategoryMappingSelectsSchema,
  dataEnvelope,
} from '@feedhub/contracts';
import { apiClient, crudResource } from '@feedhub/api-client';

/** /api/pim-category-mappings: the paged list and the family save. */
export const pimCategoryMappings = crudResource({
  resource: 'pim-category-mappings',
  row: PimCategoryMappingRowSchema,
  save: PimCategoryMappingSaveSchema,
});

/** GET /api/pim-category-mappings/selects: families (code, name) and the categories to filter by. */
export function usePimMappingSelects() {
  return useQuery({
    queryKey: [...pimCategoryMappings.key, 'selects'],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/pim-category-mappings/selects',
          dataEnvelope(PimCategoryMappingSelectsSchema),
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/pim-category-mappings/{id}: one row with its partners in their order (the priorities modal). */
export function usePimMapping(id: number | null) {
  return useQuery({
    queryKey: [...pimCategoryMappings.key, 'one', id],
    queryFn: async () =>
      (await apiClient().get(`/api/pim-category-mappings/${id}`, dataEnvelope(PimCategoryMappingRowSchema)))
        .data,
    enabled: id !== null,
    // Dropped when the modal closes: it always opens on the saved order.
    gcTime: 0,
  });
}

/** POST /api/pim-category-mappings/save-priorities: the row's partners in their new order. */
export function useSavePriorities() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof PimCategoryMappingPrioritiesSchema>) =>
      apiClient().post('/api/pim-category-mappings/save-priorities', dataEnvelope(z.unknown()), body),
    onSuccess: () => client.invalidateQueries({ queryKey: pimCategoryMappings.key }),
  });
}

/** Query key of a PIM category's pivot links. */
const pivotLinksKey = (code: string) => [...pimCategoryMappings.key, 'pivot-links', code] as const;

/** GET /api/pim-category-mappings/pivot-links?code=: the PIM category's links to pivot taxonomy nodes. */
export function usePivotLinks(code: string | null) {
  return useQuery({
    queryKey: pivotLinksKey(code ?? ''),
    queryFn: async () =>
      (
        await apiClient().get('/api/pim-category-mappings/pivot-links', dataEnvelope(PivotLinksSchema), {
          code,
        })
      ).data,
    enabled: code !== null,
    gcTime: 0,
  });
}

/** GET /api/pim-category-mappings/pivot-nodes?q=: pivot nodes whose path holds the words (the link editor's search). */
export function usePivotNodeSearch(q: string) {
  const words = q.trim();
  return useQuery({
    queryKey: [...pimCategoryMappings.key, 'pivot-nodes', words],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/pim-category-mappings/pivot-nodes',
          dataEnvelope(z.array(PivotNodeSchema)),
          { q: words },
        )
      ).data,
    enabled: words.length >= 2,
    staleTime: 60_000,
  });
}

/** POST /api/pim-category-mappings/pivot-links: a person's links (no nodes: back to the automatic ones). */
export function useSavePivotLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PivotLinksSaveInput) =>
      apiClient().post('/api/pim-category-mappings/pivot-links', dataEnvelope(z.unknown()), body),
    onSuccess: (_answer, body) => client.invalidateQueries({ queryKey: pivotLinksKey(body.code) }),
  });
}
