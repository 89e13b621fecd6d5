import type { PricingCategoryRow } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import type { PartnerCategory } from '../categories/categories.model';
import { categoriesWithMarginals } from '../categories/categories.repo';

/** A category mapping as pricing reads it: the VAT, transport and price change fields and the margin rows in table order. */
export function pricingCategoryOf(category: PartnerCategory): PricingCategoryRow {
  return {
    id: category.id,
    name: category.name,
    vat: category.vat,
    vatEt: category.vatEt,
    transportAddToPrice: category.transportAddToPrice,
    priceChangeType: category.priceChangeType,
    priceChangeAmount: category.priceChangeAmount,
    marginals: (category.marginals ?? []).map((m) => ({
      id: m.id,
      brand: m.brand,
      priceFrom: m.priceFrom,
      priceTo: m.priceTo,
      marginal: m.marginal,
      marginalEt: m.marginalEt,
      prepaymentPercent: m.prepaymentPercent,
    })),
  };
}

/** Categories of a partner with their margin rows (rows in the order the mapping modal saved them). */
export async function pricingCategories(
  trx: Knex,
  ids: readonly number[],
): Promise<Map<number, PricingCategoryRow>> {
  if (!ids.length) return new Map();
  const categories = await categoriesWithMarginals(trx, ids);
  return new Map(categories.map((c) => [c.id, pricingCategoryOf(c)]));
}
