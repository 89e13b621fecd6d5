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
  PartnerSchema,
  PartnerProductListQuerySchema,
  PartnerProductRowSchema,
  PartnerProductSchema,
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
  type PermissionName,
} from '@feedhub/contracts';
import { FeedClassInfoSchema } from '@feedhub/feeds';
import { defineRoute, type RouteAccess, type RouteDefinition, type ServiceDeps } from '@feedhub/service-kit';
import type { CatalogConfig } from './config';
import { partnerClassHandlers } from './partners/partner-classes.handlers';
import { partnerHandlers } from './partners/partners.handlers';
import { pimHandlers } from './pim/pim.handlers';
import { zeroAmountHandlers } from './zero-amounts/zero-amounts.handlers';
import { productHandlers } from './products/products.handlers';
import { statsHandlers } from './stats/stats.handlers';

/** `{ rows, total }` of a list answer. */
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });

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
] as const satisfies readonly PermissionName[];

/** THE route table of the catalog service (paths under /api); more resources arrive with later issues. */
export function catalogRoutes(deps: ServiceDeps<CatalogConfig>): RouteDefinition[] {
  const partners = partnerHandlers(deps);
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
      // The partners list, and the partner picker of the partner desktop.
      access: ['partners', 'partnerDesktop'],
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
      path: '/partners/:id',
      access: 'partners',
      summary: 'One partner with its tasks (the feed password masked)',
      params: IdParamsSchema,
      response: PartnerSchema,
      handler: partners.get,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-products/list',
      access: 'partnerProducts',
      summary:
        'Partner products (filter: partnerId, name/sku/code/manufacturerCode substrings, brand, categoryId, amountType+amount, pimExport 1|2, hideEmptyCategories, from/to on changedAt); default sort name',
      query: PartnerProductListQuerySchema,
      response: rowsOf(PartnerProductRowSchema),
      handler: productHandlers.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-products/:id',
      access: 'partnerProducts',
      summary: 'One partner product with its category (and its PIM mapping) and attributes',
      params: IdParamsSchema,
      response: PartnerProductSchema,
      handler: productHandlers.get,
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
  ];
}
