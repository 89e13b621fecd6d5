import { useQuery } from '@tanstack/react-query';
import {
  PartnerCategoryRowSchema,
  PartnerZeroAmountRowSchema,
  PartnerZeroAmountSaveSchema,
  SELECT_LIST_PER_PAGE,
  listEnvelope,
} from '@feedhub/contracts';
import { apiClient, crudResource } from '@feedhub/api-client';

/** /api/partner-zero-amounts: list (one partner's), save (add) and delete. */
export const zeroAmounts = crudResource({
  resource: 'partner-zero-amounts',
  row: PartnerZeroAmountRowSchema,
  save: PartnerZeroAmountSaveSchema,
});

/** GET /api/partner-categories/list as the partner's select list (the add form's category choice). */
export function usePartnerCategoryOptions(partnerId: number) {
  return useQuery({
    queryKey: ['partner-categories', 'select', partnerId],
    queryFn: async () =>
      (
        await apiClient().get('/api/partner-categories/list', listEnvelope(PartnerCategoryRowSchema), {
          page: 1,
          perPage: SELECT_LIST_PER_PAGE,
          order: { field: 'name', direction: 'asc' },
          filter: { partnerId },
        })
      ).data.rows,
  });
}
