import { z } from 'zod';
import { MaintenanceReplySchema, SUBJECTS, type Locale, type MaintenanceReply } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';

/** How long the settings desktop waits for every service instance to answer. */
const GATHER_MS = 1500;

/** The answer of every button: each instance's reply. */
export const MaintenanceAnswerSchema = z.object({ replies: z.array(MaintenanceReplySchema) });

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

/** What each settings desktop button asks every instance, and how its answer is worded. */
const COMMANDS = {
  clearCache: {
    subject: SUBJECTS.maintenanceClearCache,
    wording: { done: 'maintenance_cache_cleared', nothing: 'maintenance_cache_nothing' },
  },
  queueRestart: {
    subject: SUBJECTS.maintenanceQueueRestart,
    wording: { done: 'maintenance_queue_restarted', nothing: 'maintenance_queue_nothing' },
  },
  migrate: {
    subject: SUBJECTS.maintenanceMigrate,
    wording: { done: 'maintenance_migrated', nothing: 'maintenance_migrate_nothing' },
  },
} as const;

/**
 * Settings desktop buttons (SPEC §2, §9: Clear cache, Queue restart, Migrate). Each asks every running
 * instance (services and gateways) over the bus and answers with what they did.
 */
export function maintenanceHandlers(deps: IdentityDeps) {
  const run = (command: keyof typeof COMMANDS) => async (_input: unknown, ctx: RequestContext) => {
    const { subject, wording } = COMMANDS[command];
    const requestedBy = ctx.actor?.username ?? '';
    const replies = await deps.bus.requestAll(subject, { requestedBy }, MaintenanceReplySchema, GATHER_MS);
    replies.sort((a, b) => a.service.localeCompare(b.service) || a.instance.localeCompare(b.instance));
    ctx.log.info({ replies, requestedBy }, `maintenance ${command}`);
    return { data: { replies }, message: maintenanceMessage(ctx.locale, wording, replies) };
  };
  return { clearCache: run('clearCache'), queueRestart: run('queueRestart'), migrate: run('migrate') };
}
