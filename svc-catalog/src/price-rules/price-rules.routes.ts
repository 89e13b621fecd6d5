import {
  IdParamsSchema,
  listPageSchema,
  PartnerPriceRuleListQuerySchema,
  PartnerPriceRuleSchema,
  PriceFieldOptionsSchema,
  PriceRulePreviewQuerySchema,
  PriceRulePreviewSchema,
} from '@feedhub/contracts';
import { PriceRuleOptionSchema, PriceRuleSaveSchema } from '@feedhub/pricing';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import { priceRuleHandlers } from './price-rules.handlers';
import type { PricingSettingsReader } from './pricing-settings';

/** The price rule catalogue and a partner's price formulas (SPEC §7 Price rules). */
export function priceRuleRoutes(settings: PricingSettingsReader): RouteDefinition[] {
  const rules = priceRuleHandlers(settings);
  return [
    defineRoute({
      method: 'get',
      path: '/price-rules/list',
      // The formula modal's rule select; the product detail names the rules of its steps.
      access: ['partnerPriceFormulas', 'partnerProducts'],
      summary:
        'The rule catalogue of @feedhub/pricing in the caller language: id, name, type formula|round, description, inputLabel, hasInput',
      response: listPageSchema(PriceRuleOptionSchema),
      handler: rules.catalogue,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-price-rules/options',
      access: ['partnerPriceFormulas', 'partnerProducts'],
      summary: 'Labels of the PIM price fields (pim) and the product price fields (partner), code → label',
      response: PriceFieldOptionsSchema,
      handler: rules.options,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-price-rules/list',
      access: 'partnerPriceFormulas',
      summary:
        "A partner's price rules (filter[partnerId]) in the order they apply (sortOrder, id), with their steps as text",
      query: PartnerPriceRuleListQuerySchema,
      response: listPageSchema(PartnerPriceRuleSchema),
      handler: rules.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-price-rules/preview-products',
      access: 'partnerPriceFormulas',
      summary:
        "Up to 5 of the partner's products (productId first when given) with their category's pricing fields and the default VAT, for the formula modal's live preview",
      query: PriceRulePreviewQuerySchema,
      response: PriceRulePreviewSchema,
      handler: rules.preview,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-price-rules/:id',
      access: 'partnerPriceFormulas',
      summary: 'One price rule with its steps as text',
      params: IdParamsSchema,
      response: PartnerPriceRuleSchema,
      handler: rules.get,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-price-rules/save',
      access: 'partnerPriceFormulas',
      summary:
        'Adds (no id) or replaces a price rule: pimPriceFields, partnerPriceField, sortOrder (default 1), withVat, useTransportChanges (defaults false), rule [{ ruleId, input }]',
      body: PriceRuleSaveSchema,
      rowOf: '/partner-price-rules/:id',
      response: z.object({ id: z.number().int() }),
      handler: rules.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/partner-price-rules/delete/:id',
      access: 'partnerPriceFormulas',
      summary: 'Deletes a price rule',
      params: IdParamsSchema,
      handler: rules.remove,
    }),
  ];
}
