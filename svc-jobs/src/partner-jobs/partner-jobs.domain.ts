import {
  type JobChangedEvent,
  type JobLogRow,
  type ListPage,
  type PartnerJobDesktop,
} from '@feedhub/contracts';
import { AppError, inTransaction, type DomainContext } from '@feedhub/service-kit';
import { jobChanged } from '../jobs/job-events';
import {
  addedLine,
  appendLines,
  countLog,
  deleteJob,
  insertTaskJob,
  logOf,
  requestStop,
} from '../jobs/jobs.repo';
import type { PartnerNames } from '../jobs/partner-names';
import { tasksOfPartner } from '../partner-tasks/partner-tasks.repo';
import { presentJob, presentLogLine } from './partner-jobs.presenter';
import { desktopJobs, partnerJobById } from './partner-jobs.repo';

/** Most log lines one answer carries (the latest ones). */
export const LOG_LINES_SHOWN = 5000;

export type { PartnerNames };

/** The partner desktop: running and pending jobs whole, a page of error and of done ones (newest first). */
export async function partnerDesktop(
  ctx: DomainContext,
  query: { partnerId?: number; errorPage: number; donePage: number; perPage: number },
  names: PartnerNames,
): Promise<PartnerJobDesktop> {
  const groups = await desktopJobs(ctx.trx, query.partnerId, query);
  const all = [...groups.running, ...groups.pending, ...groups.error, ...groups.done];
  const named = await names([...new Set(all.map((j) => j.partnerId ?? 0))]);
  const present = (jobs: typeof all) =>
    jobs.map((j) => presentJob(ctx.locale, j, named.get(j.partnerId ?? 0)));
  return {
    running: present(groups.running),
    pending: present(groups.pending),
    error: present(groups.error),
    done: present(groups.done),
    errorTotal: groups.errorTotal,
    doneTotal: groups.doneTotal,
  };
}

/**
 * Adds a pending job of a task (SPEC §7): the job row and its outbox row in one transaction. 404
 * partner_task_not_found; 409 pending_job_exists while the task has a pending job (the partial unique
 * index decides between racing adds).
 */
export async function addPartnerJob(
  ctx: DomainContext,
  taskId: number,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  // One statement (the task read, the job, its outbox row and first line): no transaction of its own.
  const { job, id } = await insertTaskJob(ctx.trx, taskId, {
    maxAttempts,
    firstLine: addedLine(ctx.actor),
  });
  if (!job) throw new AppError('partner_task_not_found');
  if (id === null) throw new AppError('pending_job_exists');
  return {
    id,
    events: [jobChanged({ ...job, id, taskId, partnerId: job.partnerId ?? null }, 'pending')],
  };
}

/**
 * Queues a job of each of a partner's tasks whose method is listed, in the list's order (the demo
 * partner's first import). A task that already has a pending job is skipped.
 */
export async function startPartnerJobs(
  ctx: DomainContext,
  request: { partnerId: number; methodNames: readonly string[] },
  maxAttempts: number,
): Promise<{ jobIds: number[]; events: JobChangedEvent[] }> {
  const tasks = await tasksOfPartner(ctx.trx, request.partnerId);
  const jobIds: number[] = [];
  const events: JobChangedEvent[] = [];
  for (const method of request.methodNames)
    for (const task of tasks.filter((t) => t.methodName === method)) {
      try {
        const added = await addPartnerJob(ctx, task.id, maxAttempts);
        jobIds.push(added.id);
        events.push(...added.events);
      } catch (error) {
        if (!(error instanceof AppError && error.key === 'pending_job_exists')) throw error;
      }
    }
  return { jobIds, events };
}

/**
 * Deletes a job: a pending one is removed; a running one is asked to stop at its worker's next batch
 * (the row goes once the worker reports it stopped, or once its lease runs out). Finished jobs are
 * not deleted (404 running_partner_job_not_found).
 */
export async function deletePartnerJob(
  ctx: DomainContext,
  id: number,
): Promise<{ outcome: 'deleted' | 'stopping'; events: JobChangedEvent[] }> {
  return inTransaction(ctx, async ({ trx }) => {
    const job = await partnerJobById(trx, id, true);
    if (!job) throw new AppError('partner_job_not_found');
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
    throw new AppError('running_partner_job_not_found');
  });
}

/** A job's log (the latest LOG_LINES_SHOWN lines), in order, in the caller's language; total counts every line. */
export async function partnerJobLog(ctx: DomainContext, id: number): Promise<ListPage<JobLogRow>> {
  if (!(await partnerJobById(ctx.trx, id))) throw new AppError('partner_job_not_found');
  const rows = await logOf(ctx.trx, id, LOG_LINES_SHOWN);
  return { rows: rows.map((line) => presentLogLine(ctx.locale, line)), total: await countLog(ctx.trx, id) };
}
