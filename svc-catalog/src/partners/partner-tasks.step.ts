import {
  PartnerTasksOfPartnerReplySchema,
  PartnerTasksReplaceReplySchema,
  PartnerTasksRestoreReplySchema,
  SUBJECTS,
  type PartnerTask,
  type PartnerTaskInput,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import { ValidationError } from '@feedhub/service-kit';

/** How long catalog waits for jobs (a replace is a few rows). */
const TIMEOUT_MS = 5000;

/** The step's undo: puts the partner's tasks back as they were. */
export type UndoTasks = () => Promise<void>;

/**
 * The partner save's step in jobs (DESIGN §4, STYLE (a) cross-service steps): jobs validates and
 * replaces the partner's tasks as one step. Refused → a ValidationError with jobs' rules under
 * `tasks.{i}.*`. Done → the undo, which the save runs if its own write fails afterwards.
 */
export async function replacePartnerTasks(
  bus: Bus,
  partnerId: number,
  tasks: PartnerTaskInput[],
): Promise<UndoTasks> {
  const reply = await bus.request(
    SUBJECTS.partnerTasksReplace,
    { partnerId, tasks },
    PartnerTasksReplaceReplySchema,
    TIMEOUT_MS,
  );
  if (!reply.ok) throw new ValidationError(reply.errors);
  const previous = reply.previous;
  return async () => {
    await bus.request(
      SUBJECTS.partnerTasksRestore,
      { partnerId, tasks: previous },
      PartnerTasksRestoreReplySchema,
      TIMEOUT_MS,
    );
  };
}

/** A partner's tasks, from jobs. */
export async function tasksOfPartner(bus: Bus, partnerId: number): Promise<PartnerTask[]> {
  return (
    await bus.request(
      SUBJECTS.partnerTasksOfPartner,
      { partnerId },
      PartnerTasksOfPartnerReplySchema,
      TIMEOUT_MS,
    )
  ).tasks;
}
