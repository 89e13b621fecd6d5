import type { Queue, TaskMethod } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { FIRES, SYSTEM_FIRES, TASKS } from './tables';

/** A partner task with a schedule, as the scheduler reads it. */
export interface ScheduledTask {
  id: number;
  partner_id: number;
  method_name: TaskMethod;
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

/** The fire rows of partner tasks (by task id) and of system schedules (by method name). */
const FIRE_ROWS = {
  task: { table: FIRES, column: 'task_id' },
  system: { table: SYSTEM_FIRES, column: 'method_name' },
} as const;

/** Whose slot fired: a partner task's or a system schedule's. */
export type FireOf = keyof typeof FIRE_ROWS;

/**
 * Records that a slot fired (unique per task or method and slot); false when it was recorded
 * already (another replica, or an earlier pass, fired it).
 */
export async function recordFire(
  trx: Knex,
  of: FireOf,
  key: number | string,
  fireAt: Date,
): Promise<boolean> {
  const { table, column } = FIRE_ROWS[of];
  const fire = (await trx.raw(
    `insert into ?? (??, fire_at) values (?, ?) on conflict do nothing returning ??`,
    [table, column, key, fireAt, column],
  )) as { rows: unknown[] };
  return fire.rows.length > 0;
}

/** Names the job a slot queued. */
export async function setFireJob(
  trx: Knex,
  of: FireOf,
  key: number | string,
  fireAt: Date,
  jobId: number,
): Promise<void> {
  const { table, column } = FIRE_ROWS[of];
  await trx(table)
    .where({ [column]: key, fire_at: fireAt })
    .update({ job_id: jobId });
}

/** Deletes fire rows (partner tasks' or system schedules') older than `olderThanMs`. */
export async function pruneFires(knex: Knex, of: FireOf, olderThanMs: number): Promise<void> {
  await knex(FIRE_ROWS[of].table)
    .where('fire_at', '<', knex.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
    .delete();
}
