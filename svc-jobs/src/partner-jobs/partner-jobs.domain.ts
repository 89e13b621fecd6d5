import { type JobChangedEvent, type PartnerJobDesktop } from '@feedhub/contracts';
import { addedLine, insertTaskJob, jobChanged } from '@feedhub/jobs';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { deleteDesktopJob, desktopJobLog } from '../jobs/job-desktop.domain';
import { desktopJobs } from '../jobs/job-desktop.repo';
import type { PartnerNames } from '../jobs/partner-names';
import { tasksOfPartner } from '../partner-tasks/partner-tasks.repo';
import { presentJob } from './partner-jobs.presenter';

export type { PartnerNames };

/**
 * The partner desktop: running, pending and held jobs whole (held: oldest first), a page of error
 * and of done ones (newest first).
 */
export async function partnerDesktop(
  ctx: DomainContext,
  query: { partnerId?: number; errorPage: number; donePage: number; perPage: number },
  names: PartnerNames,
): Promise<PartnerJobDesktop> {
  const groups = await desktopJobs(ctx.trx, { kind: 'partner', partnerId: query.partnerId }, query);
  const all = [...groups.running, ...groups.pending, ...groups.held, ...groups.error, ...groups.done];
  const named = await names([...new Set(all.map((j) => j.partnerId ?? 0))]);
  const present = (jobs: typeof all) =>
    jobs.map((j) => presentJob(ctx.locale, j, named.get(j.partnerId ?? 0)));
  return {
    running: present(groups.running),
    pending: present(groups.pending),
    held: present(groups.held),
    error: present(groups.error),
    done: present(groups.done),
    errorTotal: groups.errorTotal,
    doneTotal: groups.doneTotal,
  };
}

/**
 * Adds a pending job of a task (SPEC §7): the job row and its outbox row in one transaction. 404
 * partner_task_not_found; 409 pending_job_exists while the task has a pending job (the partial unique
 * index decides between racing adds); 409 held_job_exists while a run of the task waits for review.
 */
export async function addPartnerJob(
  ctx: DomainContext,
  taskId: number,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  // One statement (the task read, the job, its outbox row and first line): no transaction of its own.
  const { job, id, heldId } = await insertTaskJob(ctx.trx, taskId, {
    maxAttempts,
    firstLine: addedLine(ctx.actor),
  });
  if (!job) throw new AppError('partner_task_not_found');
  if (heldId !== null) throw new AppError('held_job_exists', { id: heldId });
  if (id === null) throw new AppError('pending_job_exists');
  return {
    id,
    events: [jobChanged({ ...job, id, taskId, partnerId: job.partnerId ?? null }, 'pending')],
  };
}

/**
 * Queues a job of each of a partner's tasks whose method is listed, in the list's order (the demo
 * partner's first import). A task that already has a pending job, or a held one, is skipped.
 */
export async function startPartnerJobs(
  ctx: DomainContext,
  request: { partnerId: number; methodNames: readonly string[] },
  maxAttempts: number,
): Promise<{ jobIds: number[]; events: JobChangedEvent[]; skipped: string[] }> {
  const tasks = await tasksOfPartner(ctx.trx, request.partnerId);
  const jobIds: number[] = [];
  const events: JobChangedEvent[] = [];
  const skipped: string[] = [];
  for (const method of request.methodNames)
    for (const task of tasks.filter((t) => t.methodName === method)) {
      try {
        const added = await addPartnerJob(ctx, task.id, maxAttempts);
        jobIds.push(added.id);
        events.push(...added.events);
      } catch (error) {
        if (!(error instanceof AppError && ['pending_job_exists', 'held_job_exists'].includes(error.key)))
          throw error;
        skipped.push(method);
      }
    }
  return { jobIds, events, skipped };
}

/** Deletes a pending partner job, or asks a running one to stop (404 partner_job_not_found, running_partner_job_not_found for a finished one). */
export const deletePartnerJob = (ctx: DomainContext, id: number) =>
  deleteDesktopJob(ctx, id, 'partner', {
    notFound: 'partner_job_not_found',
    finished: 'running_partner_job_not_found',
  });

/** A partner job's log (404 partner_job_not_found). */
export const partnerJobLog = (ctx: DomainContext, id: number) =>
  desktopJobLog(ctx, id, 'partner', 'partner_job_not_found');
