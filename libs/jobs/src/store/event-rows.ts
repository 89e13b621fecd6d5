import type { JobKind, Queue } from '@feedhub/contracts';

/** What a job's events say of it. */
export interface JobOfEvent {
  id: number;
  kind: JobKind;
  taskId: number | null;
  partnerId: number | null;
  queue: Queue;
  methodName: string;
}

/** The columns of a job a statement returns for its events. */
export interface EventJobRow {
  id: number;
  kind: JobKind;
  task_id: number | null;
  partner_id: number | null;
  queue: Queue;
  method_name: string;
}

export const eventJobOf = (row: EventJobRow): JobOfEvent => ({
  id: row.id,
  kind: row.kind,
  taskId: row.task_id,
  partnerId: row.partner_id,
  queue: row.queue,
  methodName: row.method_name,
});
