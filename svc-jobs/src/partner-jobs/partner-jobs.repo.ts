import type { Queue, TaskMethod } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { newTaskJob, type NewJob } from '@feedhub/jobs';
import { SCHEMA } from '../schema';

const TASKS = `${SCHEMA}.partner_tasks`;

/** The new job of a task (what it copies from the task), or undefined for an unknown task. */
export async function taskJob(trx: Knex, taskId: number): Promise<NewJob | undefined> {
  const row = (await trx(TASKS).where('id', taskId).first('id', 'partner_id', 'method_name', 'queue')) as
    { id: number; partner_id: number; method_name: TaskMethod; queue: Queue } | undefined;
  return (
    row &&
    newTaskJob({ id: row.id, partnerId: row.partner_id, methodName: row.method_name, queue: row.queue })
  );
}
