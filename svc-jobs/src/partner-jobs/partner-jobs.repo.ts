import type { Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { taskKey, type NewJob } from '../jobs/jobs.repo';
import { SCHEMA } from '../schema';

const TASKS = `${SCHEMA}.partner_tasks`;

/** The new job of a task (what it copies from the task), or undefined for an unknown task. */
export async function taskJob(trx: Knex, taskId: number): Promise<NewJob | undefined> {
  const row = (await trx(TASKS).where('id', taskId).first('id', 'partner_id', 'method_name', 'queue')) as
    { id: number; partner_id: number; method_name: string; queue: Queue } | undefined;
  return (
    row &&
    newTaskJob({ id: row.id, partnerId: row.partner_id, methodName: row.method_name, queue: row.queue })
  );
}

/** A partner task's job. */
export const newTaskJob = (task: {
  id: number;
  partnerId: number;
  methodName: string;
  queue: Queue;
}): NewJob => ({
  kind: 'partner',
  taskId: task.id,
  partnerId: task.partnerId,
  methodName: task.methodName,
  queue: task.queue,
  concurrencyKey: taskKey(task.id),
});
