import {
  IdParamsSchema,
  listPageSchema,
  PimCategoryMappingListQuerySchema,
  PimCategoryMappingPrioritiesSchema,
  PimCategoryMappingRowSchema,
  PimCategoryMappingSaveSchema,
  PimCategoryMappingSelectsSchema,
  PivotLinksQuerySchema,
  PivotLinksSaveSchema,
  PivotLinksSchema,
  PivotNodeSchema,
  PivotNodeSearchQuerySchema,
} from '@feedhub/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { pimMappingHandlers } from './pim-mappings.handlers';

/** PIM category mapping (SPEC §2, §7 PIM). */
export function pimMappingRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/pim-category-mappings/list',
      access: 'pimCategoryMapping',
      summary:
        'PIM categories with their default family and partner priorities (filter: pimCategoryName substring of the path, pimCategoryCode); default sort name',
      query: PimCategoryMappingListQuerySchema,
      response: listPageSchema(PimCategoryMappingRowSchema),
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
      rowOf: '/pim-category-mappings/:id',
      response: PimCategoryMappingRowSchema,
      handler: pimMappingHandlers.save,
    }),
    defineRoute({
      method: 'post',
      path: '/pim-category-mappings/save-priorities',
      access: 'pimCategoryMapping',
      summary: 'Saves the order of the partners mapping to a PIM category (priorities: [{id}], best first)',
      body: PimCategoryMappingPrioritiesSchema,
      rowOf: '/pim-category-mappings/:id',
      response: PimCategoryMappingRowSchema,
      handler: pimMappingHandlers.savePriorities,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-category-mappings/pivot-links',
      access: 'pimCategoryMapping',
      summary:
        "A PIM category's links to pivot taxonomy nodes (?code=), each with its path in the caller's language, source auto|manual and score; 404 pim_category_mapping_not_found",
      query: PivotLinksQuerySchema,
      response: PivotLinksSchema,
      handler: pimMappingHandlers.pivotLinks,
    }),
    defineRoute({
      method: 'post',
      path: '/pim-category-mappings/pivot-links',
      access: 'pimCategoryMapping',
      summary:
        "Sets a PIM category's pivot links by hand (nodes: node ids; empty: back to the automatic links); suggestions are recomputed; 422 exists under nodes.N for an unknown node; 404 pim_category_mapping_not_found",
      body: PivotLinksSaveSchema,
      response: PivotLinksSchema,
      handler: pimMappingHandlers.savePivotLinks,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-category-mappings/pivot-nodes',
      access: 'pimCategoryMapping',
      summary:
        'Pivot taxonomy nodes whose labels (any language) are like ?q= (the link editor search), best first',
      query: PivotNodeSearchQuerySchema,
      response: z.array(PivotNodeSchema),
      handler: pimMappingHandlers.pivotNodes,
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
