import type {
  NewCategoriesQuery,
  PartnerCategoryListQuery,
  PartnerCategorySaveInput,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import { getCategory, listCategories, saveCategory, suggestCategories } from './categories.domain';
import { newCategoriesCsv } from './new-categories';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import { defaultVatEt } from './category-defaults';

/** Partner categories (SPEC §7 Categories): list, one, save, new-categories CSV, suggestions. */
export const categoryHandlers = {
  list: async ({ query }: { query: PartnerCategoryListQuery }, ctx: RequestContext) => ({
    data: await listCategories(ctx, query),
  }),
  /** `settings`: the default VAT an unmapped category's Estonian VAT starts with. */
  get: async ({ params }: { params: { id: number } }, ctx: RequestContext, settings?: PricingSettingsReader) => ({
    data: await getCategory(ctx, params.id, await defaultVatEt(settings)),
  }),
  save: async ({ body }: { body: PartnerCategorySaveInput }, ctx: RequestContext) => {
    const id = await saveCategory(ctx, body);
    return {
      data: await getCategory(ctx, id),
      message: translate(ctx.locale, 'messages', 'partner_category_saved'),
    };
  },
  newCategories: async ({ query }: { query: NewCategoriesQuery }, ctx: RequestContext) => ({
    file: await newCategoriesCsv(ctx, query),
  }),
  suggestions: async ({ query }: { query: { id: number } }, ctx: RequestContext) => ({
    data: await suggestCategories(ctx, query.id),
  }),
};
