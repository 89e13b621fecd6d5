import { z } from 'zod';
import { defineListSearch } from '@feedhub/api-client';

/**
 * The PIM category mapping list's URL state (route `pimCategoryMapping`): page, perPage, sort, the
 * filters, and the row whose priorities modal is open (`dialog=edit&id=`).
 */
export const pimMappingSearch = defineListSearch({
  sortFields: ['name', 'code', 'id'],
  defaultSort: { field: 'name', direction: 'asc' },
  filter: {
    /** One PIM category (the filter's select). */
    pimCategoryCode: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,100}$/)
      .optional()
      .catch(undefined),
    /** Substring of the category's path. */
    pimCategoryName: z.string().trim().max(255).optional().catch(undefined),
  },
});

/** The filter values of the PIM category mapping list (as the URL holds them). */
export type PimMappingFilterValues = Pick<
  ReturnType<typeof pimMappingSearch.parse>,
  'pimCategoryCode' | 'pimCategoryName'
>;
