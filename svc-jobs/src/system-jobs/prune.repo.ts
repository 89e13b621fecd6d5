import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

const JOBS = `${SCHEMA}.jobs`;
const daysAgo = (knex: Knex, days: number) => knex.raw(`now() - (? * interval '1 day')`, [days]);

/** Deletes up to `limit` done or error jobs finished more than `days` ago (logs and outbox rows go with them). */
export async function deleteFinishedJobsBefore(knex: Knex, days: number, limit: number): Promise<number> {
  const ids = knex(JOBS)
    .whereIn('status', ['done', 'error'])
    .where('finished_at', '<', daysAgo(knex, days))
    .orderBy('id')
    .limit(limit)
    .select('id');
  const gone = (await knex(JOBS).whereIn('id', ids).delete().returning('id')) as unknown[];
  return gone.length;
}

/** Deletes error notices created more than `days` ago. */
export async function deleteNoticesBefore(knex: Knex, days: number): Promise<number> {
  const gone = (await knex(`${SCHEMA}.error_notices`)
    .where('created_at', '<', daysAgo(knex, days))
    .delete()
    .returning('id')) as unknown[];
  return gone.length;
}

/** Forgets worker pools not seen for a day (the dashboard lists the live ones). */
export async function deleteSilentWorkers(knex: Knex): Promise<void> {
  await knex(`${SCHEMA}.workers`).where('last_seen_at', '<', daysAgo(knex, 1)).delete();
}
