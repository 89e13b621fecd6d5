import type { PartnerProductListQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { getProduct, listProducts } from './products.domain';

/** Partner products (SPEC §7 Products): input → domain → answer. */
export const productHandlers = {
  /** A page of products. */
  list: async ({ query }: { query: PartnerProductListQuery }, ctx: RequestContext) => ({
    data: await listProducts(ctx, query),
  }),
  /** One product. */
  get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
    data: await getProduct(ctx, params.id),
  }),
};
