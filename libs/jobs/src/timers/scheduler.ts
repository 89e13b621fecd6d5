import { CronExpressionParser } from 'cron-parser';
import { pruneJobsJob, type JobChangedEvent } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { systemContext, type Logger } from '@feedhub/service-kit';
import { jobChanged } from '../mechanism/events';
import { startSystemJob, type SystemJob } from '../mechanism/system-job';
import { insertPendingJob, newTaskJob, pruneFires, recordFire, scheduledTasks, setFireJob } from '../store';

/** The system jobs that run on a schedule (read in the scheduler's time zone): pruning, daily at 03:30. */
export const SYSTEM_SCHEDULES: readonly { job: SystemJob; cron: string }[] = [
  { job: pruneJobsJob, cron: '30 3 * * *' },
];
/** Fire rows are kept this long (which slot fired which job), then pruned. */
const KEEP_FIRES_MS = 7 * 24 * 60 * 60 * 1000;

/** Name of the scheduler's leader lease on the bus. */
export const SCHEDULER_LEASE = 'jobs-scheduler';

/** How the scheduler fires. */
export interface ScheduleOptions {
  /** Slots older than this are not fired any more (after downtime, only the latest slot inside it fires). */
  catchUpMs: number;
  /** Time zone the five-field schedules are read in. */
  timezone: string;
  /** max_attempts of the jobs it creates. */
  maxAttempts: number;
  /**
   * Which of these partners are active (catalog owns partners; an inactive partner's imports do not
   * run on schedule). Null when that cannot be known now: nothing fires this pass, and the slot fires
   * on a later pass inside the catch-up window.
   */
  activePartners(ids: number[]): Promise<Set<number> | null>;
  /** Logger of the system jobs it queues. */
  log: Logger;
}

/** The latest time ≤ now a five-field schedule fires at, or null when it cannot be read. */
export function latestFire(cron: string, now: Date, timezone: string): Date | null {
  try {
    // cron-parser reads six fields (seconds first); prev() is strictly before currentDate.
    return CronExpressionParser.parse(`0 ${cron.trim()}`, {
      currentDate: new Date(now.getTime() + 1),
      tz: timezone,
    })
      .prev()
      .toDate();
  } catch {
    return null;
  }
}

/**
 * One scheduler pass (the leader runs it; DESIGN §4): for each active task of an active partner with a schedule, the latest
 * slot ≤ now inside the catch-up window and not before the task was saved is recorded in
 * schedule_fires (unique per task and slot: two replicas that both think they lead fire it once), and
 * only the replica that recorded it enqueues a job — unless the task has a pending job already, or a
 * held one (a run waiting for review: the slot is skipped and logged).
 */
export async function fireSchedules(
  knex: Knex,
  now: Date,
  options: ScheduleOptions,
): Promise<{ fired: number; events: JobChangedEvent[] }> {
  const tasks = await scheduledTasks(knex);
  const events: JobChangedEvent[] = [];
  const due = tasks.flatMap((task) => {
    const fireAt = latestFire(task.cron, now, options.timezone);
    if (!fireAt || now.getTime() - fireAt.getTime() > options.catchUpMs) return [];
    if (fireAt.getTime() < new Date(task.updated_at).getTime()) return [];
    return [{ task, fireAt }];
  });
  const active = due.length
    ? await options.activePartners([...new Set(due.map((d) => d.task.partner_id))])
    : null;
  for (const { task, fireAt } of due) {
    if (!active?.has(task.partner_id)) continue;
    const jobId = await knex.transaction(async (trx) => {
      if (!(await recordFire(trx, 'task', task.id, fireAt))) return null;
      const { id, heldId } = await insertPendingJob(
        trx,
        newTaskJob({
          id: task.id,
          partnerId: task.partner_id,
          methodName: task.method_name,
          queue: task.queue,
        }),
        {
          maxAttempts: options.maxAttempts,
          scheduledFor: fireAt,
          firstLine: { type: 'info', key: 'job_scheduled', params: { fireAt: fireAt.toISOString() } },
        },
      );
      if (heldId !== null) {
        // A run of the task waits for review: no new run until someone applies or discards it.
        options.log.info({ taskId: task.id, heldJobId: heldId, fireAt }, 'jobs: slot skipped, a run is held');
        return null;
      }
      if (id === null) return null; // a pending job exists: it serves this slot too
      await setFireJob(trx, 'task', task.id, fireAt, id);
      return id;
    });
    if (jobId !== null)
      events.push(
        jobChanged(
          {
            id: jobId,
            kind: 'partner',
            taskId: task.id,
            partnerId: task.partner_id,
            queue: task.queue,
            methodName: task.method_name,
          },
          'pending',
        ),
      );
  }
  events.push(...(await fireSystemSchedules(knex, now, options)));
  await pruneFires(knex, 'task', KEEP_FIRES_MS);
  return { fired: events.length, events };
}

/**
 * The system schedules' pass: the latest slot of each inside the catch-up window is recorded in
 * system_fires (once per slot, whichever replica) and the replica that recorded it queues the job,
 * unless one of the method is pending.
 */
async function fireSystemSchedules(
  knex: Knex,
  now: Date,
  options: ScheduleOptions,
): Promise<JobChangedEvent[]> {
  const events: JobChangedEvent[] = [];
  for (const schedule of SYSTEM_SCHEDULES) {
    const fireAt = latestFire(schedule.cron, now, options.timezone);
    if (!fireAt || now.getTime() - fireAt.getTime() > options.catchUpMs) continue;
    await knex.transaction(async (trx) => {
      if (!(await recordFire(trx, 'system', schedule.job.method, fireAt))) return;
      const started = await startSystemJob(
        systemContext(trx, options.log),
        schedule.job,
        options.maxAttempts,
        {
          scheduledFor: fireAt,
        },
      );
      if (!started) return;
      await setFireJob(trx, 'system', schedule.job.method, fireAt, started.id);
      events.push(...started.events);
    });
  }
  await pruneFires(knex, 'system', KEEP_FIRES_MS);
  return events;
}
