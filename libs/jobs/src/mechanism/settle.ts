import { NOTICE_TYPE_OF_KIND, type JobChangedEvent } from '@feedhub/contracts';
import { PG_ERRORS, pgErrorCode, type Knex } from '@feedhub/db';
import {
  appendLines,
  endJob,
  hasPendingJob,
  insertNotice,
  insertOutbox,
  jobById,
  pendingJobOfKey,
  requeueJob,
  type Job,
  type StoredMessage,
} from '../store';
import type { LogLine } from '../store/tables';

/** What a step of the mechanism changed: events to publish after commit, and whether the outbox has new rows. */
export interface Changes<T> {
  reply: T;
  events: JobChangedEvent[];
  enqueued: boolean;
}

export const line = (type: LogLine['type'], key: string, params: LogLine['params'] = {}): LogLine => ({
  type,
  key,
  params,
});

/** Ends a job in error: its last error, an error line and an error notice of its kind for the home desktop. */
export async function failJob(
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
export async function closingLines(trx: Knex, jobId: number, omitted?: number): Promise<void> {
  const count = omitted ?? (await jobById(trx, jobId))?.omittedWarnings ?? 0;
  if (count) await appendLines(trx, jobId, [line('info', 'job_warnings_omitted', { count })]);
}

/**
 * A job of the same key was refused as busy while this one ran and waits without a work item:
 * now that this one ended, publish it again (a fresh outbox row, so the queue does not drop it as a
 * duplicate). Answers whether an outbox row was written.
 */
export async function releaseWaiting(trx: Knex, job: Job): Promise<boolean> {
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
export async function retryOrFail(
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
