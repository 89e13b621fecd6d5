import { PartnerNamesReplySchema, SUBJECTS, type IcecatRefreshInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { AppError, type RequestContext, type ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { maxAttemptsOf } from '../jobs/max-attempts';
import { announceQueued } from '../work-queue/runtime';
import { requestIcecatRefresh, requestPimSync } from './system-jobs.domain';

/** Whether catalog knows the partner (503 service_unavailable when it cannot say). */
export function partnerKnown(deps: ServiceDeps<JobsConfig>) {
  return async (partnerId: number): Promise<boolean> => {
    const reply = await deps.bus
      .request(SUBJECTS.partnerNames, { ids: [partnerId] }, PartnerNamesReplySchema, 3000)
      .catch(() => {
        throw new AppError('service_unavailable');
      });
    return reply.partners.some((p) => p.id === partnerId);
  };
}

/** System jobs a user starts (POST /api/pim/sync, POST /api/icecat/refresh). */
export function systemJobHandlers(deps: ServiceDeps<JobsConfig>) {
  return {
    pimSync: async (_input: unknown, ctx: RequestContext) => {
      const { id, events } = await requestPimSync(ctx, await maxAttemptsOf(deps));
      await announceQueued(deps, events);
      return { data: { jobId: id }, message: translate(ctx.locale, 'messages', 'pim_sync_queued', { id }) };
    },
    icecatRefresh: async ({ body }: { body: IcecatRefreshInput }, ctx: RequestContext) => {
      const { id, events } = await requestIcecatRefresh(
        ctx,
        partnerKnown(deps),
        await maxAttemptsOf(deps),
        body.partnerId,
      );
      await announceQueued(deps, events);
      return {
        data: { jobId: id },
        message: translate(ctx.locale, 'messages', 'icecat_refresh_queued', { id }),
      };
    },
  };
}
