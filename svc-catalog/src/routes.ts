import { feedsMessages } from '@feedhub/feeds';
import { pricingMessages } from '@feedhub/pricing';
import { registerDomainMessages } from '@feedhub/i18n';
import type { RouteDefinition, ServiceDeps } from '@feedhub/service-kit';
import type { CatalogConfig } from './config';
import { categoryRoutes } from './categories/categories.routes';
import { exportRoutes } from './export/export.routes';
import { icecatRoutes } from './icecat/icecat.routes';
import { partnerRoutes } from './partners/partners.routes';
import { partnerAttributeRoutes } from './partner-attributes/partner-attributes.routes';
import { pimMappingRoutes } from './pim-mappings/pim-mappings.routes';
import { pimRoutes } from './pim/pim.routes';
import { priceRuleRoutes } from './price-rules/price-rules.routes';
import { pricingSettings } from './price-rules/pricing-settings';
import { productRoutes } from './products/products.routes';
import { suggestSettings } from './suggestions/suggest-settings';
import { statsRoutes } from './stats/stats.routes';
import { zeroAmountRoutes } from './zero-amounts/zero-amounts.routes';

// Price rule validation texts (`price_rule_*`) and field labels come from the pricing library.
registerDomainMessages(pricingMessages);
// Feed params texts (`feed_*`: what to put in which param, under `params.*`) come from the feeds library.
registerDomainMessages(feedsMessages);

/**
 * THE route table of the catalog service (paths under /api, STYLE (a)): each feature's
 * `<feature>.routes.ts` in turn. The order is the router's (a fixed path before a `/:id` sibling).
 */
export function catalogRoutes(deps: ServiceDeps<CatalogConfig>): RouteDefinition[] {
  // One pricing settings reader, shared by the products and the price rules.
  const settings = pricingSettings(deps.bus, deps.log);
  // The confident threshold and default VAT suggestions read.
  const suggest = suggestSettings(deps.bus, deps.log);
  return [
    ...partnerRoutes(deps),
    ...statsRoutes(),
    ...pimRoutes(),
    ...zeroAmountRoutes(),
    ...categoryRoutes(suggest),
    ...partnerAttributeRoutes(suggest),
    ...pimMappingRoutes(),
    ...productRoutes(settings),
    ...priceRuleRoutes(settings),
    ...exportRoutes(deps),
    ...icecatRoutes(),
  ];
}
