import type { ExportTestQuery, PimProductListQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { getPimProduct, listPimProducts } from '../pim/pim-products.domain';
import { exportTest, type ExportTestDeps } from './export-test.domain';

/** The export test and the embedded PIM's products browser: input → domain → answer. */
export function exportHandlers(deps: ExportTestDeps) {
  return {
    /** What the export would send for one product, and what the PIM holds. */
    test: async ({ query }: { query: ExportTestQuery }, ctx: RequestContext) => ({
      data: await exportTest(ctx, deps, query),
    }),
    /** A page of the embedded PIM's products. */
    pimProducts: async ({ query }: { query: PimProductListQuery }, ctx: RequestContext) => ({
      data: await listPimProducts(ctx, query),
    }),
    /** One product of the embedded PIM. */
    pimProduct: async ({ query }: { query: { identifier: string } }, ctx: RequestContext) => ({
      data: await getPimProduct(ctx, query.identifier),
    }),
  };
}
