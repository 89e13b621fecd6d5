import {
  listPageSchema,
  type PermissionName,
  PimAttributeListQuerySchema,
  PimAttributeOptionRowSchema,
  PimAttributeOptionsQuerySchema,
  PimAttributeRowSchema,
  PimCategoryListQuerySchema,
  PimCategoryRowSchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import { pimHandlers } from './pim.handlers';

/** The screens that map to the PIM read its reference data. */
const PIM_READERS = [
  'partnerCategories',
  'partnerAttributes',
  'pimCategoryMapping',
  'partnerProducts',
  // The Icecat feature map under Settings picks PIM attributes and their options.
  'settings',
] as const satisfies readonly PermissionName[];

/** The PIM's reference data the mapping screens read (SPEC §7 PIM). */
export function pimRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/pim-categories/list',
      access: PIM_READERS,
      summary:
        "The PIM's categories (tree order; filter[name]: substring of the path in either language, filter[parentCode]); also the select list",
      query: PimCategoryListQuerySchema,
      response: listPageSchema(PimCategoryRowSchema),
      handler: pimHandlers.categories,
    }),
    defineRoute({
      method: 'get',
      path: '/pim-attributes/list',
      access: PIM_READERS,
      summary: "The PIM's attributes (filter[name]: code or label, filter[type]); also the select list",
      query: PimAttributeListQuerySchema,
      response: listPageSchema(PimAttributeRowSchema),
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
  ];
}
