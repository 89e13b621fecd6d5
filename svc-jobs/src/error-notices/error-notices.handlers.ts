import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import { partnerNamesOf } from '../jobs/partner-names';
import { dismissNotice, listNotices } from './error-notices.domain';
import type { ErrorNoticeListQuery } from './error-notices.repo';

/** Error notices (SPEC §7 GET /api/log/errors, DELETE /api/log/delete/{id}). */
export const errorNoticeHandlers = (deps: ServiceDeps<unknown>) => ({
  /** A page of notices, newest first, with their partners' names. */
  list: async ({ query }: { query: ErrorNoticeListQuery }, ctx: RequestContext) => ({
    data: await listNotices(ctx, query, partnerNamesOf(deps)),
  }),
  /** Dismisses a notice. */
  remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
    await dismissNotice(ctx, params.id);
    return { data: null, message: translate(ctx.locale, 'messages', 'error_notice_deleted') };
  },
});
