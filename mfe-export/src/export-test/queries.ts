import { useQuery } from '@tanstack/react-query';
import {
  ExportTestResultSchema,
  PartnerListRowSchema,
  SELECT_LIST_PER_PAGE,
  dataEnvelope,
  listEnvelope,
} from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';
import { hasLookup, type ExportTestSearch } from './urls';

/**
 * GET /api/partners/list as a select list (SPEC §9: page 1, perPage 99999): the partner autocomplete,
 * filtered by name as typed (any case, anywhere in the name), as on the partner desktop. `enabled`:
 * the user may list partners.
 */
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

/**
 * GET /api/export/test?partner=&sku=&code=&id= (empty keys left out): what the export would send for
 * the product, where it stands and what the PIM holds. Runs for the lookup in the URL, and for an
 * empty one once Search was pressed (`asked`: the server says what is missing); a 422 puts the
 * server's messages under the fields, a 404 (partner_product_not_found, partner_not_found) says so.
 */
export function useExportTest(search: ExportTestSearch, asked: boolean) {
  const query = Object.fromEntries(Object.entries(search).filter(([, value]) => value));
  return useQuery({
    queryKey: ['export', 'test', query],
    enabled: asked || hasLookup(search),
    queryFn: async () =>
      (await apiClient().get('/api/export/test', dataEnvelope(ExportTestResultSchema), query)).data,
  });
}
