import {
  exportProductsJob,
  type ExportJobDesktop,
  type ExportJobDesktopQuery,
  type JobChangedEvent,
} from '@feedhub/contracts';
import { addedLine, insertPendingJob, jobChanged, newJobOf, type NewJob } from '@feedhub/jobs';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { deleteDesktopJob, desktopJobLog } from '../jobs/job-desktop.domain';
import { desktopJobs, jobsWithErrorLines } from '../jobs/job-desktop.repo';
import { presentExportJob } from './export-jobs.presenter';

/** An export job: it sends the export list's waiting products to the PIM; one pending and one running at a time (DESIGN §4). */
export const newExportJob = (): NewJob => newJobOf(exportProductsJob);

/**
 * Adds a pending export job (SPEC §7 Export: the "add export job" button), with its outbox row and
 * its first line: who added it, or the system. 409 pending_job_exists while one waits; a running
 * export does not block an add, but the added one starts only once that one ended.
 */
export async function addExportJob(
  ctx: DomainContext,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  const job = newExportJob();
  const { id } = await insertPendingJob(ctx.trx, job, {
    maxAttempts,
    firstLine: addedLine(ctx.actor),
  });
  if (id === null) throw new AppError('pending_job_exists');
  return { id, events: [jobChanged({ ...job, id, taskId: null, partnerId: null }, 'pending')] };
}

/**
 * The export desktop (SPEC §2): running and pending jobs whole, a page of error and of done ones
 * (newest first); `held` is always empty (only imports are held; one shape for every job desktop).
 */
export async function exportDesktop(
  ctx: DomainContext,
  query: ExportJobDesktopQuery,
): Promise<ExportJobDesktop> {
  const groups = await desktopJobs(ctx.trx, { kind: 'export' }, query);
  const all = [...groups.running, ...groups.pending, ...groups.error, ...groups.done];
  const withErrors = await jobsWithErrorLines(
    ctx.trx,
    all.map((j) => j.id),
  );
  const present = (jobs: typeof groups.running) =>
    jobs.map((j) => presentExportJob(ctx.locale, j, withErrors.has(j.id)));
  return {
    running: present(groups.running),
    pending: present(groups.pending),
    held: [],
    error: present(groups.error),
    done: present(groups.done),
    errorTotal: groups.errorTotal,
    doneTotal: groups.doneTotal,
  };
}

/** Deletes a pending export job, or asks a running one to stop (404 export_job_not_found, 409 export_job_finished). */
export const deleteExportJob = (ctx: DomainContext, id: number) =>
  deleteDesktopJob(ctx, id, 'export', { notFound: 'export_job_not_found', finished: 'export_job_finished' });

/** An export job's log (404 export_job_not_found): every refused product is an error row naming it. */
export const exportJobLog = (ctx: DomainContext, id: number) =>
  desktopJobLog(ctx, id, 'export', 'export_job_not_found');
