import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
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
