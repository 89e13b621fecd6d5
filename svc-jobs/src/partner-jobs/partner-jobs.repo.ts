import type { JobStatus, Queue } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { Job } from '../jobs/jobs.model';
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

/** A partner job by id (undefined for an unknown id or a job of another kind). */
export async function partnerJobById(trx: Knex, id: number, lock = false): Promise<Job | undefined> {
  const q = Job.query(trx).where({ id, kind: 'partner' });
  if (lock) q.forUpdate();
  return q.first();
}

/** The partner desktop's jobs: every running and pending one, a page of error and of done ones, newest first. */
export async function desktopJobs(
  trx: Knex,
  partnerId: number | undefined,
  pages: { errorPage: number; donePage: number; perPage: number },
): Promise<Record<JobStatus, Job[]> & { errorTotal: number; doneTotal: number }> {
  const base = () => {
    const q = Job.query(trx).withGraphJoined('task').where('jobs.kind', 'partner');
    if (partnerId !== undefined) q.where('jobs.partner_id', partnerId);
    return q;
  };
  const finished = (status: 'error' | 'done', page: number) =>
    base()
      .where('jobs.status', status)
      .orderBy('jobs.finished_at', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(pages.perPage)
      .offset((page - 1) * pages.perPage);
  const count = async (status: 'error' | 'done') => {
    const q = trx(`${SCHEMA}.jobs`).where({ kind: 'partner', status });
    if (partnerId !== undefined) q.where('partner_id', partnerId);
    const row = (await q.count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  };
  const [running, pending, error, done, errorTotal, doneTotal] = await Promise.all([
    base().where('jobs.status', 'running').orderBy('jobs.id'),
    base().where('jobs.status', 'pending').orderBy('jobs.created_at').orderBy('jobs.id'),
    finished('error', pages.errorPage),
    finished('done', pages.donePage),
    count('error'),
    count('done'),
  ]);
  return { running, pending, error, done, errorTotal, doneTotal };
}
