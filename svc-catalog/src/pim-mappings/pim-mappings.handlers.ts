import type {
  PivotLinksSaveInput,
  PimCategoryMappingListQuery,
  PimCategoryMappingPrioritiesInput,
  PimCategoryMappingSaveInput,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import {
  getMapping,
  listMappings,
  listMappingSelects,
  saveMappingFamily,
  saveMappingPriorities,
} from './pim-mappings.domain';
import { getPivotLinks, savePivotLinks, searchPivotNodes } from '../suggestions/pivot-links.domain';

/** PIM category mapping (SPEC §7 PIM): list, one, selects, save family, save priorities. */
export const pimMappingHandlers = {
  pivotLinks: async ({ query }: { query: { code: string } }, ctx: RequestContext) => ({
    data: await getPivotLinks(ctx, query.code),
  }),
  savePivotLinks: async ({ body }: { body: PivotLinksSaveInput }, ctx: RequestContext) => ({
    data: await savePivotLinks(ctx, body),
    message: translate(ctx.locale, 'messages', 'pivot_links_saved'),
  }),
  pivotNodes: ({ query }: { query: { q: string } }, ctx: RequestContext) =>
    Promise.resolve({ data: searchPivotNodes(ctx, query.q) }),
  list: async ({ query }: { query: PimCategoryMappingListQuery }, ctx: RequestContext) => ({
    data: await listMappings(ctx, query),
  }),
  get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
    data: await getMapping(ctx, params.id),
  }),
  selects: async (_input: unknown, ctx: RequestContext) => ({
    data: await listMappingSelects(ctx),
  }),
  save: async ({ body }: { body: PimCategoryMappingSaveInput }, ctx: RequestContext) => {
    await saveMappingFamily(ctx, body);
    return {
      data: await getMapping(ctx, body.id),
      message: translate(ctx.locale, 'messages', 'pim_category_mapping_saved'),
    };
  },
  savePriorities: async ({ body }: { body: PimCategoryMappingPrioritiesInput }, ctx: RequestContext) => {
    await saveMappingPriorities(ctx, body);
    return {
      data: await getMapping(ctx, body.id),
      message: translate(ctx.locale, 'messages', 'pim_category_priorities_saved'),
    };
  },
};
