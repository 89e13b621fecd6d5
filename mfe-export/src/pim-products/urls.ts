import { z } from 'zod';
import { PIM_PRODUCT_SORTS } from '@feedhub/contracts';
import { defineListSearch, type ListSearch } from '@feedhub/api-client';

/** The PIM products browser (route `pimProducts`). */
export const pimProductsPath = '/export/pim-products';

/** A filter's text in the URL (trimmed; empty is no filter). */
const text = z
  .string()
  .trim()
  .max(255)
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);

/** The list's own URL state: page, perPage, sort (identifier ascending by default) and the filters. */
const list = defineListSearch({
  sortFields: PIM_PRODUCT_SORTS,
  defaultSort: { field: 'identifier', direction: 'asc' },
  filter: {
    /** Identifier contains. */
    identifier: text,
    /** Name contains. */
    name: text,
    /** Family code. */
    family: text,
    /** Category code. */
    category: text,
  },
});

/** The open product's identifier (`product=`): identifiers are text, not the numeric `id` of the list helpers. */
const ProductParamSchema = z.object({
  product: z.string().trim().min(1).max(255).optional().catch(undefined),
});

/** The list's values and the open product. */
export type PimProductsSearch = typeof list.defaults & z.infer<typeof ProductParamSchema>;

/**
 * The PIM products browser's URL state: the list's (filters sent as `filter[...]`) and the product
 * whose detail is open. The product is no filter: the list query leaves it out, the links keep it.
 */
export const pimProductsSearch: ListSearch<PimProductsSearch> = {
  ...list,
  schema: z.intersection(list.schema, ProductParamSchema),
  parse: (params) => ({
    ...list.parse(params),
    ...ProductParamSchema.parse({ product: params.get('product') ?? undefined }),
  }),
};

/** The filters as the filter bar edits them. */
export type PimProductFilterValues = Pick<PimProductsSearch, 'identifier' | 'name' | 'family' | 'category'>;

/** No filter at all (Reset). */
export const NO_PIM_PRODUCT_FILTERS: Record<keyof PimProductFilterValues, undefined> = {
  identifier: undefined,
  name: undefined,
  family: undefined,
  category: undefined,
};
