import {
  IdParamsSchema,
  listPageSchema,
  PimCategoryMappingListQuerySchema,
  PimCategoryMappingPrioritiesSchema,
  PimCategoryMappingRowSchema,
  PimCategoryMappingSaveSchema,
  PimCategoryMappingSelectsSchema,
} from '@feedhub/contracts';
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
      path: '/pim-category-mappings/:id',
      access: 'pimCategoryMapping',
      summary: 'One PIM category mapping',
      params: IdParamsSchema,
      response: PimCategoryMappingRowSchema,
      handler: pimMappingHandlers.get,
    }),
  ];
}
