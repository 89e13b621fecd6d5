import { declaredJob, type DeclaredJob, type Queue, type TaskMethod } from '@feedhub/contracts';
import type { NewJob } from './add.repo';

/** What a new job is about, beside its declaration. */
export interface JobAbout {
  /** The partner task it runs (partner jobs). */
  taskId?: number;
  /** The partner it works on. */
  partnerId?: number | null;
  /** Its params (the worker parses them with the declaration's schema). */
  params?: Record<string, unknown>;
  /** A queue other than the declared one (a partner task's own queue). */
  queue?: Queue;
}

/**
 * The concurrency key of a declared kind's job (one pending and one running per key): `task:<id>`,
 * `<kind>` (export), `<kind>:<method>` (system:syncPim) or `<kind>:<method>:<partner>`.
 */
export function concurrencyKeyOf(declaration: DeclaredJob, about: JobAbout): string {
  switch (declaration.oneAtATime) {
    case 'task':
      return `task:${about.taskId ?? 0}`;
    case 'kind':
      return declaration.kind;
    case 'method':
      return `${declaration.kind}:${declaration.method}`;
    case 'partner':
      return `${declaration.kind}:${declaration.method}:${about.partnerId ?? 0}`;
  }
}

/** A new job of a declared kind: its kind, method, queue and concurrency key as declared. */
export const newJobOf = (declaration: DeclaredJob, about: JobAbout = {}): NewJob => ({
  kind: declaration.kind,
  methodName: declaration.method,
  queue: about.queue ?? declaration.queue,
  concurrencyKey: concurrencyKeyOf(declaration, about),
  taskId: about.taskId ?? null,
  partnerId: about.partnerId ?? null,
  params: about.params ?? {},
});

/** A partner task's job: its method's declaration, in the task's own queue. */
export const newTaskJob = (task: { id: number; partnerId: number; methodName: TaskMethod; queue: Queue }) =>
  newJobOf(declaredJob(task.methodName), { taskId: task.id, partnerId: task.partnerId, queue: task.queue });
