import {
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
import { defineRoute, type RequestContext, type RouteDefinition } from '@feedhub/service-kit';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import { z } from 'zod';
import { categoryHandlers } from './categories.handlers';

/** Partner categories and their mapping (SPEC §7 Categories); `settings` gives the default VAT of `defaults`. */
export function categoryRoutes(settings?: PricingSettingsReader): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partner-categories/list',
      // The categories screen; the category selects of zero amounts and the products filter.
      access: ['partnerCategories', 'partnerZeroAmounts', 'partnerProducts'],
      summary:
        'Partner categories (filter: partnerId, partnerCategoryId, pimCategoryCode, name, isMapped 1|2, hideEmpty 1, exportAll 1|2) with the main PIM category path and product count; default sort name; also the select list',
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
        'PIM categories other partners mapped a category of the same or a similar name to (?id=), best first',
      query: CategorySuggestionsQuerySchema,
      response: z.array(CategorySuggestionSchema),
      handler: categoryHandlers.suggestions,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-categories/save',
      access: 'partnerCategories',
      summary:
        'Saves a category mapping (PIM categories, family id — left empty, the PIM category mapping family of the main PIM category —, VAT, prices, transport, flags); marginals[] need partnerCategory.marginals and changes[] partnerCategory.nameWordCategory, and replace the stored lists when sent',
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
      summary:
        'One category with its whole mapping, marginals, name-word rules, priorities and history; an unmapped one with defaults (the PIM category mapping family of its PIM category or top suggestion, the VAT the partner uses most, else the default VAT)',
      params: IdParamsSchema,
      response: PartnerCategorySchema,
      handler: (input: { params: { id: number } }, ctx: RequestContext) => categoryHandlers.get(input, ctx, settings),
    }),
  ];
}
