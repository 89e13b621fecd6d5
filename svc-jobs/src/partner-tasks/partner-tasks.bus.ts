import {
  PartnerTasksOfPartnerRequestSchema,
  PartnerTasksReplaceRequestSchema,
  PartnerTasksRestoreRequestSchema,
  SUBJECTS,
} from '@feedhub/contracts';
import type { Subscription } from '@feedhub/bus';
import { systemContext, type ServiceDeps } from '@feedhub/service-kit';
import { replaceTasks, restoreTasks, tasksOf } from './partner-tasks.domain';

/** Queue group: one jobs replica answers each request. */
const GROUP = { queue: 'jobs' };

/** The partner save's step in jobs (DESIGN §4): replace a partner's tasks, and its undo. */
export function partnerTaskResponders(deps: ServiceDeps<unknown>): Subscription[] {
  const ctx = () => systemContext(deps.knex, deps.log);
  return [
    deps.bus.respond(
      SUBJECTS.partnerTasksReplace,
      PartnerTasksReplaceRequestSchema,
      ({ partnerId, tasks }) => replaceTasks(ctx(), partnerId, tasks),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.partnerTasksOfPartner,
      PartnerTasksOfPartnerRequestSchema,
      async ({ partnerId }) => ({ tasks: await tasksOf(ctx(), partnerId) }),
      GROUP,
    ),
    deps.bus.respond(
      SUBJECTS.partnerTasksRestore,
      PartnerTasksRestoreRequestSchema,
      async ({ partnerId, tasks }) => {
        await restoreTasks(ctx(), partnerId, tasks);
        return { ok: true };
      },
      GROUP,
    ),
  ];
}
