import type { HeldJob, JobChangedEvent } from '@feedhub/contracts';
import { PG_ERRORS, pgErrorCode, type Knex } from '@feedhub/db';
import { translate } from '@feedhub/i18n';
import {
  type DecidedJob,
  decideHeldJob,
  HELD_NOTICE_KEY,
  type FirstLine,
  type HeldDecision,
  heldJobIdsBefore,
  type Job,
  jobChanged,
} from '@feedhub/jobs';
import { AppError, inTransaction, type DomainContext } from '@feedhub/service-kit';
import { deleteNoticesOfJob } from '../error-notices/error-notices.repo';
import { iso } from '../jobs/job-desktop.presenter';
import { jobOfKind } from '../jobs/job-desktop.repo';
import type { PartnerNames } from '../jobs/partner-names';

/** A job's status as a refusal names it, in the caller's language ("done", "valmis"). */
const statusName = (ctx: DomainContext, job: Job) =>
  translate(ctx.locale, 'jobs', `status_${job.status}`).toLowerCase();

/**
 * A held run's diff for the review screen (GET /api/partner-job/held/{id}): what it would change,
 * why it was held, and whose run it is. 404 partner_job_not_found for an unknown id or a job of
 * another kind; 409 job_not_held for a job that is not held.
 */
export async function heldJobOf(ctx: DomainContext, id: number, names: PartnerNames): Promise<HeldJob> {
  const job = await jobOfKind(ctx.trx, id, 'partner');
  if (!job) throw new AppError('partner_job_not_found', { id });
  if (job.status !== 'held' || !job.held)
    throw new AppError('job_not_held', { id, status: statusName(ctx, job) });
  const partnerId = job.partnerId ?? 0;
  const named = await names([partnerId]);
  return {
    ...job.held,
    jobId: job.id,
    partnerId,
    partnerName: named.get(partnerId) ?? null,
    methodName: job.methodName,
    methodTrans: translate(ctx.locale, 'jobs', `method_${job.methodName}`),
    heldAt: iso(job.heldAt) ?? iso(job.updatedAt) ?? '',
  };
}

/** The log line of a decision: who asked (a user), or the retention (the system). */
const decisionLine = (decision: HeldDecision, by: { user: string } | { days: number }): FirstLine =>
  'user' in by
    ? {
        type: 'info',
        key: decision === 'apply' ? 'job_apply_requested' : 'job_discard_requested',
        params: { user: by.user },
      }
    : { type: 'info', key: 'job_discard_expired', params: { days: by.days } };

/**
 * Moves a held job back to pending with its decision (a savepoint, so the one-pending index's
 * refusal leaves the caller's transaction usable) and removes its "waiting for review" notice.
 * Answers the job, undefined when it is not held (any more), or `pending` when its key has a
 * pending job already.
 */
async function decide(
  trx: Knex,
  id: number,
  decision: HeldDecision,
  logLine: FirstLine,
): Promise<DecidedJob | undefined | 'pending'> {
  try {
    const decided = await trx.transaction((inner) => decideHeldJob(inner, id, decision, logLine));
    if (decided) await deleteNoticesOfJob(trx, id, HELD_NOTICE_KEY);
    return decided;
  } catch (error) {
    if (pgErrorCode(error) === PG_ERRORS.uniqueViolation) return 'pending';
    throw error;
  }
}

/**
 * Records a user's Apply or Discard of a held run on its job (POST /api/partner-job/apply|discard/{id});
 * it does not apply it. One conditional statement moves the job back to pending with
 * `params.decision`, attempts reset, an outbox row and a log line naming the user; the catalog applies
 * the decision: its worker, on claim, merges the held run as it was read or drops it
 * (applyHeldDecision, svc-catalog/src/imports/held-run.ts). 404 partner_job_not_found; 409
 * job_not_held for a job that is not held (a second decision, concurrent ones: exactly one wins);
 * 409 pending_job_exists while the task has a pending job.
 */
export async function recordHeldDecision(
  ctx: DomainContext,
  id: number,
  decision: HeldDecision,
): Promise<{ events: JobChangedEvent[] }> {
  return inTransaction(ctx, async ({ trx }) => {
    const decided = await decide(
      trx,
      id,
      decision,
      decisionLine(decision, { user: ctx.actor?.username ?? '' }),
    );
    if (decided === 'pending') throw new AppError('pending_job_exists');
    if (decided) return { events: [jobChanged(decided, 'pending')] };
    const job = await jobOfKind(trx, id, 'partner');
    if (!job) throw new AppError('partner_job_not_found', { id });
    throw new AppError('job_not_held', { id, status: statusName(ctx, job) });
  });
}

/** Held jobs the retention turns into discard runs per pass (there are few: one per task at most, mostly). */
const EXPIRE_BATCH = 1000;

/**
 * The retention of held runs (the daily pruneJobs): a run held more than `days` days becomes a
 * discard run, as a discard by the system (line `job_discard_expired`). One whose task has a pending
 * job meanwhile waits for the next pass (the index allows one pending job per task).
 */
export async function expireHeldJobs(
  ctx: DomainContext,
  days: number,
): Promise<{ discarded: number; events: JobChangedEvent[] }> {
  const events: JobChangedEvent[] = [];
  for (const id of await heldJobIdsBefore(ctx.trx, days, EXPIRE_BATCH)) {
    const decided = await inTransaction(ctx, ({ trx }) =>
      decide(trx, id, 'discard', decisionLine('discard', { days })),
    );
    if (decided && decided !== 'pending') events.push(jobChanged(decided, 'pending'));
  }
  return { discarded: events.length, events };
}
