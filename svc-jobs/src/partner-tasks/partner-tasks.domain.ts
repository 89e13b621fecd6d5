import {
  DEFAULT_TASKS,
  QUEUES,
  TASK_METHOD_QUEUES,
  type ListPage,
  type Locale,
  type PartnerTask as PartnerTaskDto,
  type PartnerTaskInput,
  type PartnerTaskListQuery,
  type PartnerTasksReplaceReply,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { inTransaction, type DomainContext, type FieldRule } from '@feedhub/service-kit';
import { isValidCron } from './cron';
import { presentTask } from './partner-tasks.presenter';
import {
  deleteTasks,
  insertTask,
  pageTasks,
  tasksOfPartner,
  tasksOfPartnerForUpdate,
  updateTask,
  type TaskFields,
} from './partner-tasks.repo';

/** A page of tasks. */
export async function listTasks(
  ctx: DomainContext,
  query: PartnerTaskListQuery,
): Promise<ListPage<PartnerTaskDto>> {
  const page = await pageTasks(ctx.trx, query);
  return { rows: page.rows.map(presentTask), total: page.total };
}

/** One partner's tasks, in id order. */
export async function tasksOf(ctx: DomainContext, partnerId: number): Promise<PartnerTaskDto[]> {
  return (await tasksOfPartner(ctx.trx, partnerId)).map(presentTask);
}

/** The tasks a new partner starts with (name = method, queue by method, locked). */
export function defaultTasks(): Omit<PartnerTaskDto, 'id' | 'partnerId'>[] {
  return DEFAULT_TASKS.map(({ methodName, cron }) => ({
    name: methodName,
    methodName,
    params: {},
    cron,
    queue: TASK_METHOD_QUEUES[methodName],
    isActive: true,
    isDefault: true,
    debug: false,
  }));
}

/** The queues, in the order they run, with what each is for. */
export function queueOptions(locale: Locale) {
  return QUEUES.map((value) => ({ value, label: translate(locale, 'messages', `queue_${value}`) }));
}

/** Field rules of a task list: cron, unique names, ids of this partner. */
function taskRules(tasks: PartnerTaskInput[], storedIds: Set<number>): Record<string, FieldRule[]> {
  const rules: Record<string, FieldRule[]> = {};
  const seen = new Set<string>();
  tasks.forEach((task, i) => {
    if (task.cron !== null && !isValidCron(task.cron)) rules[`tasks.${i}.cron`] = [{ rule: 'cron' }];
    const name = task.name.toLocaleLowerCase('en');
    if (seen.has(name)) rules[`tasks.${i}.name`] = [{ rule: 'unique' }];
    seen.add(name);
    if (task.id !== undefined && !storedIds.has(task.id)) rules[`tasks.${i}.id`] = [{ rule: 'exists' }];
  });
  return rules;
}

/**
 * Replaces a partner's tasks in one transaction (the partner save's step in jobs): every rule checked
 * first (nothing stored when one fails); stored tasks missing from the list are deleted, listed ones
 * updated, new ones inserted. A default task keeps its name, method and queue whatever was sent.
 * Answers the stored tasks and the ones before, which `restoreTasks` puts back (the step's undo).
 */
export async function replaceTasks(
  ctx: DomainContext,
  partnerId: number,
  tasks: PartnerTaskInput[],
): Promise<PartnerTasksReplaceReply> {
  return inTransaction(ctx, async (tx) => {
    const before = await tasksOfPartnerForUpdate(tx.trx, partnerId);
    const stored = new Map(before.map((t) => [t.id, t]));
    const errors = taskRules(tasks, new Set(stored.keys()));
    if (Object.keys(errors).length) return { ok: false as const, errors };
    const kept = new Set(tasks.flatMap((t) => (t.id === undefined ? [] : [t.id])));
    await deleteTasks(
      tx.trx,
      partnerId,
      before.filter((t) => !kept.has(t.id)).map((t) => t.id),
    );
    for (const task of tasks) {
      const old = task.id === undefined ? undefined : stored.get(task.id);
      const fields: TaskFields = {
        name: old?.isDefault ? old.name : task.name,
        methodName: old?.isDefault ? old.methodName : task.methodName,
        queue: old?.isDefault ? old.queue : task.queue,
        params: task.params,
        cron: task.cron,
        isActive: task.isActive,
        isDefault: old ? old.isDefault : task.isDefault,
        debug: task.debug,
      };
      if (old) await updateTask(tx.trx, old.id, fields);
      else await insertTask(tx.trx, partnerId, fields);
    }
    const after = await tasksOfPartner(tx.trx, partnerId);
    return { ok: true as const, tasks: after.map(presentTask), previous: before.map(presentTask) };
  });
}

/** Puts a partner's tasks back as a replace found them (its undo), ids included. */
export async function restoreTasks(
  ctx: DomainContext,
  partnerId: number,
  tasks: PartnerTaskDto[],
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const current = await tasksOfPartnerForUpdate(tx.trx, partnerId);
    await deleteTasks(
      tx.trx,
      partnerId,
      current.map((t) => t.id),
    );
    for (const { id, name, methodName, params, cron, queue, isActive, isDefault, debug } of tasks)
      await insertTask(tx.trx, partnerId, {
        id,
        name,
        methodName,
        params,
        cron,
        queue,
        isActive,
        isDefault,
        debug,
      });
  });
}
