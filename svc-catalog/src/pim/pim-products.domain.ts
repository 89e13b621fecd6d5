import type { ListPage, PimProductDetail, PimProductListQuery, PimProductRow } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { presentPimProductDetail, presentPimProductRow } from './pim-products.presenter';
import { findPimProductRecord, pagePimProductRecords } from './pim-products.repo';

/** A page of the embedded PIM's products, named in the caller's language. */
export async function listPimProducts(
  ctx: DomainContext,
  query: PimProductListQuery,
): Promise<ListPage<PimProductRow>> {
  const page = await pagePimProductRecords(ctx.trx, query);
  return { total: page.total, rows: page.rows.map((row) => presentPimProductRow(row, ctx.locale)) };
}

/** One product of the embedded PIM; 404 pim_product_not_found. */
export async function getPimProduct(ctx: DomainContext, identifier: string): Promise<PimProductDetail> {
  const row = await findPimProductRecord(ctx.trx, identifier);
  if (!row) throw new AppError('pim_product_not_found', { identifier });
  return presentPimProductDetail(row);
}
