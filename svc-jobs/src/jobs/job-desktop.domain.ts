import type { ErrorKey, JobChangedEvent, JobKind, JobLogRow, ListPage } from '@feedhub/contracts';
import { appendLines, countLog, deleteJob, jobChanged, logOf, requestStop } from '@feedhub/jobs';
import { AppError, inTransaction, type DomainContext } from '@feedhub/service-kit';
import { presentLogLine } from './job-desktop.presenter';
import { jobOfKind } from './job-desktop.repo';

/** Most log lines one answer carries (the latest ones). */
export const LOG_LINES_SHOWN = 5000;

/** The error keys of a kind's desktop: an unknown job, and a job that has finished (not deleted). */
export interface DesktopKeys {
  notFound: ErrorKey;
  finished: ErrorKey;
}

/**
 * Deletes a job of a kind from its desktop: a pending one is removed; a running one is asked to stop
 * at its worker's next batch (the row goes once the worker reports it stopped, or once its lease runs
 * out). Finished jobs are not deleted (`keys.finished`); an unknown id, or a job of another kind, is
 * `keys.notFound`.
 */
export async function deleteDesktopJob(
  ctx: DomainContext,
  id: number,
  kind: JobKind,
  keys: DesktopKeys,
): Promise<{ outcome: 'deleted' | 'stopping'; events: JobChangedEvent[] }> {
  return inTransaction(ctx, async ({ trx }) => {
    const job = await jobOfKind(trx, id, kind, true);
    if (!job) throw new AppError(keys.notFound, { id });
    if (job.status === 'pending') {
      await deleteJob(trx, id);
      return { outcome: 'deleted' as const, events: [jobChanged(job, 'deleted')] };
    }
    if (job.status === 'running') {
      if (!job.stopRequested) {
        await requestStop(trx, id);
        await appendLines(trx, id, [
          { type: 'info', key: 'job_stop_requested', params: { user: ctx.actor?.username ?? '' } },
        ]);
      }
      return { outcome: 'stopping' as const, events: [jobChanged(job, 'running')] };
    }
    throw new AppError(keys.finished, { id });
  });
}

/** A job's log (the latest LOG_LINES_SHOWN lines), in order, in the caller's language; total counts every line. */
export async function desktopJobLog(
  ctx: DomainContext,
  id: number,
  kind: JobKind,
  notFound: ErrorKey,
): Promise<ListPage<JobLogRow>> {
  if (!(await jobOfKind(ctx.trx, id, kind))) throw new AppError(notFound, { id });
  const rows = await logOf(ctx.trx, id, LOG_LINES_SHOWN);
  return { rows: rows.map((line) => presentLogLine(ctx.locale, line)), total: await countLog(ctx.trx, id) };
}
