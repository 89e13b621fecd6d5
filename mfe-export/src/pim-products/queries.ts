import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PimProductDetailSchema, PimProductRowSchema, dataEnvelope, listEnvelope } from '@feedhub/contracts';
import { apiClient, type Query } from '@feedhub/api-client';

/** Query key prefix of everything about the PIM's products. */
const pimProductsKey = ['pim-products'] as const;

/**
 * GET /api/pim-products/list with page, perPage, order and filter (identifier, name, family,
 * category): a page of the embedded PIM's products; the last page stays while the next loads.
 */
export function usePimProducts(query: Query) {
  return useQuery({
    queryKey: [...pimProductsKey, 'list', query],
    queryFn: async () =>
      (await apiClient().get('/api/pim-products/list', listEnvelope(PimProductRowSchema), query)).data,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/pim-products/one?identifier=: one product, whole (its values). */
export function usePimProduct(identifier: string | undefined) {
  return useQuery({
    queryKey: [...pimProductsKey, 'one', identifier],
    enabled: identifier !== undefined,
    queryFn: async () =>
      (
        await apiClient().get('/api/pim-products/one', dataEnvelope(PimProductDetailSchema), {
          identifier: identifier as string,
        })
      ).data,
  });
}
