import { z } from 'zod';
import { LOCALES, type Queue } from './constants';

/**
 * Bus subjects (`<service>.<entity>.<event>`, written out so they can be grepped) and the zod schema
 * of every message. Requests have a `…Request` and a `…Reply` schema; events one schema. What each
 * subject carries, who sends it and who listens: BUS_CONTRACTS (bus-contracts.ts), the one registry
 * the AsyncAPI document (`GET /api/docs/events`) and the tests' contract check are built from.
 */
export const SUBJECTS = {
  sessionResolve: 'identity.session.resolve',
  sessionRevoked: 'identity.session.revoked',
  whitelistList: 'identity.whitelist.list',
  whitelistChanged: 'identity.whitelist.changed',
  settingsGet: 'identity.settings.get',
  settingsChanged: 'identity.settings.changed',
  maintenanceClearCache: 'platform.maintenance.clear-cache',
  maintenanceQueueRestart: 'platform.maintenance.queue-restart',
  maintenanceMigrate: 'platform.maintenance.migrate',
  partnerTasksReplace: 'jobs.partner-tasks.replace',
  partnerTasksOfPartner: 'jobs.partner-tasks.of-partner',
  partnerTasksRestore: 'jobs.partner-tasks.restore',
  partnerJobsStart: 'jobs.partner-jobs.start',
  jobClaim: 'jobs.job.claim',
  jobReport: 'jobs.job.report',
  jobFinish: 'jobs.job.finish',
  jobChanged: 'jobs.job.changed',
  workerHeartbeat: 'jobs.worker.heartbeat',
  systemJobStart: 'jobs.system-jobs.start',
  jobsPrune: 'jobs.jobs.prune',
  partnerNames: 'catalog.partners.names',
  errorCounts: 'jobs.error-notices.count',
} as const;

/**
 * NATS_PREFIX when unset. On NATS every subject, stream and bucket name starts with `<prefix>.`
 * (deployments sharing one NATS stay apart); the in-process bus has no prefix.
 */
export const DEFAULT_NATS_PREFIX = 'feedhub';

/** The work-queue stream's subject of a priority (`*`: all three); NATS_PREFIX goes before it. */
export const workQueueSubject = (queue: Queue | '*'): string => `jobs.run.${queue}`;

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

/** Whitelist request: no parameters. */
export const WhitelistListRequestSchema = z.object({});
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
