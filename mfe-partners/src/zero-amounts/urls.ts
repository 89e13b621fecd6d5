import { defineListSearch } from '@feedhub/api-client';

/** The zero amounts list's URL state (route `partnerZeroAmounts`): page, perPage, sort (brand first). */
export const zeroAmountsSearch = defineListSearch({
  sortFields: ['brandName', 'categoryName', 'id'],
  defaultSort: { field: 'brandName', direction: 'asc' },
});
