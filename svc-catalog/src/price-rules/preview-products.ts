import type { PriceRulePreview, PriceRulePreviewQuery } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { mappedCategoryIds } from '../categories/categories.repo';
import { findPartner } from '../partners/partners.repo';
import type { PartnerProduct } from '../products/products.model';
import { firstPricedProduct, productOfPartner } from '../products/products.repo';
import { pricingCategories } from './pricing-inputs';
import type { PricingSettingsReader } from './pricing-settings';

/** Products the formula modal prices live. */
const PREVIEW_PRODUCTS = 5;

/**
 * A handful of the partner's real products for the formula modal's live preview, with what pricing
 * reads of each (category mapping with its margin rows, and the default VAT). Varied on purpose:
 * one product from each of several mapped categories, those with margin rows first, then any
 * priced products; the product asked for (`productId`, the detail's "try on this product") leads.
 */
export async function previewProducts(
  ctx: DomainContext,
  settings: PricingSettingsReader,
  query: PriceRulePreviewQuery,
): Promise<PriceRulePreview> {
  const partner = await findPartner(ctx.trx, query.partnerId);
  if (!partner) throw new AppError('partner_not_found');
  const picked: PartnerProduct[] = [];
  if (query.productId !== undefined) {
    const asked = await productOfPartner(ctx.trx, partner.id, query.productId);
    if (!asked) throw new AppError('partner_product_not_found', { id: query.productId, code: '' });
    picked.push(asked);
  }
  const priced = (categoryId?: number) =>
    firstPricedProduct(
      ctx.trx,
      partner.id,
      picked.map((p) => p.id),
      categoryId,
    );
  const categoryIds = await mappedCategoryIds(ctx.trx, partner.id, PREVIEW_PRODUCTS * 2);
  for (const categoryId of categoryIds) {
    if (picked.length >= PREVIEW_PRODUCTS) break;
    const product = await priced(categoryId);
    if (product) picked.push(product);
  }
  while (picked.length < PREVIEW_PRODUCTS) {
    const product = await priced();
    if (!product) break;
    picked.push(product);
  }
  const byId = await pricingCategories(
    ctx.trx,
    picked.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])),
  );
  return {
    vatPercent: (await settings.read()).vatPercent,
    products: picked.map((p) => ({
      id: Number(p.id),
      name: p.name,
      sku: p.sku,
      code: p.code,
      brand: p.brand,
      price: p.price,
      rrpPrice: p.rrpPrice,
      supplierPrice: p.supplierPrice,
      category: p.categoryId === null ? null : (byId.get(p.categoryId) ?? null),
    })),
  };
}
