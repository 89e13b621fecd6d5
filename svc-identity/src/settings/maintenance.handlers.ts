import { z } from 'zod';
import { MaintenanceReplySchema, SUBJECTS } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';

/** How long the settings desktop waits for every service instance to answer. */
const GATHER_MS = 1500;

const Answer = z.object({ replies: z.array(MaintenanceReplySchema) });

/**
 * Settings desktop buttons (SPEC §2, §9: Clear cache, Queue restart, Migrate). Each asks every running
 * service instance over the bus and answers with what they did. GET as SPEC §7 has it, so they
 * require the XHR header (a cross-site link cannot trigger them).
 */
export function maintenanceRoutes(deps: IdentityDeps): RouteDefinition[] {
  const gather = (subject: string, requestedBy: string) =>
    deps.bus.requestAll(subject, { requestedBy }, MaintenanceReplySchema, GATHER_MS);
  return [
    defineRoute({
      method: 'get',
      path: '/settings/clear-cache',
      access: 'settingsDesktop',
      requireXhr: true,
      summary: "Drop every service's caches",
      response: Answer,
      handler: async (_input, ctx) => {
        const replies = await gather(SUBJECTS.maintenanceClearCache, ctx.caller.user?.username ?? '');
        return {
          data: { replies },
          message: translate(ctx.locale, 'messages', 'cache_cleared', { count: replies.length }),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/settings/queue-restart',
      access: 'settingsDesktop',
      requireXhr: true,
      summary: 'Make every worker finish its current item and restart',
      response: Answer,
      handler: async (_input, ctx) => {
        const replies = await gather(SUBJECTS.maintenanceQueueRestart, ctx.caller.user?.username ?? '');
        return {
          data: { replies },
          message: translate(ctx.locale, 'messages', 'queue_restarted', { count: replies.length }),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/settings/migrate',
      access: 'settingsDesktop',
      requireXhr: true,
      summary: "Run every service's pending migrations",
      response: Answer,
      handler: async (_input, ctx) => {
        const replies = await gather(SUBJECTS.maintenanceMigrate, ctx.caller.user?.username ?? '');
        const migrations = replies.reduce((sum, r) => sum + r.count, 0);
        return {
          data: { replies },
          message: translate(ctx.locale, 'messages', 'migrated', { count: replies.length, migrations }),
        };
      },
    }),
  ];
}
