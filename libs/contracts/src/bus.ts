import { z } from 'zod';
import { LOCALES } from './constants';

/**
 * Bus subjects (`<service>.<entity>.<event>`, written out so they can be grepped) and the zod schema
 * of every message. Requests have a `…Request` and a `…Reply` schema; events one schema.
 */
export const SUBJECTS = {
  /** Gateway → identity: who owns this session token? */
  sessionResolve: 'identity.session.resolve',
  /** Identity → all: sessions of a user were revoked or their permissions changed. */
  sessionRevoked: 'identity.session.revoked',
  /** Gateway → identity: the current IP whitelist. */
  whitelistList: 'identity.whitelist.list',
  /** Identity → all: the IP whitelist changed. */
  whitelistChanged: 'identity.whitelist.changed',
  /** Any → identity: read settings by code. */
  settingsGet: 'identity.settings.get',
  /** Identity → all: settings changed. */
  settingsChanged: 'identity.settings.changed',
  /** Settings desktop → every service: drop caches (scatter-gather). */
  maintenanceClearCache: 'platform.maintenance.clear-cache',
  /** Settings desktop → every service: finish the current item and restart workers. */
  maintenanceQueueRestart: 'platform.maintenance.queue-restart',
  /** Settings desktop → every service: run pending migrations. */
  maintenanceMigrate: 'platform.maintenance.migrate',
  /** Catalog → jobs: validate and replace a partner's tasks (partner save). */
  partnerTasksReplace: 'jobs.partner-tasks.replace',
  /** Catalog → jobs: a partner's tasks (the partner answer carries them). */
  partnerTasksOfPartner: 'jobs.partner-tasks.of-partner',
  /** Catalog → jobs: undo a replace whose partner save failed. */
  partnerTasksRestore: 'jobs.partner-tasks.restore',
  /** Catalog → jobs: queue a job of each of a partner's tasks with these methods (the demo partner's first import). */
  partnerJobsStart: 'jobs.partner-jobs.start',
  /** Worker (catalog) → jobs: claim a job (pending → running, with a lease). */
  jobClaim: 'jobs.job.claim',
  /** Worker → jobs: heartbeat with counters and log lines; the reply says stop or lost. */
  jobReport: 'jobs.job.report',
  /** Worker → jobs: the run ended (fenced by worker id). */
  jobFinish: 'jobs.job.finish',
  /** Jobs → all: a job changed status or progress (the gateway streams it to browsers). */
  jobChanged: 'jobs.job.changed',
  /** Worker pool → jobs: alive, and how busy (the queue dashboard's workers). */
  workerHeartbeat: 'jobs.worker.heartbeat',
  /** Any service → jobs: queue a system job (PIM sync, pruning). */
  systemJobStart: 'jobs.system-jobs.start',
  /** Worker → jobs: prune finished jobs and old error notices (the pruneJobs system job). */
  jobsPrune: 'jobs.jobs.prune',
  /** Jobs → catalog: partner names by id. */
  partnerNames: 'catalog.partners.names',
  /** Catalog → jobs: undismissed error notices per partner. */
  errorCounts: 'jobs.error-notices.count',
} as const;

/** Identity resolve request: the raw session token from the cookie. */
export const SessionResolveRequestSchema = z.object({ token: z.string().min(1).max(200) });

/** A resolved session: who the user is and what they may do. */
export const ResolvedSessionSchema = z.object({
  /** Session id (not the token). */
  sessionId: z.string(),
  /** User id. */
  userId: z.number().int(),
  /** User name. */
  username: z.string(),
  /** Interface language. */
  locale: z.enum(LOCALES),
  /** Granted permission names (`*` = all). */
  permissions: z.array(z.string()),
  /** CSRF token of the session. */
  csrfToken: z.string(),
});
/** A resolved session. */
export type ResolvedSession = z.infer<typeof ResolvedSessionSchema>;

/** Identity resolve reply: the session, or why there is none. */
export const SessionResolveReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), session: ResolvedSessionSchema }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('unknown') }),
]);
/** Identity resolve reply. */
export type SessionResolveReply = z.infer<typeof SessionResolveReplySchema>;

/** Sessions revoked or changed: drop cached resolves of these users. */
export const SessionRevokedEventSchema = z.object({ userIds: z.array(z.number().int()) });

/** Whitelist reply: canonical rules (empty = everyone allowed). */
export const WhitelistListReplySchema = z.object({ rules: z.array(z.string()) });
/** Whitelist changed event carries the new rules. */
export const WhitelistChangedEventSchema = WhitelistListReplySchema;

/** Settings read request. */
export const SettingsGetRequestSchema = z.object({ codes: z.array(z.string()).optional() });
/** Settings read reply: code → value. */
export const SettingsGetReplySchema = z.object({ values: z.record(z.string(), z.string().nullable()) });
/** Settings changed event. */
export const SettingsChangedEventSchema = z.object({ codes: z.array(z.string()) });

/** A maintenance command (clear cache, queue restart, migrate) sent to every service. */
export const MaintenanceRequestSchema = z.object({ requestedBy: z.string() });
/** One service's answer to a maintenance command. */
export const MaintenanceReplySchema = z.object({
  /** Service name, e.g. `identity`. */
  service: z.string(),
  /** Instance id (several replicas answer separately). */
  instance: z.string(),
  /**
   * `done` when the instance changed something (dropped cache entries, applied migrations, restarted
   * workers); `nothing_to_do` when it had nothing of the kind (no cache, no workers, schema up to date);
   * `failed` when it tried and failed (`detail` says why).
   */
  outcome: z.enum(['done', 'nothing_to_do', 'failed']),
  /** What was done (or why it failed), in plain English for the log. */
  detail: z.string(),
  /** Count of things done (cache entries dropped, migrations applied, workers restarted); 0 with nothing_to_do. */
  count: z.number().int().nonnegative(),
});
/** One service's answer to a maintenance command. */
export type MaintenanceReply = z.infer<typeof MaintenanceReplySchema>;
