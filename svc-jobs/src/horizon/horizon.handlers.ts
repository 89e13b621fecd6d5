import type { HorizonFailedQuerySchema, Queue } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { z } from 'zod';
import type { JobsConfig } from '../config';
import { maxAttemptsOf } from '../jobs/max-attempts';
import { partnerNamesOf } from '../jobs/partner-names';
import { announceQueued, jobsRuntime } from '../work-queue/runtime';
import { failedJobs, horizonStats, jobLogOf, retryJob, runningJobsOf, setPaused } from './horizon.domain';

/** The queue dashboard (/horizon/dashboard) and the running jobs of the home desktop: input → domain → answer. */
export function horizonHandlers(deps: ServiceDeps<JobsConfig>) {
  const names = partnerNamesOf(deps);
  const pause =
    (paused: boolean) =>
    async ({ params }: { params: { queue: Queue } }, ctx: RequestContext) => {
      if (await setPaused(ctx, params.queue, paused)) jobsRuntime(deps).kick();
      const key = paused ? 'queue_paused' : 'queue_resumed';
      return { data: null, message: translate(ctx.locale, 'messages', key, { queue: params.queue }) };
    };
  return {
    stats: async (_input: unknown, ctx: RequestContext) => ({ data: await horizonStats(ctx) }),
    failed: async ({ query }: { query: z.infer<typeof HorizonFailedQuerySchema> }, ctx: RequestContext) => ({
      data: await failedJobs(ctx, query, names),
    }),
    retry: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      const { id, events } = await retryJob(ctx, params.id, await maxAttemptsOf(deps));
      await announceQueued(deps, events);
      return {
        data: { id },
        message: translate(ctx.locale, 'messages', 'job_retried', { id: params.id, newId: id }),
      };
    },
    pause: pause(true),
    resume: pause(false),
    log: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await jobLogOf(ctx, params.id),
    }),
    running: async ({ query }: { query: { filter?: { partnerId?: number } } }, ctx: RequestContext) => {
      const rows = await runningJobsOf(ctx, query.filter?.partnerId, names);
      return { data: { rows, total: rows.length } };
    },
  };
}
