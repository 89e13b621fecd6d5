import {
  AcceptSuggestionsResultSchema,
  AcceptSuggestionsSchema,
  CategorySuggestionSchema,
  CategorySuggestionsQuerySchema,
  IdParamsSchema,
  listPageSchema,
  NewCategoriesQuerySchema,
  PartnerCategoryListQuerySchema,
  PartnerCategoryRowSchema,
  PartnerCategorySaveSchema,
  PartnerCategorySchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import type { SuggestSettings } from '../suggestions/suggest-settings';
import { categoryHandlers as handlersWith } from './categories.handlers';

/** Partner categories and their mapping (SPEC §7 Categories). */
export function categoryRoutes(settings: SuggestSettings): RouteDefinition[] {
  const categoryHandlers = handlersWith(settings);
  return [
    defineRoute({
      method: 'get',
      path: '/partner-categories/list',
      // The categories screen; the category selects of zero amounts and the products filter.
      access: ['partnerCategories', 'partnerZeroAmounts', 'partnerProducts'],
      summary:
        "Partner categories (filter: partnerId, partnerCategoryId, pimCategoryCode, name, isMapped 1|2, hideEmpty 1, exportAll 1|2, suggested 1|2: a confident suggestion or not) with the main PIM category path, product count and top suggestion (recomputed first when the partner's are older than the suggestion basis); default sort name; also the select list",
      query: PartnerCategoryListQuerySchema,
      response: listPageSchema(PartnerCategoryRowSchema),
      handler: categoryHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-categories/new-categories',
      access: 'partnerExportCategories',
      summary:
        "new_categories.csv: the partner's categories first seen on or after ?date= (YYYY-MM-DD, the office's day); UTF-8 with BOM, ';' separated, formula-like cells escaped",
      query: NewCategoriesQuerySchema,
      handler: categoryHandlers.newCategories,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-categories/suggestions',
      access: 'partnerCategories',
      summary:
        "PIM categories for the category (?id=), best first, computed now from other partners' mappings, the pivot taxonomy, the feed's Google product category and its products' titles: score 0–1, confident (≥ suggest_confident_score), sources, reason line, the family the PIM category mapping gives; 404 partner_category_not_found",
      query: CategorySuggestionsQuerySchema,
      response: z.array(CategorySuggestionSchema),
      handler: categoryHandlers.suggestions,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-categories/accept-suggestions',
      access: 'partnerCategories',
      summary:
        "Maps every unmapped (or each given) category of the partner whose top suggestion is confident, with the PIM category mapping's family, in one transaction (history source suggestion); counts mapped and skipped with reasons; 409 suggestions_changed (nothing saved) when expected differs or a suggested PIM category is gone; 404 partner_not_found",
      body: AcceptSuggestionsSchema,
      response: AcceptSuggestionsResultSchema,
      handler: categoryHandlers.acceptSuggestions,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-categories/save',
      access: 'partnerCategories',
      summary:
        'Saves a category mapping (PIM categories, family id, VAT, prices, transport, flags); marginals[] need partnerCategory.marginals and changes[] partnerCategory.nameWordCategory, and replace the stored lists when sent',
      body: PartnerCategorySaveSchema,
      rowOf: '/partner-categories/:id',
      response: PartnerCategorySchema,
      handler: categoryHandlers.save,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-categories/:id',
      // The mapping modal, also opened from the product detail.
      access: ['partnerCategories', 'partnerProducts'],
      summary: 'One category with its whole mapping, marginals, name-word rules, priorities and history',
      params: IdParamsSchema,
      response: PartnerCategorySchema,
      handler: categoryHandlers.get,
    }),
  ];
}
