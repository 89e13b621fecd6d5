import {
  ClaimedPartnerJobSchema,
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
import { insertNotice } from '../error-notices/error-notices.repo';
import { partnerChanged } from '../work-queue/events';
import type { PartnerJob, StoredMessage } from './partner-jobs.model';
import {
  appendLines,
  claimJob,
  deleteJob,
  endJob,
  expiredJobForUpdate,
  expiredJobIds,
  extendLease,
  hasPendingJob,
  jobById,
  requeueJob,
  runningJobOf,
} from './partner-jobs.repo';

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

/** pending → running for a worker, with a lease (DESIGN §4); a refused claim is a duplicate delivery. */
export async function claimPartnerJob(
  ctx: DomainContext,
  request: z.infer<typeof JobClaimRequestSchema>,
): Promise<Changes<z.input<typeof JobClaimReplySchema>>> {
  return inTransaction(ctx, async ({ trx }) => {
    const row = await claimJob(trx, request.jobId, request.workerId, request.leaseMs);
    if (!row) {
      const exists = await jobById(trx, request.jobId);
      return {
        reply: { ok: false, reason: exists ? 'not_pending' : 'not_found' },
        events: [],
        enqueued: false,
      };
    }
    await appendLines(trx, row.id, [
      line('info', 'job_started', { attempt: row.attempts, maxAttempts: row.maxAttempts }),
    ]);
    const job = ClaimedPartnerJobSchema.parse({
      id: row.id,
      taskId: row.taskId,
      partnerId: row.partnerId,
      methodName: row.methodName,
      params: row.params,
      debug: row.debug,
      attempt: row.attempts,
    });
    return { reply: { ok: true, job }, events: [partnerChanged(row, 'running')], enqueued: false };
  });
}

/** A heartbeat: the lease is extended only for the worker that holds it; lines and counters are stored. */
export async function reportPartnerJob(
  ctx: DomainContext,
  request: z.infer<typeof JobReportRequestSchema>,
): Promise<z.infer<typeof JobReportReplySchema>> {
  return inTransaction(ctx, async ({ trx }) => {
    const held = await extendLeaseOf(trx, request);
    if (!held) return { lost: true, stop: false };
    await appendLines(trx, request.jobId, request.lines);
    return { lost: false, stop: held.stopRequested };
  });
}

const extendLeaseOf = (trx: Knex, request: z.infer<typeof JobReportRequestSchema>) =>
  extendLease(trx, request.jobId, request.workerId, request.leaseMs, request.progress);

/** Ends a job in error: its last error, an error line and an error notice for the home desktop. */
async function failJob(
  trx: Knex,
  job: PartnerJob,
  error: StoredMessage,
  options: { progress?: object; notice: boolean; logged?: boolean },
): Promise<void> {
  if (!options.logged) await appendLines(trx, job.id, [line('error', error.key, error.params)]);
  await closingLines(trx, job.id);
  await endJob(trx, job.id, 'error', { progress: options.progress, lastError: error });
  if (options.notice)
    await insertNotice(trx, { type: 'import', ...error, jobId: job.id, partnerId: job.partnerId });
}

/** The line that counts warnings over the cap, once the run ends. */
async function closingLines(trx: Knex, jobId: number): Promise<void> {
  const job = await jobById(trx, jobId);
  if (job?.omittedWarnings)
    await appendLines(trx, jobId, [line('info', 'job_warnings_omitted', { count: job.omittedWarnings })]);
}

/**
 * A run that ended without result (unexpected failure, lost worker): back to pending for another
 * attempt (with an outbox row), or error after the last attempt. When the task has another pending job
 * already (added while this one ran), that one replaces this run: it ends in error as superseded.
 */
async function retryOrFail(
  trx: Knex,
  job: PartnerJob,
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
    return { status: 'error', enqueued: false };
  }
  const superseded = async () => {
    await appendLines(trx, job.id, [line('error', cause.key, cause.params), line('info', 'job_superseded')]);
    await endJob(trx, job.id, 'error', { progress, lastError: { key: 'job_superseded', params: {} } });
    return { status: 'error' as const, enqueued: false };
  };
  if (await hasPendingJob(trx, job.taskId, job.id)) return superseded();
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

/** The run ended (fenced by the worker id): done, error (with a notice), stopped (row removed) or retry. */
export async function finishPartnerJob(
  ctx: DomainContext,
  request: z.infer<typeof JobFinishRequestSchema>,
): Promise<Changes<{ ok: boolean }>> {
  return inTransaction(ctx, async ({ trx }) => {
    const job = await runningJobOf(trx, request.jobId, request.workerId);
    if (!job) return { reply: { ok: false }, events: [], enqueued: false };
    await appendLines(trx, job.id, request.lines);
    const { progress } = request;
    switch (request.outcome) {
      case 'done':
        await appendLines(trx, job.id, [line('info', 'job_done')]);
        await closingLines(trx, job.id);
        await endJob(trx, job.id, 'done', { progress, lastError: null });
        return { reply: { ok: true }, events: [partnerChanged(job, 'done')], enqueued: false };
      case 'error': {
        const error = request.error ?? { key: 'job_failed', params: {} };
        // The worker may have logged the failure itself (a feed error with its position).
        const logged = request.lines.some((l) => l.type === 'error' && l.key === error.key);
        await failJob(trx, job, error, { progress, notice: true, logged });
        return { reply: { ok: true }, events: [partnerChanged(job, 'error')], enqueued: false };
      }
      case 'stopped':
        await deleteJob(trx, job.id);
        return { reply: { ok: true }, events: [partnerChanged(job, 'deleted')], enqueued: false };
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
          events: [partnerChanged(job, outcome.status)],
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
        events.push(partnerChanged(job, 'deleted'));
        return;
      }
      const outcome = await retryOrFail(
        trx,
        job,
        { key: 'job_lease_expired', params: { attempt: job.attempts } },
        line('error', 'job_worker_lost', { attempt: job.attempts }),
      );
      enqueued ||= outcome.enqueued;
      events.push(partnerChanged(job, outcome.status));
    });
  }
  return { events, enqueued, count: events.length };
}
