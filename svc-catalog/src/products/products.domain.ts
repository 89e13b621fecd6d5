import type {
  ListPage,
  PartnerProduct,
  PartnerProductListQuery,
  PartnerProductRow,
} from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { presentProduct, presentProductRow } from './products.presenter';
import { attributesByCode, findProduct, pageProducts } from './products.repo';

/** A page of partner products (SPEC §7 filters; default sort name ascending). */
export async function listProducts(
  ctx: DomainContext,
  query: PartnerProductListQuery,
): Promise<ListPage<PartnerProductRow>> {
  const page = await pageProducts(ctx.trx, query);
  return { rows: page.rows.map(presentProductRow), total: page.total };
}

/** One product with its category and attributes. */
export async function getProduct(ctx: DomainContext, id: number): Promise<PartnerProduct> {
  const product = await findProduct(ctx.trx, id);
  if (!product) throw new AppError('partner_product_not_found', { id, code: '' });
  const attributes = await attributesByCode(ctx.trx, product.partnerId, Object.keys(product.attributes));
  return presentProduct(product, attributes);
}
