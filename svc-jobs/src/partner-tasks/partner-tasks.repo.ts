import type { ListPage, PartnerTaskListQuery } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { PartnerTask } from '@feedhub/jobs';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';

type Filter = NonNullable<PartnerTaskListQuery['filter']>;

const TASK_LIST: ListSpec<
  QueryBuilder<PartnerTask, PartnerTask[]>,
  NonNullable<PartnerTaskListQuery['order']>['field'],
  Filter
> = {
  sorts: { name: 'name', id: 'id' },
  defaultSort: { field: 'id', direction: 'asc' },
  filters: { partnerId: (qb, partnerId) => void qb.where('partner_id', partnerId) },
};

/** A page of tasks (one partner's with filter[partnerId]). */
export async function pageTasks(trx: Knex, query: PartnerTaskListQuery): Promise<ListPage<PartnerTask>> {
  return pageOf(PartnerTask.query(trx), query, TASK_LIST);
}

/** First key of the advisory locks on a partner's task list (the second is the partner id). */
const TASK_LIST_LOCK = 7301;

/**
 * Every task of a partner, with the partner's task list locked for the rest of the transaction: one
 * replace at a time per partner. An advisory lock, because a partner without tasks has no row to lock.
 */
export async function tasksOfPartnerForUpdate(trx: Knex, partnerId: number): Promise<PartnerTask[]> {
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [TASK_LIST_LOCK, partnerId]);
  return PartnerTask.query(trx).where('partner_id', partnerId).orderBy('id');
}

/** The stored fields of a task. */
export type TaskFields = Pick<
  PartnerTask,
  'name' | 'methodName' | 'params' | 'cron' | 'queue' | 'isActive' | 'isDefault' | 'debug'
>;

/** Deletes these tasks of a partner. */
export async function deleteTasks(trx: Knex, partnerId: number, ids: number[]): Promise<void> {
  if (ids.length) await PartnerTask.query(trx).where('partner_id', partnerId).whereIn('id', ids).delete();
}

/** Updates a task. */
export async function updateTask(trx: Knex, id: number, fields: TaskFields): Promise<void> {
  await PartnerTask.query(trx).patch(fields).where('id', id);
}

/** Inserts a task (with its id when restoring one). */
export async function insertTask(
  trx: Knex,
  partnerId: number,
  fields: TaskFields & { id?: number },
): Promise<void> {
  await PartnerTask.query(trx).insert({ ...fields, partnerId });
}

/** Every task of a partner, in id order. */
export async function tasksOfPartner(trx: Knex, partnerId: number): Promise<PartnerTask[]> {
  return PartnerTask.query(trx).where('partner_id', partnerId).orderBy('id');
}
