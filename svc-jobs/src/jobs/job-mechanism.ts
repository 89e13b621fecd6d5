import {
  ClaimedJobSchema,
  NOTICE_TYPE_OF_KIND,
  type JobChangedEvent,
  type JobClaimReplySchema,
  type JobClaimRequestSchema,
  type JobFinishRequestSchema,
  type JobLogInputSchema,
  type JobReportReplySchema,
  type JobReportRequestSchema,
} from '@feedhub/contracts';
import { PG_ERRORS, pgErrorCode, type Knex } from '@feedhub/db';
import { inTransaction, type DomainContext } from '@feedhub/service-kit';
import type { z } from 'zod';
import { HELD_NOTICE_KEY, insertNotice } from '../error-notices/error-notices.repo';
import { jobChanged } from './job-events';
import type { Job, StoredMessage } from './jobs.model';
import {
  appendLines,
  claimJob,
  deleteJob,
  endJob,
  endRunningJobDone,
  expiredJobForUpdate,
  expiredJobIds,
  extendLease,
  hasPendingJob,
  holdJob,
  insertOutbox,
  jobById,
  pendingJobOfKey,
  requeueJob,
  runningJobOf,
} from './jobs.repo';

type LogLine = z.output<typeof JobLogInputSchema>;

/** What a step of the mechanism changed: events to publish after commit, and whether the outbox has new rows. */
export interface Changes<T> {
  reply: T;
  events: JobChangedEvent[];
  enqueued: boolean;
}

const line = (type: LogLine['type'], key: string, params: LogLine['params'] = {}): LogLine => ({
  type,
  key,
  params,
});

/**
 * pending → running for a worker, with a lease and a fencing token (DESIGN §4). Refusals: a
 * duplicate delivery (not pending, gone), a paused queue, or another job of the same task / export /
 * system method running (`busy`); the last two stay pending and are published again when the way is
 * clear (resume, the running job's end).
 */
export async function claimJobFor(
  ctx: DomainContext,
  request: z.infer<typeof JobClaimRequestSchema>,
): Promise<Changes<z.input<typeof JobClaimReplySchema>>> {
  // One statement (the update and its `job_started` line): no transaction of its own.
  const claimed = await claimJob(ctx.trx, request.jobId, request.workerId, request.leaseMs);
  if ('refused' in claimed)
    return { reply: { ok: false, reason: claimed.refused }, events: [], enqueued: false };
  const { row } = claimed;
  const job = ClaimedJobSchema.parse({ ...row, attempt: row.attempts });
  return { reply: { ok: true, job }, events: [jobChanged(row, 'running')], enqueued: false };
}

/** A heartbeat: the lease is extended only for the worker that holds it; lines and counters are stored. */
export async function reportJob(
  ctx: DomainContext,
  request: z.infer<typeof JobReportRequestSchema>,
): Promise<Changes<z.infer<typeof JobReportReplySchema>>> {
  return inTransaction(ctx, async ({ trx }) => {
    const held = await extendLease(trx, request.jobId, request.workerId, request.leaseMs, request.progress);
    if (!held) return { reply: { lost: true, stop: false }, events: [], enqueued: false };
    await appendLines(trx, request.jobId, request.lines);
    const events = request.progress ? [jobChanged(held.job, 'running', request.progress)] : [];
    return { reply: { lost: false, stop: held.stopRequested }, events, enqueued: false };
  });
}

/** Ends a job in error: its last error, an error line and an error notice of its kind for the home desktop. */
async function failJob(
  trx: Knex,
  job: Job,
  error: StoredMessage,
  options: { progress?: object; notice: boolean; logged?: boolean },
): Promise<void> {
  if (!options.logged) await appendLines(trx, job.id, [line('error', error.key, error.params)]);
  await closingLines(trx, job.id);
  await endJob(trx, job.id, 'error', { progress: options.progress, lastError: error });
  if (options.notice)
    await insertNotice(trx, {
      type: NOTICE_TYPE_OF_KIND[job.kind],
      ...error,
      jobId: job.id,
      partnerId: job.partnerId,
    });
}

/** The line that counts warnings over the cap, once the run ends (`omitted`: the job's count, if known). */
async function closingLines(trx: Knex, jobId: number, omitted?: number): Promise<void> {
  const count = omitted ?? (await jobById(trx, jobId))?.omittedWarnings ?? 0;
  if (count) await appendLines(trx, jobId, [line('info', 'job_warnings_omitted', { count })]);
}

/**
 * A job of the same key was refused as busy while this one ran and waits without a work item:
 * now that this one ended, publish it again (a fresh outbox row, so the queue does not drop it as a
 * duplicate). Answers whether an outbox row was written.
 */
async function releaseWaiting(trx: Knex, job: Job): Promise<boolean> {
  const waiting = await pendingJobOfKey(trx, job.concurrencyKey);
  if (!waiting || waiting.id === job.id || waiting.queuedAt) return false;
  await insertOutbox(trx, waiting, waiting.attempts + 1);
  return true;
}

/**
 * A run that ended without result (unexpected failure, lost worker): back to pending for another
 * attempt (with an outbox row), or error after the last attempt. When its key has another pending job
 * already (added while this one ran), that one replaces this run: it ends in error as superseded.
 */
async function retryOrFail(
  trx: Knex,
  job: Job,
  cause: StoredMessage,
  retryLine: LogLine,
  progress?: object,
): Promise<{ status: 'pending' | 'error'; enqueued: boolean }> {
  if (job.attempts >= job.maxAttempts) {
    await appendLines(trx, job.id, [
      line('error', cause.key, cause.params),
      line('info', 'job_attempts_exhausted', { attempts: job.attempts }),
    ]);
    await failJob(trx, job, cause, { progress, notice: true, logged: true });
    return { status: 'error', enqueued: await releaseWaiting(trx, job) };
  }
  const superseded = async () => {
    await appendLines(trx, job.id, [line('error', cause.key, cause.params), line('info', 'job_superseded')]);
    await endJob(trx, job.id, 'error', { progress, lastError: { key: 'job_superseded', params: {} } });
    return { status: 'error' as const, enqueued: await releaseWaiting(trx, job) };
  };
  if (await hasPendingJob(trx, job.concurrencyKey, job.id)) return superseded();
  try {
    // A savepoint: an add racing past the check above trips the one-pending index, not this transaction.
    await trx.transaction((inner) => requeueJob(inner, job, { progress, lastError: cause }));
  } catch (error) {
    if (pgErrorCode(error) !== PG_ERRORS.uniqueViolation) throw error;
    return superseded();
  }
  await appendLines(trx, job.id, [retryLine]);
  return { status: 'pending', enqueued: true };
}

/**
 * A finish for a job that is not running for this worker: ok when this very finish was applied
 * before (its answer was lost and the worker sent it again), recognised by worker id, fencing
 * token and outcome.
 */
async function answeredBefore(trx: Knex, request: z.infer<typeof JobFinishRequestSchema>): Promise<boolean> {
  const ended = await jobById(trx, request.jobId);
  return (
    ended !== undefined &&
    request.fence !== undefined &&
    ended.workerId === request.workerId &&
    Number(ended.fence) === request.fence &&
    (request.outcome === 'done' || request.outcome === 'error'
      ? ended.status === request.outcome
      : request.outcome === 'held'
        ? ended.heldAt !== null
        : ended.status !== 'running')
  );
}

/**
 * An import the guard stopped before it merged (outcome held): the job waits in status held (lease
 * cleared, not finished) with its diff, a `job_held` line with the counts, and an error notice saying
 * the run waits for review; a job of the same key refused as busy meanwhile is published. Only a
 * partner job's run with its diff is held: anything else ends in error (`job_held_without_diff`).
 */
async function holdRun(
  trx: Knex,
  job: Job,
  request: z.infer<typeof JobFinishRequestSchema>,
  omitted: number,
): Promise<Changes<{ ok: boolean }>> {
  const { progress, held } = request;
  if (job.kind !== 'partner' || !held) {
    await failJob(trx, job, { key: 'job_held_without_diff', params: {} }, { progress, notice: true });
    const enqueued = await releaseWaiting(trx, job);
    return { reply: { ok: true }, events: [jobChanged(job, 'error', progress)], enqueued };
  }
  await appendLines(trx, job.id, [line('info', 'job_held', { ...held.counts })]);
  await closingLines(trx, job.id, omitted);
  await holdJob(trx, job.id, { held, progress });
  await insertNotice(trx, {
    type: NOTICE_TYPE_OF_KIND[job.kind],
    key: HELD_NOTICE_KEY,
    params: { id: job.id },
    jobId: job.id,
    partnerId: job.partnerId,
  });
  const enqueued = await releaseWaiting(trx, job);
  return { reply: { ok: true }, events: [jobChanged(job, 'held', progress)], enqueued };
}

/**
 * The run ended (fenced by the worker id and, when sent, the claim's token): done, error (with a
 * notice), stopped (row removed), retry, or held (the import guard's: it waits for a decision).
 * Idempotent: a finish sent again because its answer was lost finds the job ended by this
 * worker with this fencing token and answers ok without changing anything.
 */
export async function finishJob(
  ctx: DomainContext,
  request: z.infer<typeof JobFinishRequestSchema>,
): Promise<Changes<{ ok: boolean }>> {
  // The common end (done, no skipped-record warnings to cap) is one statement; the rest below.
  if (request.outcome === 'done' && !request.lines.some((l) => l.type === 'warning')) {
    const ended = await endRunningJobDone(ctx.trx, request, [...request.lines, line('info', 'job_done')]);
    if (!ended) return { reply: { ok: await answeredBefore(ctx.trx, request) }, events: [], enqueued: false };
    return {
      reply: { ok: true },
      events: [jobChanged(ended.job, 'done', request.progress)],
      enqueued: ended.released,
    };
  }
  return inTransaction(ctx, async ({ trx }) => {
    const job = await runningJobOf(trx, request.jobId, request.workerId, request.fence);
    if (!job) return { reply: { ok: await answeredBefore(trx, request) }, events: [], enqueued: false };
    const omitted = job.omittedWarnings + (await appendLines(trx, job.id, request.lines));
    const { progress } = request;
    switch (request.outcome) {
      case 'done': {
        await appendLines(trx, job.id, [line('info', 'job_done')]);
        await closingLines(trx, job.id, omitted);
        await endJob(trx, job.id, 'done', { progress, lastError: null });
        const enqueued = await releaseWaiting(trx, job);
        return { reply: { ok: true }, events: [jobChanged(job, 'done', progress)], enqueued };
      }
      case 'error': {
        const error = request.error ?? { key: 'job_failed', params: {} };
        // The worker may have logged the failure itself (a feed error with its position).
        const logged = request.lines.some((l) => l.type === 'error' && l.key === error.key);
        await failJob(trx, job, error, { progress, notice: true, logged });
        const enqueued = await releaseWaiting(trx, job);
        return { reply: { ok: true }, events: [jobChanged(job, 'error', progress)], enqueued };
      }
      case 'stopped': {
        await deleteJob(trx, job.id);
        const enqueued = await releaseWaiting(trx, job);
        return { reply: { ok: true }, events: [jobChanged(job, 'deleted')], enqueued };
      }
      case 'held':
        return holdRun(trx, job, request, omitted);
      case 'retry': {
        const cause = request.error ?? { key: 'job_failed', params: {} };
        const outcome = await retryOrFail(
          trx,
          job,
          cause,
          line('error', 'job_retry', { attempt: job.attempts }),
          progress,
        );
        return {
          reply: { ok: true },
          events: [jobChanged(job, outcome.status, progress)],
          enqueued: outcome.enqueued,
        };
      }
    }
  });
}

/**
 * The lease sweeper: running jobs whose worker stopped reporting go back to pending (another
 * attempt) or to error after the last one; a job asked to stop is removed.
 */
export async function sweepExpiredLeases(
  ctx: DomainContext,
): Promise<Omit<Changes<number>, 'reply'> & { count: number }> {
  const events: JobChangedEvent[] = [];
  let enqueued = false;
  for (const id of await expiredJobIds(ctx.trx)) {
    await inTransaction(ctx, async ({ trx }) => {
      const job = await expiredJobForUpdate(trx, id);
      if (!job) return;
      if (job.stopRequested) {
        await deleteJob(trx, job.id);
        enqueued = (await releaseWaiting(trx, job)) || enqueued;
        events.push(jobChanged(job, 'deleted'));
        return;
      }
      const outcome = await retryOrFail(
        trx,
        job,
        { key: 'job_lease_expired', params: { attempt: job.attempts } },
        line('error', 'job_worker_lost', { attempt: job.attempts }),
      );
      enqueued ||= outcome.enqueued;
      events.push(jobChanged(job, outcome.status));
    });
  }
  return { events, enqueued, count: events.length };
}
