import type { Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { FIRES, SYSTEM_FIRES, TASKS } from './tables';

/** A partner task with a schedule, as the scheduler reads it. */
export interface ScheduledTask {
  id: number;
  partner_id: number;
  method_name: string;
  queue: Queue;
  cron: string;
  updated_at: Date | string;
}

/** The active partner tasks that have a schedule. */
export async function scheduledTasks(knex: Knex): Promise<ScheduledTask[]> {
  return (await knex(TASKS)
    .where('is_active', true)
    .whereNotNull('cron')
    .select('id', 'partner_id', 'method_name', 'queue', 'cron', 'updated_at')) as ScheduledTask[];
}

/**
 * Records that a task's slot fired (unique per task and slot); false when it was recorded already
 * (another replica, or an earlier pass, fired it).
 */
export async function recordTaskFire(trx: Knex, taskId: number, fireAt: Date): Promise<boolean> {
  const fire = (await trx.raw(
    `insert into ?? (task_id, fire_at) values (?, ?) on conflict do nothing returning task_id`,
    [FIRES, taskId, fireAt],
  )) as { rows: unknown[] };
  return fire.rows.length > 0;
}

/** Names the job a task's slot queued. */
export async function setTaskFireJob(trx: Knex, taskId: number, fireAt: Date, jobId: number): Promise<void> {
  await trx(FIRES).where({ task_id: taskId, fire_at: fireAt }).update({ job_id: jobId });
}

/** Records that a system schedule's slot fired (once per slot); false when it was recorded already. */
export async function recordSystemFire(trx: Knex, methodName: string, fireAt: Date): Promise<boolean> {
  const fire = (await trx.raw(
    `insert into ?? (method_name, fire_at) values (?, ?) on conflict do nothing returning method_name`,
    [SYSTEM_FIRES, methodName, fireAt],
  )) as { rows: unknown[] };
  return fire.rows.length > 0;
}

/** Names the job a system schedule's slot queued. */
export async function setSystemFireJob(
  trx: Knex,
  methodName: string,
  fireAt: Date,
  jobId: number,
): Promise<void> {
  await trx(SYSTEM_FIRES).where({ method_name: methodName, fire_at: fireAt }).update({ job_id: jobId });
}

/** Deletes fire rows of one table (partner tasks' or system schedules') older than `olderThanMs`. */
export async function pruneFires(knex: Knex, of: 'task' | 'system', olderThanMs: number): Promise<void> {
  await knex(of === 'task' ? FIRES : SYSTEM_FIRES)
    .where('fire_at', '<', knex.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
    .delete();
}
