import type { PartnerPriceRuleListQuery, PriceRulePreviewQuery } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { priceFieldOptions, priceRuleOptions, type PriceRuleSaveInput } from '@feedhub/pricing';
import type { RequestContext } from '@feedhub/service-kit';
import { deletePriceRule, getPriceRule, listPriceRules, savePriceRule } from './price-rules.domain';
import { previewProducts } from './preview-products';
import type { PricingSettingsReader } from './pricing-settings';

/** Price rules (SPEC §7 Price rules): the catalogue, field labels, a partner's rules, the live preview's products. */
export function priceRuleHandlers(settings: PricingSettingsReader) {
  return {
    /** The rule catalogue in the caller's language. */
    catalogue: async (_input: unknown, ctx: RequestContext) => {
      const rows = priceRuleOptions(ctx.locale);
      return { data: { rows, total: rows.length } };
    },
    options: async (_input: unknown, ctx: RequestContext) => ({ data: priceFieldOptions(ctx.locale) }),
    list: async ({ query }: { query: PartnerPriceRuleListQuery }, ctx: RequestContext) => ({
      data: await listPriceRules(ctx, query),
    }),
    get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await getPriceRule(ctx, params.id),
    }),
    save: async ({ body }: { body: PriceRuleSaveInput }, ctx: RequestContext) => ({
      data: { id: await savePriceRule(ctx, body) },
      message: translate(ctx.locale, 'messages', 'price_rule_saved'),
    }),
    remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      await deletePriceRule(ctx, params.id);
      return { data: null, message: translate(ctx.locale, 'messages', 'price_rule_deleted') };
    },
    preview: async ({ query }: { query: PriceRulePreviewQuery }, ctx: RequestContext) => ({
      data: await previewProducts(ctx, settings, query),
    }),
  };
}
