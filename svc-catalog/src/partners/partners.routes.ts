import {
  IdParamsSchema,
  listPageSchema,
  MappingProgressQuerySchema,
  MappingProgressSchema,
  PARTNER_LIST_PERMISSIONS,
  PARTNER_FORM_PERMISSIONS,
  PARTNER_SCREEN_PERMISSIONS,
  PartnerDesktopQuerySchema,
  PartnerDesktopRowSchema,
  PartnerListQuerySchema,
  PartnerListRowSchema,
  PartnerPreviewResultSchema,
  PartnerPreviewSchema,
  PartnerSaveSchema,
  PartnerSchema,
  OnboardingQuerySchema,
  OnboardingSchema,
} from '@feedhub/contracts';
import { FeedClassInfoSchema } from '@feedhub/feeds';
import { defineRoute, type RouteAccess, type RouteDefinition, type ServiceDeps } from '@feedhub/service-kit';
import { z } from 'zod';
import type { CatalogConfig } from '../config';
import { mappingProgressHandlers } from '../mapping/progress.handlers';
import { onboardingHandlers } from '../onboarding/onboarding.handlers';
import { partnerClassHandlers } from './partner-classes.handlers';
import { partnerHandlers } from './partners.handlers';

/** A partner save with an id is an edit (partnerEdit), without one an add (partnerAdd). */
const addOrEdit = ({ body }: { body: unknown }): RouteAccess => {
  const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  return id === undefined || id === null || id === '' ? 'partnerAdd' : 'partnerEdit';
};

/** Partners (SPEC §7 Partners): feed adapters, the list, the desktop, preview, save, mapping progress, one partner. */
export function partnerRoutes(deps: ServiceDeps<CatalogConfig>): RouteDefinition[] {
  const partners = partnerHandlers(deps);
  return [
    defineRoute({
      method: 'get',
      path: '/partners/classes',
      access: PARTNER_FORM_PERMISSIONS,
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
      response: listPageSchema(PartnerListRowSchema),
      handler: partners.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partners/desktop',
      access: 'partners',
      summary:
        'Partners desktop rows (filter[partner]: one partner): last import, its new products, undismissed error notices',
      query: PartnerDesktopQuerySchema,
      response: listPageSchema(PartnerDesktopRowSchema),
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
      rowOf: '/partners/:id',
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
      path: '/partners/onboarding',
      // The first-run checklist on the partner: the partners screen, and whoever just saved a new partner.
      access: PARTNER_FORM_PERMISSIONS,
      summary:
        "A partner's first-run checklist (?partnerId=): import ran, categories and attributes mapped (with suggestion counts), price formula, products sent, export run; complete when all are done (404 partner_not_found)",
      query: OnboardingQuerySchema,
      response: OnboardingSchema,
      handler: onboardingHandlers.get,
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
  ];
}
