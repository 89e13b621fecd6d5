import type { ExportJobDesktopQuery } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { publishChanged } from '@feedhub/jobs';
import type { RequestContext, ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { maxAttemptsOf } from '../jobs/max-attempts';
import { announceQueued } from '../work-queue/runtime';
import { addExportJob, deleteExportJob, exportDesktop, exportJobLog } from './export-jobs.domain';

/** Export jobs (SPEC §7 Export and jobs): input → domain → answer. */
export function exportJobHandlers(deps: ServiceDeps<JobsConfig>) {
  return {
    /** Export jobs grouped by status. */
    desktop: async ({ query }: { query: ExportJobDesktopQuery }, ctx: RequestContext) => ({
      data: await exportDesktop(ctx, query),
    }),
    /** Adds a pending export job and publishes it at once. */
    add: async (_input: unknown, ctx: RequestContext) => {
      const { id, events } = await addExportJob(ctx, await maxAttemptsOf(deps));
      await announceQueued(deps, events);
      return { data: { id }, message: translate(ctx.locale, 'messages', 'export_job_added') };
    },
    /** Deletes a pending export job, or asks a running one to stop. */
    remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
      const { outcome, events } = await deleteExportJob(ctx, params.id);
      await publishChanged(deps.bus, deps.log, events);
      const key = outcome === 'deleted' ? 'export_job_deleted' : 'partner_job_stopping';
      return { data: null, message: translate(ctx.locale, 'messages', key) };
    },
    /** An export job's log in the caller's language. */
    log: async ({ params }: { params: { id: number } }, ctx: RequestContext) => ({
      data: await exportJobLog(ctx, params.id),
    }),
  };
}
