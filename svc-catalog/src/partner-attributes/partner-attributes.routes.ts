import {
  AcceptSuggestionsResultSchema,
  AcceptSuggestionsSchema,
  AttributeSuggestionSchema,
  AttributeSuggestionsQuerySchema,
  DefaultPartnerAttributeSchema,
  IdParamsSchema,
  listPageSchema,
  PartnerAttributeCodeQuerySchema,
  PartnerAttributeListQuerySchema,
  PartnerAttributeOptionSchema,
  PartnerAttributeOptionsQuerySchema,
  PartnerAttributeRowSchema,
  PartnerAttributeSaveSchema,
  PartnerAttributeSchema,
  PartnerAttributeTypeOptionSchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import type { SuggestSettings } from '../suggestions/suggest-settings';
import { attributeHandlers as handlersWith } from './partner-attributes.handlers';

/** Partner attributes and their mapping (SPEC §7 Attributes); suggestions read their threshold from `suggest`. */
export function partnerAttributeRoutes(suggest: SuggestSettings): RouteDefinition[] {
  const attributeHandlers = handlersWith(suggest);
  return [
    defineRoute({
      method: 'get',
      path: '/partner-attributes/list',
      access: ['partnerAttributes', 'partnerProducts'],
      summary:
        'Partner attributes (filter: partnerId, name (code or name), code, type, isMapped 1|2, suggested 1|2: the top suggestion is confident) with typeTranslated, the mapped PIM attributes and the top suggestion; default sort code; also the select list',
      query: PartnerAttributeListQuerySchema,
      response: listPageSchema(PartnerAttributeRowSchema),
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
        'PIM attributes for an attribute (?id=), best first: score, confident, sources, a translated reason, the unit conversion and option matches; computed now and stored; 404 partner_attribute_not_found',
      query: AttributeSuggestionsQuerySchema,
      response: z.array(AttributeSuggestionSchema),
      handler: attributeHandlers.suggestions,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-attributes/accept-suggestions',
      access: 'partnerAttributes',
      summary:
        'Maps every (or each given) attribute of a partner whose top suggestion is confident, with its confident option matches, in one transaction (history source suggestion); 409 suggestions_changed when a suggestion differs from `expected` or its PIM attribute is gone',
      body: AcceptSuggestionsSchema,
      response: AcceptSuggestionsResultSchema,
      handler: attributeHandlers.acceptSuggestions,
    }),
    defineRoute({
      method: 'post',
      path: '/partner-attributes/save',
      access: 'partnerAttributes',
      summary:
        'Saves an attribute mapping: weight, PIM attributes, option index → PIM option code; a changed type needs partnerAttributeTypeChange',
      body: PartnerAttributeSaveSchema,
      rowOf: '/partner-attributes/:id',
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
