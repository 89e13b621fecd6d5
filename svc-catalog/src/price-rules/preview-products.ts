import type { PriceRulePreview, PriceRulePreviewQuery } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { PartnerCategory, PartnerCategoryMarginal } from '../categories/categories.model';
import { Partner } from '../partners/partners.model';
import { PartnerProduct } from '../products/products.model';
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
  const partner = await Partner.query(ctx.trx).findById(query.partnerId);
  if (!partner) throw new AppError('partner_not_found');
  const picked: PartnerProduct[] = [];
  if (query.productId !== undefined) {
    const asked = await PartnerProduct.query(ctx.trx).findOne({
      id: query.productId,
      partner_id: partner.id,
    });
    if (!asked) throw new AppError('partner_product_not_found', { id: query.productId, code: '' });
    picked.push(asked);
  }
  const priced = () =>
    PartnerProduct.query(ctx.trx)
      .where('partner_id', partner.id)
      .whereRaw('coalesce(price, rrp_price, supplier_price) > 0')
      .whereNotIn(
        'id',
        picked.map((p) => p.id),
      )
      .orderBy('id')
      .first();
  const categories = await PartnerCategory.query(ctx.trx)
    .where('partner_id', partner.id)
    .where('is_mapped', true)
    .select('id')
    .orderByRaw(
      `exists (select 1 from ${PartnerCategoryMarginal.tableName} m where m.partner_category_id = ${PartnerCategory.tableName}.id) desc, id`,
    )
    .limit(PREVIEW_PRODUCTS * 2);
  for (const category of categories) {
    if (picked.length >= PREVIEW_PRODUCTS) break;
    const product = await priced().where('category_id', category.id);
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
