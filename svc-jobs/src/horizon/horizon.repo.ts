import {
  QUEUES,
  type HorizonFailedQuerySchema,
  type JobKind,
  type ListPage,
  type Queue,
} from '@feedhub/contracts';
import { queriesOn, type Knex } from '@feedhub/db';
import { Job } from '@feedhub/jobs';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import type { z } from 'zod';
import { SCHEMA } from '../schema';

const JOBS = `${SCHEMA}.jobs`;
const WORKERS = `${SCHEMA}.workers`;
/** Worker pools seen within this long are listed. */
const WORKERS_SHOWN_MS = 10 * 60 * 1000;

type FailedQuery = z.infer<typeof HorizonFailedQuerySchema>;

/** Pending and running counts per queue. */
export async function queueCounts(knex: Knex): Promise<Record<Queue, { pending: number; running: number }>> {
  const rows = (await knex(JOBS)
    .whereIn('status', ['pending', 'running'])
    .groupBy('queue', 'status')
    .select('queue', 'status')
    .count({ n: '*' })) as { queue: Queue; status: 'pending' | 'running'; n: number | string }[];
  const counts = Object.fromEntries(QUEUES.map((q) => [q, { pending: 0, running: 0 }])) as Record<
    Queue,
    { pending: number; running: number }
  >;
  for (const r of rows) if (counts[r.queue]) counts[r.queue][r.status] = Number(r.n);
  return counts;
}

/**
 * p50 and p95 per queue, in ms, of waits (started − added) and run times (finished − started) over
 * the last hour. A held run's decision run (`params.decision`) is left out of the waits: it was added
 * when its first run was, and waited for a person, not for the queue.
 */
export async function queueTimes(
  knex: Knex,
): Promise<
  Record<
    string,
    { waitP50: number | null; waitP95: number | null; runP50: number | null; runP95: number | null }
  >
> {
  const percentiles = (expr: string, since: string) =>
    knex.raw(
      `select queue,
         percentile_cont(0.5) within group (order by ${expr}) as p50,
         percentile_cont(0.95) within group (order by ${expr}) as p95
       from ?? where ${since} > now() - interval '1 hour' group by queue`,
      [JOBS],
    );
  type Row = { queue: string; p50: number | string | null; p95: number | string | null };
  const [waits, runs] = (await queriesOn(knex, [
    () =>
      percentiles(
        `extract(epoch from (started_at - created_at)) * 1000`,
        `params->>'decision' is null and started_at`,
      ),
    () =>
      percentiles(
        `extract(epoch from (finished_at - started_at)) * 1000`,
        `finished_at is not null and started_at is not null and finished_at`,
      ),
  ])) as [{ rows: Row[] }, { rows: Row[] }];
  const num = (v: number | string | null) => (v === null ? null : Math.round(Number(v)));
  const out: Record<
    string,
    { waitP50: number | null; waitP95: number | null; runP50: number | null; runP95: number | null }
  > = {};
  for (const q of QUEUES) out[q] = { waitP50: null, waitP95: null, runP50: null, runP95: null };
  for (const r of waits.rows)
    if (out[r.queue]) Object.assign(out[r.queue], { waitP50: num(r.p50), waitP95: num(r.p95) });
  for (const r of runs.rows)
    if (out[r.queue]) Object.assign(out[r.queue], { runP50: num(r.p50), runP95: num(r.p95) });
  return out;
}

/** Jobs finished per minute over the last hour (60 minutes, oldest first), done and error apart. */
export async function finishedPerMinute(
  knex: Knex,
): Promise<{ minute: Date; completed: number; failed: number }[]> {
  const result = (await knex.raw(
    `select m.minute,
       count(j.id) filter (where j.status = 'done') as completed,
       count(j.id) filter (where j.status = 'error') as failed
     from generate_series(date_trunc('minute', now()) - interval '59 minutes', date_trunc('minute', now()), interval '1 minute') as m(minute)
     left join ?? j on j.finished_at >= m.minute and j.finished_at < m.minute + interval '1 minute'
       and j.status in ('done', 'error')
     group by m.minute order by m.minute`,
    [JOBS],
  )) as { rows: { minute: Date | string; completed: number | string; failed: number | string }[] };
  return result.rows.map((r) => ({
    minute: new Date(r.minute),
    completed: Number(r.completed),
    failed: Number(r.failed),
  }));
}

/** Worker pools seen lately, most recent first. */
export async function recentWorkers(
  knex: Knex,
): Promise<{ id: string; queues: Queue[]; running: number; concurrency: number; lastSeenAt: Date }[]> {
  const rows = (await knex(WORKERS)
    .where('last_seen_at', '>', knex.raw(`now() - (? * interval '1 millisecond')`, [WORKERS_SHOWN_MS]))
    .orderBy('last_seen_at', 'desc')
    .select('id', 'queues', 'running', 'concurrency', 'last_seen_at')) as {
    id: string;
    queues: Queue[] | string;
    running: number;
    concurrency: number;
    last_seen_at: Date | string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    queues: typeof r.queues === 'string' ? (JSON.parse(r.queues) as Queue[]) : r.queues,
    running: r.running,
    concurrency: r.concurrency,
    lastSeenAt: new Date(r.last_seen_at),
  }));
}

/** Stores a worker pool's heartbeat. */
export async function recordWorker(
  knex: Knex,
  beat: { id: string; queues: readonly Queue[]; running: number; concurrency: number },
): Promise<void> {
  await knex(WORKERS)
    .insert({
      id: beat.id,
      queues: JSON.stringify(beat.queues),
      running: beat.running,
      concurrency: beat.concurrency,
      last_seen_at: knex.fn.now(),
    })
    .onConflict('id')
    .merge();
}

const FAILED_LIST: ListSpec<
  QueryBuilder<Job, Job[]>,
  NonNullable<FailedQuery['order']>['field'],
  NonNullable<FailedQuery['filter']>
> = {
  sorts: { finishedAt: 'jobs.finished_at', id: 'jobs.id' },
  defaultSort: { field: 'finishedAt', direction: 'desc' },
  filters: { queue: (qb, queue) => void qb.where('jobs.queue', queue) },
};

/** A page of jobs that ended in error, newest first, with their tasks. */
export async function pageFailedJobs(knex: Knex, query: FailedQuery): Promise<ListPage<Job>> {
  const order = query.order ?? { field: 'finishedAt' as const, direction: 'desc' as const };
  return pageOf(
    Job.query(knex).withGraphFetched('task').where('jobs.status', 'error'),
    { ...query, order },
    FAILED_LIST,
  );
}

/** Running jobs of these kinds (optionally one partner's), oldest first, with their tasks. */
export async function runningJobs(knex: Knex, kinds: readonly JobKind[], partnerId?: number): Promise<Job[]> {
  if (!kinds.length) return [];
  const q = Job.query(knex)
    .withGraphJoined('task')
    .where('jobs.status', 'running')
    .whereIn('jobs.kind', kinds)
    .orderBy('jobs.started_at')
    .orderBy('jobs.id');
  if (partnerId !== undefined) q.where('jobs.partner_id', partnerId);
  return q;
}
