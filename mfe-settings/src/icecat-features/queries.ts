import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  IcecatFeatureMapRowSchema,
  IcecatFeatureMapSaveSchema,
  PimAttributeRowSchema,
  listEnvelope,
} from '@feedhub/contracts';
import { REFERENCE_STALE_MS, apiClient, crudResource, pimAttributeOptionsQuery } from '@feedhub/api-client';

/** /api/icecat/features: list, save, delete (permission settings). */
export const icecatFeatures = crudResource({
  resource: 'icecat/features',
  row: IcecatFeatureMapRowSchema,
  save: IcecatFeatureMapSaveSchema,
});

/** PIM attributes the autocomplete offers at most (the server filters; a narrower text finds the rest). */
export const PIM_ATTRIBUTE_MATCHES = 25;

/**
 * GET /api/pim-attributes/list?filter[name]=: PIM attributes whose code or label holds the text
 * (the first ones by label when the text is empty), for the attribute autocomplete.
 */
export function usePimAttributeSearch(text: string, enabled: boolean) {
  const name = text.trim();
  return useQuery({
    queryKey: ['pim-attributes', 'search', name],
    queryFn: async () =>
      (
        await apiClient().get('/api/pim-attributes/list', listEnvelope(PimAttributeRowSchema), {
          page: 1,
          perPage: PIM_ATTRIBUTE_MATCHES,
          order: { field: 'name', direction: 'asc' },
          ...(name ? { filter: { name } } : {}),
        })
      ).data.rows,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /api/pim-attributes/options?code=: the options of a select-type PIM attribute (none asked for null). */
export function usePimAttributeOptions(code: string | null) {
  return useQuery({ ...pimAttributeOptionsQuery(code ?? ''), enabled: code !== null });
}
