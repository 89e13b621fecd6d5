import { translate } from '@feedhub/i18n';
import { publishChanged } from '@feedhub/jobs';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { maxAttemptsOf } from '../jobs/max-attempts';
import { partnerNamesOf } from '../jobs/partner-names';
import { announceQueued } from '../work-queue/runtime';
import { heldJobOf, recordHeldDecision } from './held-jobs.domain';
import { addPartnerJob, deletePartnerJob, partnerDesktop, partnerJobLog } from './partner-jobs.domain';

/** Partner jobs (SPEC §7 Export and jobs): input → domain → answer. */
export function partnerJobHandlers(deps: ServiceDeps<JobsConfig>) {
  const names = partnerNamesOf(deps);
  return {
    /** Jobs grouped by status (filter[partnerId]). */
    desktop: async (
      {
        query,
      }: {
        query: { filter: { partnerId?: number }; errorPage: number; donePage: number; perPage: number };
      },
      ctx: RequestContext,
    ) => ({
      data: await partnerDesktop(ctx, { ...query, partnerId: query.filter.partnerId }, names),
    }),
    /** Adds a pending job of a task and publishes it at once. */
    add: async ({ body }: { body: { taskId: number } }, ctx: RequestContext) => {
      const { id, events } = await addPartnerJob(ctx, body.taskId, await maxAttemptsOf(deps));
      await announceQueued(deps, events);
      return { data: { id }, message: translate(ctx.locale, 'messages', 'partner_job_added') };
    },
    /** Deletes a pending job, or asks a running one to stop. */
    remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      const { outcome, events } = await deletePartnerJob(ctx, params.id);
      await publishChanged(deps.bus, deps.log, events);
      const key = outcome === 'deleted' ? 'partner_job_deleted' : 'partner_job_stopping';
      return { data: null, message: translate(ctx.locale, 'messages', key) };
    },
    /** A held run's diff for the review screen. */
    held: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await heldJobOf(ctx, params.id, names),
    }),
    /** Apply or Discard of a held run: recorded (it goes back to pending with its decision), published at once. */
    decide:
      (decision: 'apply' | 'discard') =>
      async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
        const { events } = await recordHeldDecision(ctx, params.id, decision);
        await announceQueued(deps, events);
        const key = decision === 'apply' ? 'held_job_applying' : 'held_job_discarding';
        return { data: null, message: translate(ctx.locale, 'messages', key, { id: params.id }) };
      },
    /** A job's log in the caller's language. */
    log: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await partnerJobLog(ctx, params.id),
    }),
  };
}
