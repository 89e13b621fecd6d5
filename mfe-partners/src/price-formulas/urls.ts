import { z } from 'zod';
import { defineListSearch } from '@feedhub/api-client';

/**
 * The price formulas page's URL state (route `partnerPriceFormulas`): the modal (`dialog=add`,
 * `dialog=edit&id=`) and a product the preview should include (`productId`, from the product detail).
 * The list is one short page in the server's order (sortOrder, id), so no paging or sort.
 */
export const priceFormulasSearch = defineListSearch({
  sortFields: ['sortOrder'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
  filter: {
    /** A product of the partner to price in the preview. */
    productId: z.coerce.number().int().positive().optional().catch(undefined),
  },
});
