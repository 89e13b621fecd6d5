import { z } from 'zod';
import { PartnerTaskListQuerySchema, PartnerTaskSchema, QueueOptionSchema } from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { partnerTaskHandlers as tasks } from './partner-tasks/partner-tasks.handlers';

/** `{ rows, total }` of a list answer. */
const rowsOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });

/** THE route table of the jobs service (paths under /api); jobs, logs and notices arrive with issue 11. */
export function jobsRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/partner-tasks/list',
      access: 'partners',
      summary: 'Partner tasks (filter[partnerId]; a select list: perPage up to 99999)',
      query: PartnerTaskListQuerySchema,
      response: rowsOf(PartnerTaskSchema),
      handler: tasks.list,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-tasks/default-list',
      access: 'partnerAdd',
      summary: 'The default tasks of a new partner (name, method and queue locked)',
      response: rowsOf(PartnerTaskSchema.omit({ id: true, partnerId: true })),
      handler: tasks.defaultList,
    }),
    defineRoute({
      method: 'get',
      path: '/partner-tasks/queues',
      access: 'partners',
      summary: 'The queues, in the order they run, with what each is for',
      response: z.array(QueueOptionSchema),
      handler: tasks.queues,
    }),
  ];
}
