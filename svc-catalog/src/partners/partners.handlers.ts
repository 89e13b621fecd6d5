import type {
  PartnerDesktopQuery,
  PartnerListQuery,
  PartnerPreviewInput,
  PartnerSaveInput,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { CatalogConfig } from '../config';
import { partnerDesktop } from './partner-desktop.domain';
import { previewPartnerFeed } from './partner-preview.domain';
import { getPartner, listPartners, savePartner } from './partners.domain';

/** Partners (SPEC §7): input → domain → answer. */
export function partnerHandlers(deps: ServiceDeps<CatalogConfig>) {
  return {
    /** A page of partners (also the select list). */
    list: async ({ query }: { query: PartnerListQuery }, ctx: RequestContext) => ({
      data: await listPartners(ctx, query),
    }),
    /** The partners desktop: last import, new products and error notices per partner. */
    desktop: async ({ query }: { query: PartnerDesktopQuery }, ctx: RequestContext) => ({
      data: await partnerDesktop(ctx, deps.bus, query),
    }),
    /** One partner with its tasks. */
    get: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await getPartner(ctx, deps, params.id),
    }),
    /** Adds or edits a partner with its tasks (and, on add, attributes). */
    save: async ({ body }: { body: PartnerSaveInput }, ctx: RequestContext) => ({
      data: { id: await savePartner(ctx, deps, body) },
      message: translate(ctx.locale, 'messages', 'partner_saved'),
    }),
    /** The first products of a feed and a summary of it, before the partner is saved. */
    preview: async ({ body }: { body: PartnerPreviewInput }, ctx: RequestContext) => ({
      data: await previewPartnerFeed(ctx, deps.config, body),
    }),
  };
}
