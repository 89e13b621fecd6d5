import type { PartnerListQuery, PartnerSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import { getPartner, listPartners, savePartner } from './partners.domain';

/** Partners (SPEC §7): input → domain → answer. */
export function partnerHandlers(deps: ServiceDeps<unknown>) {
  return {
    /** A page of partners (also the select list). */
    list: async ({ query }: { query: PartnerListQuery }, ctx: RequestContext) => ({
      data: await listPartners(ctx, query),
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
  };
}
