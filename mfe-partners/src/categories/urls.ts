import { z } from 'zod';
import { PARTNER_CATEGORY_SORTS } from '@feedhub/contracts';
import { defineListSearch } from '@feedhub/api-client';

/** A yes/no filter in the URL (SPEC §9: 1 yes, 2 no); anything else is no filter. */
const yesNo = z.enum(['1', '2']).optional().catch(undefined);

/**
 * The partner categories list's URL state (SPEC §2 route `partnerCategories`): page, perPage, sort
 * (name ascending by default, SPEC §9), the filters and the mapping modal (`dialog=edit&id=`).
 * The partner comes from the path, not from here.
 */
export const categoriesSearch = defineListSearch({
  sortFields: PARTNER_CATEGORY_SORTS,
  defaultSort: { field: 'name', direction: 'asc' },
  filter: {
    /** Substring of the name or path. */
    name: z.string().trim().max(255).optional().catch(undefined),
    /** Mapped to this PIM category. */
    pimCategoryCode: z
      .string()
      .regex(/^[A-Za-z0-9_]{1,100}$/)
      .optional()
      .catch(undefined),
    isMapped: yesNo,
    exportAll: yesNo,
    /** Only categories that hold products (1). */
    hideEmpty: z.enum(['1']).optional().catch(undefined),
    /** Only categories whose top suggestion is confident (1). */
    suggested: z.enum(['1']).optional().catch(undefined),
  },
});

/** The filters of the categories list as the filter bar edits them. */
export interface CategoryFilterValues {
  /** Name or path contains. */
  name?: string;
  /** A PIM category code. */
  pimCategoryCode?: string;
  /** '1' mapped, '2' not. */
  isMapped?: '1' | '2';
  /** '1' export all, '2' not. */
  exportAll?: '1' | '2';
  /** '1': hide categories without products. */
  hideEmpty?: '1';
  /** '1': only categories with a confident suggestion. */
  suggested?: '1';
}

/** No filter at all (Reset). */
export const NO_CATEGORY_FILTERS: Record<keyof CategoryFilterValues, undefined> = {
  name: undefined,
  pimCategoryCode: undefined,
  isMapped: undefined,
  exportAll: undefined,
  hideEmpty: undefined,
  suggested: undefined,
};
