import type { PartnerTaskListQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { defaultTasks, listTasks, queueOptions } from './partner-tasks.domain';

/** Partner tasks (SPEC §7): input → domain → answer. */
export const partnerTaskHandlers = {
  /** A page of tasks (filter[partnerId]). */
  list: async ({ query }: { query: PartnerTaskListQuery }, ctx: RequestContext) => ({
    data: await listTasks(ctx, query),
  }),
  /** The default tasks of a new partner. */
  defaultList: async () => {
    const rows = defaultTasks();
    return { data: { rows, total: rows.length } };
  },
  /** The queues with what each is for. */
  queues: async (_input: unknown, ctx: RequestContext) => ({ data: queueOptions(ctx.locale) }),
};
