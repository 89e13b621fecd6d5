import { queriesOn } from '@feedhub/db';
import {
  JOB_KINDS,
  JOB_KIND_VIEWERS,
  QUEUES,
  DECLARED_JOBS,
  WILDCARD_PERMISSION,
  type HorizonFailedQuerySchema,
  type HorizonStats,
  type JobChangedEvent,
  type JobKind,
  type JobLogRow,
  type JobSummary,
  type ListPage,
  type Queue,
} from '@feedhub/contracts';
import {
  countLog,
  insertPendingJob,
  type Job,
  jobById,
  jobChanged,
  jobForUpdate,
  newJobOf,
  logOf,
  markRetried,
  type NewJob,
  pausedQueues,
  republishQueue,
  setQueuePaused,
} from '@feedhub/jobs';
import { AppError, inTransaction, type Actor, type DomainContext } from '@feedhub/service-kit';
import type { z } from 'zod';
import { presentJobSummary } from '../jobs/job-summary.presenter';
import { LOG_LINES_SHOWN } from '../jobs/job-desktop.domain';
import { presentLogLine } from '../jobs/job-desktop.presenter';
import type { PartnerNames } from '../jobs/partner-names';
import { taskJob } from '../partner-jobs/partner-jobs.repo';
import {
  finishedPerMinute,
  pageFailedJobs,
  queueCounts,
  queueTimes,
  recentWorkers,
  runningJobs,
} from './horizon.repo';

/** The dashboard's figures: queues, throughput over the last hour, the worker pools. */
export async function horizonStats(ctx: DomainContext): Promise<HorizonStats> {
  const [counts, times, paused, series, workers] = await queriesOn(ctx.trx, [
    () => queueCounts(ctx.trx),
    () => queueTimes(ctx.trx),
    () => pausedQueues(ctx.trx),
    () => finishedPerMinute(ctx.trx),
    () => recentWorkers(ctx.trx),
  ]);
  const recentJobs = series.reduce((n, m) => n + m.completed + m.failed, 0);
  return {
    queues: QUEUES.map((name) => ({
      name,
      pending: counts[name].pending,
      running: counts[name].running,
      paused: paused.has(name),
      waitP50Ms: times[name].waitP50,
      waitP95Ms: times[name].waitP95,
      runtimeP50Ms: times[name].runP50,
      runtimeP95Ms: times[name].runP95,
    })),
    jobsPerMinute: Math.round((recentJobs / 60) * 100) / 100,
    recentJobs,
    failedJobs: series.reduce((n, m) => n + m.failed, 0),
    workers: workers.map((w) => ({ ...w, lastSeenAt: w.lastSeenAt.toISOString() })),
    series: series.map((m) => ({ minute: m.minute.toISOString(), completed: m.completed, failed: m.failed })),
  };
}

/** Summaries of jobs with their partners' names. */
async function summaries(ctx: DomainContext, jobs: Job[], names: PartnerNames): Promise<JobSummary[]> {
  const named = await names([...new Set(jobs.flatMap((j) => (j.partnerId === null ? [] : [j.partnerId])))]);
  return jobs.map((j) =>
    presentJobSummary(ctx.locale, j, j.partnerId === null ? undefined : named.get(j.partnerId)),
  );
}

/** Failed jobs, newest first, paged. */
export async function failedJobs(
  ctx: DomainContext,
  query: z.infer<typeof HorizonFailedQuerySchema>,
  names: PartnerNames,
): Promise<ListPage<JobSummary>> {
  const page = await pageFailedJobs(ctx.trx, query);
  return { rows: await summaries(ctx, page.rows, names), total: page.total };
}

/** The kinds of job a user may see (DESIGN §4: partner jobs with partnerDesktop, exports with exportDesktop, all with horizon). */
export function visibleKinds(actor: Actor | null): JobKind[] {
  const held = new Set(actor?.permissions ?? []);
  if (held.has(WILDCARD_PERMISSION)) return [...JOB_KINDS];
  return JOB_KINDS.filter((kind) => JOB_KIND_VIEWERS[kind].some((p) => held.has(p)));
}

/** Running jobs the caller may see (the home desktop's "running now"). */
export async function runningJobsOf(
  ctx: DomainContext,
  partnerId: number | undefined,
  names: PartnerNames,
): Promise<JobSummary[]> {
  return summaries(ctx, await runningJobs(ctx.trx, visibleKinds(ctx.actor), partnerId), names);
}

/** The new job that runs a failed one again: the same task, export or system method. */
async function retryOf(ctx: DomainContext, job: Job): Promise<NewJob> {
  if (job.kind === 'partner') {
    const task = job.taskId === null ? undefined : await taskJob(ctx.trx, job.taskId);
    if (!task) throw new AppError('partner_task_not_found');
    return task;
  }
  const declaration = DECLARED_JOBS.find((d) => d.kind === job.kind && d.method === job.methodName);
  if (declaration)
    return newJobOf(declaration, { partnerId: job.partnerId, params: job.params, queue: job.queue });
  return {
    kind: job.kind,
    methodName: job.methodName,
    queue: job.queue,
    concurrencyKey: job.concurrencyKey,
    params: job.params,
  };
}

/**
 * Retry from the dashboard: a new pending job of the same task or kind (the failed one stays as it
 * ended, marked with the new job's id). Exactly once per failed job, however many retries arrive at
 * once. 404 job_not_found, 409 job_not_failed for a job that did not end in error, 409
 * job_already_retried for one retried before, 409 pending_job_exists while one waits, 409
 * held_job_exists while a run of the task waits for review.
 */
export async function retryJob(
  ctx: DomainContext,
  id: number,
  maxAttempts: number,
): Promise<{ id: number; events: JobChangedEvent[] }> {
  return inTransaction(ctx, async ({ trx }) => {
    const job = await jobForUpdate(trx, id);
    if (!job) throw new AppError('job_not_found', { id });
    if (job.status !== 'error') throw new AppError('job_not_failed', { id, status: job.status });
    // The row lock above makes retries of one job wait for each other: the first marks it, the rest see it.
    if (job.retriedAs !== null) throw new AppError('job_already_retried', { id, newId: job.retriedAs });
    const next = await retryOf({ ...ctx, trx }, job);
    const { id: newId, heldId } = await insertPendingJob(trx, next, {
      maxAttempts,
      firstLine: { type: 'info', key: 'job_retry_of', params: { id, user: ctx.actor?.username ?? '' } },
    });
    if (heldId !== null) throw new AppError('held_job_exists', { id: heldId });
    if (newId === null) throw new AppError('pending_job_exists');
    await markRetried(trx, id, newId);
    return {
      id: newId,
      events: [
        jobChanged(
          { ...next, id: newId, taskId: next.taskId ?? null, partnerId: next.partnerId ?? null },
          'pending',
        ),
      ],
    };
  });
}

/**
 * Pauses or resumes a queue (kept in PostgreSQL, so a restart keeps it). A paused queue's jobs stay
 * pending: claims refuse them. A resume publishes the ones whose work items were taken meanwhile.
 * Answers whether jobs were published.
 */
export async function setPaused(ctx: DomainContext, queue: Queue, paused: boolean): Promise<boolean> {
  return inTransaction(ctx, async ({ trx }) => {
    await setQueuePaused(trx, queue, paused, ctx.actor?.username ?? null);
    return paused ? false : (await republishQueue(trx, queue)) > 0;
  });
}

/**
 * The log of a job of any kind the caller may see (the dashboard's and the home desktop's links):
 * 404 job_not_found for an unknown job and for one of a kind the caller may not see.
 */
export async function jobLogOf(ctx: DomainContext, id: number): Promise<ListPage<JobLogRow>> {
  const job = await jobById(ctx.trx, id);
  if (!job || !visibleKinds(ctx.actor).includes(job.kind)) throw new AppError('job_not_found', { id });
  const rows = await logOf(ctx.trx, id, LOG_LINES_SHOWN);
  return { rows: rows.map((line) => presentLogLine(ctx.locale, line)), total: await countLog(ctx.trx, id) };
}
