import type { Locale, PricingCategoryRow, ProductPrices } from '@feedhub/contracts';
import {
  compilePriceRules,
  preparePricing,
  type PartnerPriceField,
  type PimPriceField,
  type PricingProduct,
} from '@feedhub/pricing';
import type { PartnerPriceRule } from './price-rules.model';
import type { PricingSettingsValue } from './pricing-settings';

/** The engine's view of a stored rule (its codes were checked on save; the engine prices an unknown one as no price). */
export function formulaOf(rule: PartnerPriceRule) {
  return {
    id: rule.id,
    pimPriceFields: rule.pimPriceFields as PimPriceField[],
    partnerPriceField: rule.partnerPriceField as PartnerPriceField,
    withVat: rule.withVat,
    sortOrder: rule.sortOrder,
    useTransportChanges: rule.useTransportChanges,
    rule: rule.rule,
  };
}

/**
 * A product's PIM prices under its partner's rules, with each rule's steps explained in the
 * caller's language (the product detail). The export prices the same way without the lines.
 */
export function productPrices(
  rules: readonly PartnerPriceRule[],
  product: PricingProduct,
  category: PricingCategoryRow | null,
  settings: PricingSettingsValue,
  locale: Locale,
): ProductPrices {
  const engine = compilePriceRules(rules.map(formulaOf));
  const context = preparePricing({ category, settings });
  const result = engine.evaluate(product, context, { explain: true, locale });
  return {
    fields: Object.entries(result.fields).map(([field, price]) => ({
      field,
      value: price?.value ?? null,
      reason: price?.reason ?? null,
      priceRuleId: price?.priceRuleId ?? null,
      overridden: [...(price?.overridden ?? [])],
    })),
    rules: result.rules.map((r) => ({
      id: r.id,
      sortOrder: r.sortOrder,
      partnerPriceField: r.partnerPriceField,
      pimPriceFields: [...r.pimPriceFields],
      value: r.value,
      reason: r.reason,
      steps: [...r.steps],
    })),
  };
}
