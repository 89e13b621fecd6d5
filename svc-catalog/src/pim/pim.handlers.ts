import type {
  PimAttributeListQuery,
  PimAttributeOptionsQuery,
  PimCategoryListQuery,
} from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { pagePimAttributes, pagePimCategories, pimAttributeOptions } from './pim.repo';

/** The PIM's reference data (SPEC §7 PIM), names in the caller's language. */
export const pimHandlers = {
  categories: async ({ query }: { query: PimCategoryListQuery }, ctx: RequestContext) => ({
    data: await pagePimCategories(ctx.trx, query, ctx.locale),
  }),
  attributes: async ({ query }: { query: PimAttributeListQuery }, ctx: RequestContext) => ({
    data: await pagePimAttributes(ctx.trx, query, ctx.locale),
  }),
  options: async ({ query }: { query: PimAttributeOptionsQuery }, ctx: RequestContext) => ({
    data: await pimAttributeOptions(ctx.trx, query.code, ctx.locale),
  }),
};
