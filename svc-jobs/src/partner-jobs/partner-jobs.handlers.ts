import { PartnerNamesReplySchema, SUBJECTS } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { publishChanged } from '../work-queue/events';
import { jobsRuntime } from '../work-queue/runtime';
import {
  addPartnerJob,
  deletePartnerJob,
  partnerDesktop,
  partnerJobLog,
  type PartnerNames,
} from './partner-jobs.domain';

/** How long the desktop waits for catalog's partner names before it shows ids. */
const NAMES_TIMEOUT_MS = 1500;

/** Partner jobs (SPEC §7 Export and jobs): input → domain → answer. */
export function partnerJobHandlers(deps: ServiceDeps<JobsConfig>) {
  const names: PartnerNames = async (ids) => {
    if (!ids.length) return new Map();
    try {
      const reply = await deps.bus.request(
        SUBJECTS.partnerNames,
        { ids },
        PartnerNamesReplySchema,
        NAMES_TIMEOUT_MS,
      );
      return new Map(reply.partners.map((p) => [p.id, p.name]));
    } catch (err) {
      deps.log.warn({ err }, 'partner names unavailable; the desktop shows ids');
      return new Map();
    }
  };
  return {
    /** Jobs grouped by status (filter[partnerId]). */
    desktop: async ({ query }: { query: { filter: { partnerId?: number } } }, ctx: RequestContext) => ({
      data: await partnerDesktop(ctx, query.filter.partnerId, names),
    }),
    /** Adds a pending job of a task and publishes it at once. */
    add: async ({ body }: { body: { taskId: number } }, ctx: RequestContext) => {
      const { id, events } = await addPartnerJob(ctx, body.taskId, deps.config.JOB_MAX_ATTEMPTS);
      jobsRuntime(deps).kick();
      await publishChanged(deps.bus, deps.log, events);
      return { data: { id }, message: translate(ctx.locale, 'messages', 'partner_job_added') };
    },
    /** Deletes a pending job, or asks a running one to stop. */
    remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      const { outcome, events } = await deletePartnerJob(ctx, params.id);
      await publishChanged(deps.bus, deps.log, events);
      const key = outcome === 'deleted' ? 'partner_job_deleted' : 'partner_job_stopping';
      return { data: null, message: translate(ctx.locale, 'messages', key) };
    },
    /** A job's log in the caller's language. */
    log: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await partnerJobLog(ctx, params.id),
    }),
  };
}
