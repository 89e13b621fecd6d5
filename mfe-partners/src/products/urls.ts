import { z } from 'zod';
import { AMOUNT_COMPARATORS, PARTNER_PRODUCT_SORTS } from '@feedhub/contracts';
import { defineListSearch } from '@feedhub/api-client';

/** A filter's free text in the URL; anything unusable is no filter. */
const text = z.string().trim().max(255).optional().catch(undefined);
/** A date in the URL as the server takes it (SPEC §5: YYYY-MM-DD). */
const date = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .optional()
  .catch(undefined);

/**
 * The partner products list's URL state (SPEC §2 route `partnerProducts`): page, perPage, sort (name
 * ascending by default, SPEC §9) and the filters of SPEC §7 Products. The partner comes from the
 * path, not from here.
 */
export const productsSearch = defineListSearch({
  sortFields: PARTNER_PRODUCT_SORTS,
  defaultSort: { field: 'name', direction: 'asc' },
  filter: {
    /** Name contains. */
    name: text,
    /** SKU contains. */
    sku: text,
    /** Supplier code contains. */
    code: text,
    /** Manufacturer code contains. */
    manufacturerCode: text,
    /** Exact brand. */
    brand: text,
    /** A partner category id. */
    categoryId: z.coerce.number().int().positive().optional().catch(undefined),
    /** Comparator of the amount filter (SPEC §5). */
    amountType: z.enum(AMOUNT_COMPARATORS).optional().catch(undefined),
    /** Amount compared with (a whole number, 0 or more). */
    amount: z
      .string()
      .regex(/^\d{1,9}$/)
      .optional()
      .catch(undefined),
    /** On the export list: '1' yes, '2' no (SPEC §9). */
    pimExport: z.enum(['1', '2']).optional().catch(undefined),
    /** '1': only products with a category. */
    hideEmptyCategories: z.enum(['1']).optional().catch(undefined),
    /** Changed on or after. */
    from: date,
    /** Changed on or before. */
    to: date,
  },
});

/** A comparator of the amount filter. */
export type AmountComparator = (typeof AMOUNT_COMPARATORS)[number];

/** The filters of the products list as the filter bar edits them (the URL's values). */
export interface ProductFilterValues {
  /** Name contains. */
  name?: string;
  /** SKU contains. */
  sku?: string;
  /** Supplier code contains. */
  code?: string;
  /** Manufacturer code contains. */
  manufacturerCode?: string;
  /** Exact brand. */
  brand?: string;
  /** Partner category id. */
  categoryId?: number;
  /** Amount comparator; only with an amount. */
  amountType?: AmountComparator;
  /** Amount as digits. */
  amount?: string;
  /** '1' on the export list, '2' not. */
  pimExport?: '1' | '2';
  /** '1': hide products without a category. */
  hideEmptyCategories?: '1';
  /** Changed on or after (YYYY-MM-DD). */
  from?: string;
  /** Changed on or before (YYYY-MM-DD). */
  to?: string;
}

/** No filter at all (Reset). */
export const NO_PRODUCT_FILTERS: Record<keyof ProductFilterValues, undefined> = {
  name: undefined,
  sku: undefined,
  code: undefined,
  manufacturerCode: undefined,
  brand: undefined,
  categoryId: undefined,
  amountType: undefined,
  amount: undefined,
  pimExport: undefined,
  hideEmptyCategories: undefined,
  from: undefined,
  to: undefined,
};

/** The filter keys, in the bar's order. */
export const PRODUCT_FILTER_KEYS = Object.keys(NO_PRODUCT_FILTERS) as (keyof ProductFilterValues)[];

/** The filters of a parsed URL (whatever else it holds left out). */
export function productFiltersOf(search: ProductFilterValues): ProductFilterValues {
  return Object.fromEntries(PRODUCT_FILTER_KEYS.map((key) => [key, search[key]])) as ProductFilterValues;
}
