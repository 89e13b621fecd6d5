import type {
  PimAttributeListQuery,
  PimAttributeOptionsQuery,
  PimCategoryListQuery,
} from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { listPimAttributeOptions, listPimAttributes, listPimCategories } from './pim.domain';

/** The PIM's reference data (SPEC §7 PIM), names in the caller's language. */
export const pimHandlers = {
  categories: async ({ query }: { query: PimCategoryListQuery }, ctx: RequestContext) => ({
    data: await listPimCategories(ctx, query),
  }),
  attributes: async ({ query }: { query: PimAttributeListQuery }, ctx: RequestContext) => ({
    data: await listPimAttributes(ctx, query),
  }),
  options: async ({ query }: { query: PimAttributeOptionsQuery }, ctx: RequestContext) => ({
    data: await listPimAttributeOptions(ctx, query.code),
  }),
};
