import type {
  AcceptSuggestionsInput,
  NewCategoriesQuery,
  PartnerCategoryListQuery,
  PartnerCategorySaveInput,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import { acceptCategorySuggestions } from '../suggestions/accept-categories.domain';
import { suggestCategories } from '../suggestions/category-suggestions.domain';
import type { SuggestSettings } from '../suggestions/suggest-settings';
import { getCategory, listCategories, saveCategory } from './categories.domain';
import { newCategoriesCsv } from './new-categories';

/** Partner categories (SPEC §7 Categories): list, one, save, new-categories CSV, suggestions, accepting them. */
export function categoryHandlers(settings: SuggestSettings) {
  return {
    list: async ({ query }: { query: PartnerCategoryListQuery }, ctx: RequestContext) => ({
      data: await listCategories(ctx, query, settings),
    }),
    get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await getCategory(ctx, params.id),
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
      data: await suggestCategories(ctx, query.id, settings),
    }),
    acceptSuggestions: async ({ body }: { body: AcceptSuggestionsInput }, ctx: RequestContext) => {
      const result = await acceptCategorySuggestions(ctx, body, settings);
      return {
        data: result,
        message: translate(ctx.locale, 'messages', 'suggestions_accepted', { count: result.mapped }),
      };
    },
  };
}
