import {
  IdParamsSchema,
  listPageSchema,
  PartnerProductAddExportResultSchema,
  PartnerProductAddExportSchema,
  PartnerProductExportDataQuerySchema,
  PartnerProductExportDataSchema,
  PartnerProductFindQuerySchema,
  PartnerProductFoundSchema,
  PartnerProductListQuerySchema,
  PartnerProductRowSchema,
  PartnerProductSchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { PricingSettingsReader } from '../price-rules/pricing-settings';
import { productHandlers } from './products.handlers';

/** Partner products and the export list (SPEC §7 Products). */
export function productRoutes(settings: PricingSettingsReader): RouteDefinition[] {
  const products = productHandlers(settings);
  return [
    defineRoute({
      method: 'get',
      path: '/partner-products/list',
      access: 'partnerProducts',
      summary:
        'Products of a partner (filter: partnerId required; name/sku/code/manufacturerCode substrings, brand, categoryId, amountType+amount, pimExport 1|2, hideEmptyCategories 1, from/to YYYY-MM-DD on changedAt); default sort name; at most 500 a page',
      query: PartnerProductListQuerySchema,
      response: listPageSchema(PartnerProductRowSchema),
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
