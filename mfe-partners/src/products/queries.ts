import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PartnerProductAddExportResultSchema,
  PartnerProductExportDataSchema,
  PartnerProductRowSchema,
  PartnerProductSchema,
  PriceFieldOptionsSchema,
  dataEnvelope,
  type IcecatRefreshInput,
  type PartnerProductAddExportInput,
} from '@feedhub/contracts';
import { apiClient, crudResource, type Query } from '@feedhub/api-client';
import { withPartner } from '../attributes/queries';

/** /api/partner-products: the paged list (always one partner's). */
export const partnerProducts = crudResource({
  resource: 'partner-products',
  row: PartnerProductRowSchema,
});

/** The products list of one partner: the URL's query with `filter[partnerId]` added. */
export function partnerProductList(partnerId: number) {
  return { useList: (query: Query) => partnerProducts.useList(withPartner(query, partnerId)) };
}

/**
 * GET /api/partner-products/export-data: where the filtered products stand with the PIM (the summary
 * over the table). Same filter as the list, no paging; refreshed with the list after a send.
 */
export function useProductExportData(partnerId: number, filter: Query | undefined) {
  const query = { filter: { ...(filter ?? {}), partnerId } };
  return useQuery({
    queryKey: [...partnerProducts.key, 'export-data', query],
    queryFn: async () =>
      (
        await apiClient().get(
          '/api/partner-products/export-data',
          dataEnvelope(PartnerProductExportDataSchema),
          query,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}

const AddExportAnswer = dataEnvelope(PartnerProductAddExportResultSchema);

/**
 * POST /api/partner-products/add-export (Send to PIM): the green toast with the server's message
 * comes from the shell's QueryClient, a failure's red toast too; the lists and summaries reload.
 */
export function useAddExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerProductAddExportInput) =>
      apiClient().post('/api/partner-products/add-export', AddExportAnswer, body),
    onSuccess: () => client.invalidateQueries({ queryKey: partnerProducts.key }),
  });
}

/** GET /api/partner-products/{id}: the product with its category, attributes and computed prices. */
export function usePartnerProduct(id: number) {
  return useQuery({
    queryKey: [...partnerProducts.key, 'one', id],
    queryFn: async () =>
      (await apiClient().get(`/api/partner-products/${id}`, dataEnvelope(PartnerProductSchema))).data,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/**
 * GET /api/partner-price-rules/options: labels of the PIM and partner price fields in the user's
 * language. The products permission reads them too (the detail names its prices with them); when the
 * call fails the detail shows the codes.
 */
export function usePriceFieldLabels() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['partner-price-rules', 'options', i18n.language],
    queryFn: async () =>
      (await apiClient().get('/api/partner-price-rules/options', dataEnvelope(PriceFieldOptionsSchema))).data,
    staleTime: 5 * 60_000,
  });
}

const IcecatRefreshAnswer = dataEnvelope(z.object({ jobId: z.number() }));

/**
 * POST /api/icecat/refresh (permission partnerEdit): queues the Icecat look-ups of a partner's
 * products. The answer's message is the green toast; 409 pending_job_exists the red one (the shell's
 * QueryClient shows both).
 */
export function useIcecatRefresh() {
  return useMutation({
    mutationFn: (body: IcecatRefreshInput) =>
      apiClient().post('/api/icecat/refresh', IcecatRefreshAnswer, body),
  });
}
