import type { ClaimedJob } from '@feedhub/contracts';
import type { Knex } from 'knex';
import { JobStopped } from './job-errors';

/**
 * Fencing tokens on the worker's own database (DESIGN §4; Kleppmann's fencing tokens): one row per
 * concurrency key holds the token of the newest claim, how long it stays valid (a little less than
 * the lease jobs holds), and which job last committed its result under it.
 *
 * - A claim takes the row (`acquire`) before the method writes anything; a newer token wins.
 * - Every commit of the method's data runs `holdFence` inside its transaction: the row is updated
 *   only while the token is still the newest and valid, and stays locked until the commit, so a run
 *   that lost its lease (a paused process, SIGSTOP past the lease) cannot commit after the run that
 *   took over.
 * - The final commit marks the job committed: a later attempt of the same job (its finish never
 *   reached jobs) finds it and finishes done without redoing the work.
 */

/**
 * Fencing of the data a worker writes: a run that lost its lease cannot commit after the run that
 * took over, and a run whose result was committed is not redone when its finish never reached jobs.
 * The service that runs the workers implements it on its own database (catalog: `jobFencing` on
 * `catalog.job_fences`).
 */
export interface JobFencing {
  /**
   * Takes the fence for a claimed run, valid for `validMs` from now. `held`: go on; `lost`: a newer
   * claim holds it (give up); `committed`: an earlier attempt of this job committed its result (finish
   * done without running again).
   */
  acquire(job: ClaimedJob, validMs: number): Promise<'held' | 'lost' | 'committed'>;
  /** Extends the fence after a report extended the lease; false when a newer claim holds it. */
  renew(job: ClaimedJob, validMs: number): Promise<boolean>;
  /**
   * Runs `work` in a transaction on the worker's database that holds the fence (`holdFence`) after
   * the work, just before the commit; throws JobStopped('lease_lost') and commits nothing once a
   * newer claim holds it or it ran out. With `commit`, records the job's result as committed.
   */
  transaction<T>(
    job: FencedJob,
    work: (trx: Knex.Transaction) => Promise<T>,
    options?: FenceOptions,
  ): Promise<T>;
  /**
   * Whether the fence is still this run's (newest token, still valid), read without a lock: what a
   * run asks before it sends anything outside the database.
   */
  check(job: FencedJob): Promise<boolean>;
  /** Holds the fence in a transaction the caller runs on its own connection (a bulk session). */
  hold(query: FenceQuery, job: FencedJob, options?: FenceOptions): Promise<void>;
}

/** What a fence is held for: the job, its token and its concurrency key. */
export type FencedJob = Pick<ClaimedJob, 'id' | 'fence' | 'concurrencyKey'>;

/** `commit`: the transaction commits the job's result (a later attempt finishes done without redoing it). */
export interface FenceOptions {
  commit?: boolean;
}

/** The fences table (schema-qualified), e.g. `catalog.job_fences`. */
export function jobFencing(knex: Knex, table: string): JobFencing {
  return {
    async acquire(job, validMs) {
      return knex.transaction(async (trx) => {
        const row = (await trx(table).where('fence_key', job.concurrencyKey).forUpdate().first()) as
          { token: string | number; committed_job_id: number | null } | undefined;
        if (row?.committed_job_id === job.id) return 'committed' as const;
        if (row && Number(row.token) > job.fence) return 'lost' as const;
        await trx(table)
          .insert({
            fence_key: job.concurrencyKey,
            token: job.fence,
            valid_until: trx.raw(`now() + (? * interval '1 millisecond')`, [validMs]),
            committed_job_id: null,
          })
          .onConflict('fence_key')
          .merge();
        return 'held' as const;
      });
    },
    async renew(job, validMs) {
      const rows = (await knex(table)
        .where({ fence_key: job.concurrencyKey, token: job.fence })
        .update({ valid_until: knex.raw(`now() + (? * interval '1 millisecond')`, [validMs]) })
        .returning('token')) as unknown[];
      return rows.length > 0;
    },
    transaction(job, work, options = {}) {
      return knex.transaction(async (trx) => {
        const query: FenceQuery = async (sql, params) => {
          // Numbered parameters ($4 may come before $3) as knex's positional ones, in their order.
          const ordered: unknown[] = [];
          const positional = sql.replace(/\$(\d+)/g, (_, n: string) => {
            ordered.push(params[Number(n) - 1]);
            return '?';
          });
          return (await trx.raw(positional, ordered as never[])) as { rows: unknown[] };
        };
        // Held last: the row stays locked only from here to the commit, so concurrent writes of one
        // run (an export's recordings) do not wait for each other's work; a refused fence rolls it back.
        const result = await work(trx);
        await holdFence(query, table, job, options);
        return result;
      });
    },
    async check(job) {
      const row: unknown = await knex(table)
        .where({ fence_key: job.concurrencyKey, token: job.fence })
        .where('valid_until', '>', knex.raw('clock_timestamp()'))
        .first('token');
      return row !== undefined;
    },
    hold: (query, job, options) => holdFence(query, table, job, options),
  };
}

/** What `holdFence` runs its statement on: a knex transaction or a raw connection's query. */
export type FenceQuery = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Inside the transaction that commits a run's data: proves the run still holds its fence (newest
 * token, still valid) and locks it until the commit; with `commit`, records the job's result as
 * committed. Throws JobStopped('lease_lost') otherwise, which rolls the transaction back.
 * Validity is judged by the clock, not now(): a guarded import's transaction spans its whole run,
 * and now() is the time that transaction began.
 */
export async function holdFence(
  query: FenceQuery,
  table: string,
  job: FencedJob,
  options: FenceOptions = {},
): Promise<void> {
  const result = await query(
    `update ${table} set committed_job_id = case when $4 then $3::int else committed_job_id end
     where fence_key = $1 and token = $2 and valid_until > clock_timestamp() returning token`,
    [job.concurrencyKey, job.fence, job.id, options.commit === true],
  );
  if (!result.rows.length) throw new JobStopped('lease_lost');
}
