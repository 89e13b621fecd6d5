import type { Locale, PartnerPriceRule as PartnerPriceRuleDto } from '@feedhub/contracts';
import { describePriceRule } from '@feedhub/pricing';
import type { PartnerPriceRule } from './price-rules.model';
import { formulaOf } from './product-prices';

/** A stored rule as the screens read it, with its steps described in the caller's language. */
export function presentPriceRule(rule: PartnerPriceRule, locale: Locale): PartnerPriceRuleDto {
  return {
    id: rule.id,
    partnerId: rule.partnerId,
    pimPriceFields: rule.pimPriceFields,
    partnerPriceField: rule.partnerPriceField,
    withVat: rule.withVat,
    sortOrder: rule.sortOrder,
    useTransportChanges: rule.useTransportChanges,
    rule: rule.rule,
    steps: describePriceRule(formulaOf(rule), locale),
  };
}
