import type {
  AcceptSuggestionsInput,
  PartnerAttributeCodeQuery,
  PartnerAttributeListQuery,
  PartnerAttributeSaveInput,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import {
  attributeOptions,
  attributeTypes,
  defaultAttributes,
  getAttribute,
  getAttributeByCode,
  listAttributes,
  saveAttribute,
  suggestAttributes,
} from './partner-attributes.domain';
import { acceptAttributeSuggestions } from '../suggestions/attribute-accept';
import type { SuggestSettings } from '../suggestions/suggest-settings';

/** Partner attributes (SPEC §7 Attributes); suggestions are confident at the settings' threshold. */
export const attributeHandlers = (suggest: SuggestSettings) => ({
  list: async ({ query }: { query: PartnerAttributeListQuery }, ctx: RequestContext) => ({
    data: await listAttributes(ctx, query, () => suggest.threshold()),
  }),
  get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
    data: await getAttribute(ctx, params.id),
  }),
  byCode: async ({ query }: { query: PartnerAttributeCodeQuery }, ctx: RequestContext) => ({
    data: await getAttributeByCode(ctx, query),
  }),
  options: async ({ query }: { query: PartnerAttributeCodeQuery }, ctx: RequestContext) => ({
    data: await attributeOptions(ctx, query),
  }),
  types: async (_input: unknown, ctx: RequestContext) => ({ data: attributeTypes(ctx) }),
  defaultList: async () => ({ data: defaultAttributes() }),
  save: async ({ body }: { body: PartnerAttributeSaveInput }, ctx: RequestContext) => {
    const id = await saveAttribute(ctx, body);
    return {
      data: await getAttribute(ctx, id),
      message: translate(ctx.locale, 'messages', 'partner_attribute_saved'),
    };
  },
  suggestions: async ({ query }: { query: { id: number } }, ctx: RequestContext) => ({
    data: await suggestAttributes(ctx, query.id, await suggest.threshold()),
  }),
  acceptSuggestions: async ({ body }: { body: AcceptSuggestionsInput }, ctx: RequestContext) => {
    const result = await acceptAttributeSuggestions(ctx, body, await suggest.threshold());
    return {
      data: result,
      message: translate(ctx.locale, 'messages', 'attribute_suggestion_accepted', { count: result.mapped }),
    };
  },
});
