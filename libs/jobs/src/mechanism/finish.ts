import { NOTICE_TYPE_OF_KIND, type JobFinishRequestSchema } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { inTransaction, type DomainContext } from '@feedhub/service-kit';
import type { z } from 'zod';
import {
  HELD_NOTICE_KEY,
  appendLines,
  deleteJob,
  endJob,
  endRunningJobDone,
  holdJob,
  insertNotice,
  jobById,
  runningJobOf,
  type Job,
} from '../store';
import { jobChanged } from './events';
import { closingLines, failJob, line, releaseWaiting, retryOrFail, type Changes } from './settle';

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
