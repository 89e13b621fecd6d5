import { z } from 'zod';
import {
  IdParamsSchema,
  PartnerDesktopQuerySchema,
  PartnerDesktopRowSchema,
  PartnerListQuerySchema,
  PartnerListRowSchema,
  PartnerPreviewResultSchema,
  PartnerPreviewSchema,
  PartnerSaveSchema,
  PARTNER_SCREEN_PERMISSIONS,
  PARTNER_LIST_PERMISSIONS,
  PartnerSchema,
  PartnerProductListQuerySchema,
  PartnerProductRowSchema,
  PartnerProductSchema,
  PartnerProductExportDataQuerySchema,
  PartnerProductExportDataSchema,
  PartnerProductFindQuerySchema,
  PartnerProductFoundSchema,
  PartnerProductAddExportSchema,
  PartnerProductAddExportResultSchema,
  PartnerPriceRuleListQuerySchema,
  PartnerPriceRuleSchema,
  PriceFieldOptionsSchema,
  PriceRulePreviewQuerySchema,
  PriceRulePreviewSchema,
  PartnerStatsListQuerySchema,
  PartnerStatsRowSchema,
  PimAttributeListQuerySchema,
  PimAttributeOptionRowSchema,
  PimAttributeOptionsQuerySchema,
  PimAttributeRowSchema,
  PimCategoryListQuerySchema,
  PimCategoryRowSchema,
  PartnerZeroAmountListQuerySchema,
  PartnerZeroAmountRowSchema,
  PartnerZeroAmountSaveSchema,
  PartnerCategoryListQuerySchema,
  PartnerCategoryRowSchema,
  PartnerCategorySchema,
  PartnerCategorySaveSchema,
  NewCategoriesQuerySchema,
  CategorySuggestionsQuerySchema,
  CategorySuggestionSchema,
  PartnerAttributeListQuerySchema,
  PartnerAttributeRowSchema,
  PartnerAttributeSchema,
  PartnerAttributeCodeQuerySchema,
  PartnerAttributeOptionsQuerySchema,
  PartnerAttributeOptionSchema,
  PartnerAttributeTypeOptionSchema,
  DefaultPartnerAttributeSchema,
  PartnerAttributeSaveSchema,
  AttributeSuggestionsQuerySchema,
  AttributeSuggestionSchema,
  PimCategoryMappingListQuerySchema,
  PimCategoryMappingRowSchema,
  PimCategoryMappingSelectsSchema,
  PimCategoryMappingSaveSchema,
  PimCategoryMappingPrioritiesSchema,
  MappingProgressQuerySchema,
  MappingProgressSchema,
  type PermissionName,
  ExportTestQuerySchema,
  ExportTestResultSchema,
  PimProductListQuerySchema,
  PimProductRowSchema,
  PimProductOneQuerySchema,
  PimProductDetailSchema,
  listPageSchema,
} from '@feedhub/contracts';
import { FeedClassInfoSchema, feedsMessages } from '@feedhub/feeds';
import { PriceRuleOptionSchema, PriceRuleSaveSchema, pricingMessages } from '@feedhub/pricing';
import { registerDomainMessages } from '@feedhub/i18n';
import { defineRoute, type RouteAccess, type RouteDefinition, type ServiceDeps } from '@feedhub/service-kit';
import type { CatalogConfig } from './config';
import { partnerClassHandlers } from './partners/partner-classes.handlers';
import { partnerHandlers } from './partners/partners.handlers';
import { attributeHandlers } from './attributes/attributes.handlers';
import { categoryHandlers } from './categories/categories.handlers';
import { mappingProgressHandlers } from './mapping/progress.handlers';
import { pimHandlers } from './pim/pim.handlers';
import { pimMappingHandlers } from './pim-mappings/pim-mappings.handlers';
import { zeroAmountHandlers } from './zero-amounts/zero-amounts.handlers';
import { icecatRoutes } from './icecat/icecat.routes';
import { productHandlers } from './products/products.handlers';
import { priceRuleHandlers } from './price-rules/price-rules.handlers';
import { pricingSettings, type PricingSettingsReader } from './price-rules/pricing-settings';
import { statsHandlers } from './stats/stats.handlers';
import { exportHandlers } from './export/export.handlers';
import { configuredPim } from './pim/configured-pim';
import { settingsReader } from '@feedhub/service-kit';

// Price rule validation texts (`price_rule_*`) and field labels come from the pricing library.
registerDomainMessages(pricingMessages);
// Feed params texts (`feed_*`: what to put in which param, under `params.*`) come from the feeds library.
registerDomainMessages(feedsMessages);

/** `{ rows, total }` of a list answer. */
const rowsOf = listPageSchema;

/** A partner save with an id is an edit (partnerEdit), without one an add (partnerAdd). */
const addOrEdit = ({ body }: { body: unknown }): RouteAccess => {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return id === undefined || id === null || id === '' ? 'partnerAdd' : 'partnerEdit';
};

/** The screens that map to the PIM read its reference data. */
const PIM_READERS = [
  'partnerCategories',
  'partnerAttributes',
  'pimCategoryMapping',
  'partnerProducts',
  // The Icecat feature map under Settings picks PIM attributes and their options.
  'settings',
] as const satisfies readonly PermissionName[];

/** THE route table of the catalog service (paths under /api); more resources arrive with later issues. */
export function catalogRoutes(deps: ServiceDeps<CatalogConfig>): RouteDefinition[] {
  const partners = partnerHandlers(deps);
  const settings = pricingSettings(deps.bus, deps.log);
  return [
    defineRoute({
      method: 'get',
      path: '/partners/classes',
      access: 'partners',
      summary: 'Feed adapters (partner className) and their params, described in the caller language',
      response: z.array(FeedClassInfoSchema),
      handler: partnerClassHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/list',
      // The partners list, and the partner pickers of the partner desktop and the export test.
      access: PARTNER_LIST_PERMISSIONS,
      summary:
        'Partners by name (filter[name]: substring, any case); also the select list (perPage up to 99999)',
      query: PartnerListQuerySchema,
      response: rowsOf(PartnerListRowSchema),
      handler: partners.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/desktop',
      access: 'partners',
      summary:
        'Partners desktop rows (filter[partner]: one partner): last import, its new products, undismissed error notices',
      query: PartnerDesktopQuerySchema,
      response: rowsOf(PartnerDesktopRowSchema),
      handler: partners.desktop,
    }),
    defineRoute({
      method: 'post',
      path: '/partners/preview',
      access: 'partnerAdd',
      accessFor: addOrEdit,
      summary:
        'Reads a feed with unsaved className/params (partnerAdd; with the id of the partner being edited: partnerEdit, and a masked password is its stored one): first 10 products, warnings, summary; an unreadable feed is summary.error',
      body: PartnerPreviewSchema,
      response: PartnerPreviewResultSchema,
      handler: partners.preview,
    }),
    defineRoute({
      method: 'post',
      path: '/partners/save',
      access: 'partnerAdd',
      accessFor: addOrEdit,
      summary:
        'Add (partnerAdd) or edit (with an id: partnerEdit) a partner with its tasks (jobs checks and stores them first) and, on add, attributes',
      body: PartnerSaveSchema,
      response: z.object({ id: z.number() }),
      handler: partners.save,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/mapping-progress',
      access: ['partners', 'partnerCategories', 'partnerAttributes'],
      summary:
        'How much each partner (or ?partnerId=) has left to map: unmapped categories and attributes (count, %), products in unmapped categories',
      query: MappingProgressQuerySchema,
      response: z.array(MappingProgressSchema),
      handler: mappingProgressHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/:id',
      // Every partner screen shows its partner (the header, the breadcrumb).
      access: PARTNER_SCREEN_PERMISSIONS,
      summary: 'One partner with its tasks (the feed password masked)',
      params: IdParamsSchema,
      response: PartnerSchema,
      handler: partners.get,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-stats/list',
      access: 'partnerStats',
      summary:
        'Import stats rows of a partner (filter[partnerId]), newest first: one per complete product import',
      query: PartnerStatsListQuerySchema,
      response: rowsOf(PartnerStatsRowSchema),
      handler: statsHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-categories/list',
      access: PIM_READERS,
      summary:
        "The PIM's categories (tree order; filter[name]: substring of the path in either language, filter[parentCode]); also the select list",
      query: PimCategoryListQuerySchema,
      response: rowsOf(PimCategoryRowSchema),
      handler: pimHandlers.categories,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-attributes/list',
      access: PIM_READERS,
      summary: "The PIM's attributes (filter[name]: code or label, filter[type]); also the select list",
      query: PimAttributeListQuerySchema,
      response: rowsOf(PimAttributeRowSchema),
      handler: pimHandlers.attributes,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-attributes/options',
      access: PIM_READERS,
      summary: "One PIM attribute's options in their order (?code=); an unknown attribute is 404",
      query: PimAttributeOptionsQuerySchema,
      response: z.array(PimAttributeOptionRowSchema),
      handler: pimHandlers.options,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-zero-amounts/list',
      access: 'partnerZeroAmounts',
      summary: 'Zero-amount rules (filter[partnerId]) with brand and category names; default by brand',
      query: PartnerZeroAmountListQuerySchema,
      response: rowsOf(PartnerZeroAmountRowSchema),
      handler: zeroAmountHandlers.list,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-zero-amounts/save',
      access: 'partnerZeroAmounts',
      summary:
        "Adds a rule: brand (the index of one of the partner's brand options), categoryId (one of its categories), partnerId",
      body: PartnerZeroAmountSaveSchema,
      response: z.object({ id: z.number().int() }),
      handler: zeroAmountHandlers.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/partner-zero-amounts/delete/:id',
      access: 'partnerZeroAmounts',
      summary: 'Deletes a rule',
      params: IdParamsSchema,
      handler: zeroAmountHandlers.remove,
    }),
    ...categoryRoutes(),
    ...attributeRoutes(),
    ...pimMappingRoutes(),
    ...productRoutes(settings),
    ...priceRuleRoutes(settings),
    ...exportRoutes(deps),
    ...icecatRoutes(),
  ];
}

/** The export test and the embedded PIM's products (SPEC §2 Export test; docs/export.md). */
function exportRoutes(deps: ServiceDeps<CatalogConfig>): RouteDefinition[] {
  const globalSettings = settingsReader(deps.bus, deps.log);
  const exporting = exportHandlers({
    settings: globalSettings,
    pim: (knex) => configuredPim(knex, globalSettings, deps.config, { log: deps.log }),
  });
  return [
    defineRoute({
      method: 'get',
      path: '/export/test',
      access: 'exportTest',
      summary:
        'Export test (SPEC §2): a product by id, or by partner with sku and/or code; the payload the export would send, its status (waiting, exported, skipped and why), value warnings, and what the PIM holds now (pim); 404 partner_product_not_found / partner_not_found',
      query: ExportTestQuerySchema,
      response: ExportTestResultSchema,
      handler: exporting.test,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-products/list',
      access: 'pimProducts',
      summary:
        "The embedded PIM's products (filter[identifier], filter[name] substrings; filter[family], filter[category] codes); newest change first",
      query: PimProductListQuerySchema,
      response: rowsOf(PimProductRowSchema),
      handler: exporting.pimProducts,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-products/one',
      access: 'pimProducts',
      summary:
        'One product of the embedded PIM with its values (query identifier); 404 pim_product_not_found',
      query: PimProductOneQuerySchema,
      response: PimProductDetailSchema,
      handler: exporting.pimProduct,
    }),
  ];
}

/** Partner products and the export list (SPEC §7 Products). */
function productRoutes(settings: PricingSettingsReader): RouteDefinition[] {
  const products = productHandlers(settings);
  return [
    defineRoute({
      method: 'get',
      path: '/partner-products/list',
      access: 'partnerProducts',
      summary:
        'Products of a partner (filter: partnerId required; name/sku/code/manufacturerCode substrings, brand, categoryId, amountType+amount, pimExport 1|2, hideEmptyCategories 1, from/to YYYY-MM-DD on changedAt); default sort name; at most 500 a page',
      query: PartnerProductListQuerySchema,
      response: rowsOf(PartnerProductRowSchema),
      handler: products.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-products/export-data',
      access: 'partnerProducts',
      summary:
        "Where the filtered products stand with the PIM (the list's filter): total, on the export list, waiting for the next export, exported, last export",
      query: PartnerProductExportDataQuerySchema,
      response: PartnerProductExportDataSchema,
      handler: products.exportData,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-products/add-export',
      access: 'partnerProducts',
      summary:
        "Send to PIM: puts products of one partner on the export list ({ partnerId, ids }, at most 5000); unknown or another partner's ids refuse the whole request",
      body: PartnerProductAddExportSchema,
      response: PartnerProductAddExportResultSchema,
      handler: products.addExport,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-products/find',
      access: 'partnerProducts',
      summary:
        'The first product with exactly this SKU (query sku), by partner then product id: { id, partnerId }; 404 product_sku_not_found',
      query: PartnerProductFindQuerySchema,
      response: PartnerProductFoundSchema,
      handler: products.find,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-products/:id',
      access: 'partnerProducts',
      summary:
        "One partner product with its category (and PIM category), attributes (and mapped PIM attributes) and the PIM prices its partner's formulas give it, with their steps",
      params: IdParamsSchema,
      response: PartnerProductSchema,
      handler: products.get,
    }),
  ];
}

/** The price rule catalogue and a partner's price formulas (SPEC §7 Price rules). */
function priceRuleRoutes(settings: PricingSettingsReader): RouteDefinition[] {
  const rules = priceRuleHandlers(settings);
  return [
    defineRoute({
      method: 'get',
      path: '/price-rules/list',
      // The formula modal's rule select; the product detail names the rules of its steps.
      access: ['partnerPriceFormulas', 'partnerProducts'],
      summary:
        'The rule catalogue of @feedhub/pricing in the caller language: id, name, type formula|round, description, inputLabel, hasInput',
      response: rowsOf(PriceRuleOptionSchema),
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
      response: rowsOf(PartnerPriceRuleSchema),
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

/** Partner categories and their mapping (SPEC §7 Categories). */
function categoryRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partner-categories/list',
      // The categories screen; the category selects of zero amounts and the products filter.
      access: ['partnerCategories', 'partnerZeroAmounts', 'partnerProducts'],
      summary:
        'Partner categories (filter: partnerId, partnerCategoryId, pimCategoryCode, name, isMapped 1|2, hideEmpty 1, exportAll 1|2) with the main PIM category path and product count; default sort name; also the select list',
      query: PartnerCategoryListQuerySchema,
      response: rowsOf(PartnerCategoryRowSchema),
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
        'Saves a category mapping (PIM categories, family id, VAT, prices, transport, flags); marginals[] need partnerCategory.marginals and changes[] partnerCategory.nameWordCategory, and replace the stored lists when sent',
      body: PartnerCategorySaveSchema,
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

/** Partner attributes and their mapping (SPEC §7 Attributes). */
function attributeRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partner-attributes/list',
      access: ['partnerAttributes', 'partnerProducts'],
      summary:
        'Partner attributes (filter: partnerId, name (code or name), code, type, isMapped 1|2) with typeTranslated and the mapped PIM attributes; default sort code; also the select list',
      query: PartnerAttributeListQuerySchema,
      response: rowsOf(PartnerAttributeRowSchema),
      handler: attributeHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-attributes/default-list',
      access: ['partnerAttributes', 'partnerAdd', 'partnerEdit'],
      summary: 'The attributes a new partner starts with (code, name, type)',
      response: z.array(DefaultPartnerAttributeSchema),
      handler: attributeHandlers.defaultList,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-attributes/types',
      access: ['partnerAttributes', 'partnerAdd', 'partnerEdit'],
      summary: 'Attribute types with their labels in the caller language',
      response: z.array(PartnerAttributeTypeOptionSchema),
      handler: attributeHandlers.types,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-attributes/code',
      access: ['partnerAttributes', 'partnerProducts'],
      summary: 'One attribute by its supplier code (?code=&partnerId=), with its whole mapping',
      query: PartnerAttributeCodeQuerySchema,
      response: PartnerAttributeSchema,
      handler: attributeHandlers.byCode,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-attributes/options',
      // Brand options: zero amounts, the marginals of a category mapping, the attribute screen and
      // the products screen's brand filter.
      access: ['partnerAttributes', 'partnerZeroAmounts', 'partnerCategories', 'partnerProducts'],
      summary: "An attribute's options (?code=brand&partnerId=): id is the option's index",
      query: PartnerAttributeOptionsQuerySchema,
      response: z.array(PartnerAttributeOptionSchema),
      handler: attributeHandlers.options,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-attributes/suggestions',
      access: 'partnerAttributes',
      summary:
        'PIM attributes other partners mapped an attribute of the same or a similar code or name to (?id=), best first',
      query: AttributeSuggestionsQuerySchema,
      response: z.array(AttributeSuggestionSchema),
      handler: attributeHandlers.suggestions,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-attributes/save',
      access: 'partnerAttributes',
      summary:
        'Saves an attribute mapping: weight, PIM attributes, option index → PIM option code; a changed type needs partnerAttributeTypeChange',
      body: PartnerAttributeSaveSchema,
      response: PartnerAttributeSchema,
      handler: attributeHandlers.save,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-attributes/:id',
      access: ['partnerAttributes', 'partnerProducts'],
      summary: 'One attribute with its options, option mappings, PIM attributes and history',
      params: IdParamsSchema,
      response: PartnerAttributeSchema,
      handler: attributeHandlers.get,
    }),
  ];
}

/** PIM category mapping (SPEC §2, §7 PIM). */
function pimMappingRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/pim-category-mappings/list',
      access: 'pimCategoryMapping',
      summary:
        'PIM categories with their default family and partner priorities (filter: pimCategoryName substring of the path, pimCategoryCode); default sort name',
      query: PimCategoryMappingListQuerySchema,
      response: rowsOf(PimCategoryMappingRowSchema),
      handler: pimMappingHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-category-mappings/selects',
      // The family select of the category mapping modal too.
      access: ['pimCategoryMapping', 'partnerCategories'],
      summary: 'Families (id, code, name) and categories (code, path) for the selects',
      response: PimCategoryMappingSelectsSchema,
      handler: pimMappingHandlers.selects,
    }),
    defineRoute({
      method: 'post',
      path: '/pim-category-mappings/save',
      access: 'pimCategoryMapping',
      summary: "Sets a PIM category's default family (a family code; null clears it)",
      body: PimCategoryMappingSaveSchema,
      response: PimCategoryMappingRowSchema,
      handler: pimMappingHandlers.save,
    }),
    defineRoute({
      method: 'post',
      path: '/pim-category-mappings/save-priorities',
      access: 'pimCategoryMapping',
      summary: 'Saves the order of the partners mapping to a PIM category (priorities: [{id}], best first)',
      body: PimCategoryMappingPrioritiesSchema,
      response: PimCategoryMappingRowSchema,
      handler: pimMappingHandlers.savePriorities,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-category-mappings/:id',
      access: 'pimCategoryMapping',
      summary: 'One PIM category mapping',
      params: IdParamsSchema,
      response: PimCategoryMappingRowSchema,
      handler: pimMappingHandlers.get,
    }),
  ];
}
