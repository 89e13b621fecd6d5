import type { JobKind, JobStatus } from '@feedhub/contracts';
import { queriesOn, type Knex } from '@feedhub/db';
import { Job } from '@feedhub/jobs';
import { SCHEMA } from '../schema';

/** Which jobs a desktop shows: one kind, optionally one partner's. */
export interface DesktopFilter {
  kind: JobKind;
  partnerId?: number;
}

/** A job of a kind by id (undefined for an unknown id or a job of another kind), locked when asked. */
export async function jobOfKind(
  trx: Knex,
  id: number,
  kind: JobKind,
  lock = false,
): Promise<Job | undefined> {
  const q = Job.query(trx).where({ id, kind });
  if (lock) q.forUpdate();
  return q.first();
}

/** Which of these jobs have error rows in their log. */
export async function jobsWithErrorLines(trx: Knex, jobIds: readonly number[]): Promise<Set<number>> {
  if (!jobIds.length) return new Set();
  const rows = (await trx(`${SCHEMA}.job_logs`)
    .whereIn('job_id', jobIds)
    .where('type', 'error')
    .distinct('job_id')) as { job_id: number }[];
  return new Set(rows.map((r) => r.job_id));
}

/**
 * A desktop's jobs (partner, export): every running, pending and held one (held: oldest held first),
 * a page of error and of done ones, newest first.
 */
export async function desktopJobs(
  trx: Knex,
  filter: DesktopFilter,
  pages: { errorPage: number; donePage: number; perPage: number },
): Promise<Record<JobStatus, Job[]> & { errorTotal: number; doneTotal: number }> {
  const base = () => {
    const q = Job.query(trx).withGraphJoined('task').where('jobs.kind', filter.kind);
    if (filter.partnerId !== undefined) q.where('jobs.partner_id', filter.partnerId);
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
    const q = trx(`${SCHEMA}.jobs`).where({ kind: filter.kind, status });
    if (filter.partnerId !== undefined) q.where('partner_id', filter.partnerId);
    const row = (await q.count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  };
  // Only imports are held: the other kinds' desktops read no held group.
  const held = async () =>
    filter.kind === 'partner'
      ? base().where('jobs.status', 'held').orderBy('jobs.held_at').orderBy('jobs.id')
      : [];
  const [running, pending, heldJobs, error, done, errorTotal, doneTotal] = await queriesOn(trx, [
    () => base().where('jobs.status', 'running').orderBy('jobs.id'),
    () => base().where('jobs.status', 'pending').orderBy('jobs.created_at').orderBy('jobs.id'),
    () => held(),
    () => finished('error', pages.errorPage),
    () => finished('done', pages.donePage),
    () => count('error'),
    () => count('done'),
  ]);
  return { running, pending, held: heldJobs, error, done, errorTotal, doneTotal };
}
