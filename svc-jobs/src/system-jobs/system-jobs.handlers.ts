import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { publishChanged } from '../jobs/job-events';
import { maxAttemptsOf } from '../jobs/max-attempts';
import { jobsRuntime } from '../work-queue/runtime';
import { requestPimSync } from './system-jobs.domain';

/** System jobs a user starts (POST /api/pim/sync). */
export function systemJobHandlers(deps: ServiceDeps<JobsConfig>) {
  return {
    pimSync: async (_input: unknown, ctx: RequestContext) => {
      const { id, events } = await requestPimSync(ctx, await maxAttemptsOf(deps));
      jobsRuntime(deps).kick();
      await publishChanged(deps.bus, deps.log, events);
      return { data: { jobId: id }, message: translate(ctx.locale, 'messages', 'pim_sync_queued', { id }) };
    },
  };
}
