import { z } from 'zod';
import { MaintenanceReplySchema, SUBJECTS, type Locale, type MaintenanceReply } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';

/** How long the settings desktop waits for every service instance to answer. */
const GATHER_MS = 1500;

const Answer = z.object({ replies: z.array(MaintenanceReplySchema) });

/** The message keys of one command: when something was done, and when nothing was. */
interface Wording {
  done: string;
  nothing: string;
}

/**
 * Words what the instances actually did (issue 10): the total count when some did something,
 * "nothing to …" when none had anything to do, and which instances failed. Plural forms come from
 * `count` (key_one / key_other).
 */
export function maintenanceMessage(locale: Locale, wording: Wording, replies: MaintenanceReply[]): string {
  if (!replies.length) return translate(locale, 'messages', 'maintenance_no_answer');
  const done = replies.filter((r) => r.outcome === 'done');
  const idle = replies.filter((r) => r.outcome === 'nothing_to_do');
  const failed = replies.filter((r) => r.outcome === 'failed');
  const parts: string[] = [];
  if (done.length) {
    const count = done.reduce((sum, r) => sum + r.count, 0);
    parts.push(
      translate(locale, 'messages', wording.done, { count, done: done.length, answered: replies.length }),
    );
  } else if (idle.length) {
    parts.push(translate(locale, 'messages', wording.nothing, { count: idle.length }));
  }
  if (failed.length) {
    const instances = failed.map((r) => r.instance).join(', ');
    parts.push(translate(locale, 'messages', 'maintenance_failed', { count: failed.length, instances }));
  }
  return parts.join('; ');
}

/**
 * Settings desktop buttons (SPEC §2, §9: Clear cache, Queue restart, Migrate). Each asks every running
 * instance (services and gateways) over the bus and answers with what they did. GET as SPEC §7 has
 * it, so they require the XHR header (a cross-site link cannot trigger them).
 */
export function maintenanceRoutes(deps: IdentityDeps): RouteDefinition[] {
  const command = (path: string, subject: string, summary: string, wording: Wording) =>
    defineRoute({
      method: 'get',
      path,
      access: 'settingsDesktop',
      requireXhr: true,
      summary,
      response: Answer,
      handler: async (_input, ctx) => {
        const requestedBy = ctx.caller.user?.username ?? '';
        const replies = await deps.bus.requestAll(
          subject,
          { requestedBy },
          MaintenanceReplySchema,
          GATHER_MS,
        );
        replies.sort((a, b) => a.service.localeCompare(b.service) || a.instance.localeCompare(b.instance));
        ctx.log.info({ replies, requestedBy }, `maintenance ${path}`);
        return { data: { replies }, message: maintenanceMessage(ctx.locale, wording, replies) };
      },
    });
  return [
    command('/settings/clear-cache', SUBJECTS.maintenanceClearCache, "Drop every instance's caches", {
      done: 'maintenance_cache_cleared',
      nothing: 'maintenance_cache_nothing',
    }),
    command(
      '/settings/queue-restart',
      SUBJECTS.maintenanceQueueRestart,
      'Make every worker finish its current item and restart',
      { done: 'maintenance_queue_restarted', nothing: 'maintenance_queue_nothing' },
    ),
    command('/settings/migrate', SUBJECTS.maintenanceMigrate, "Run every service's pending migrations", {
      done: 'maintenance_migrated',
      nothing: 'maintenance_migrate_nothing',
    }),
  ];
}
