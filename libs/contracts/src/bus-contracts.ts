import type { z } from 'zod';
import {
  MaintenanceReplySchema,
  MaintenanceRequestSchema,
  SessionResolveReplySchema,
  SessionResolveRequestSchema,
  SessionRevokedEventSchema,
  SettingsChangedEventSchema,
  SettingsGetReplySchema,
  SettingsGetRequestSchema,
  SUBJECTS,
  WhitelistChangedEventSchema,
  WhitelistListReplySchema,
  WhitelistListRequestSchema,
  workQueueSubject,
} from './bus';
import { QUEUES } from './constants';
import {
  JobsPruneReplySchema,
  JobsPruneRequestSchema,
  SystemJobStartReplySchema,
  SystemJobStartRequestSchema,
  WorkerHeartbeatSchema,
} from './horizon';
import {
  ErrorCountsReplySchema,
  ErrorCountsRequestSchema,
  JobChangedEventSchema,
  JobClaimReplySchema,
  JobClaimRequestSchema,
  JobFinishReplySchema,
  JobFinishRequestSchema,
  JobReportReplySchema,
  JobReportRequestSchema,
  PartnerJobsStartReplySchema,
  PartnerJobsStartRequestSchema,
  PartnerNamesReplySchema,
  PartnerNamesRequestSchema,
  PartnerTasksOfPartnerReplySchema,
  PartnerTasksOfPartnerRequestSchema,
  PartnerTasksReplaceReplySchema,
  PartnerTasksReplaceRequestSchema,
  PartnerTasksRestoreReplySchema,
  PartnerTasksRestoreRequestSchema,
  WorkItemPayloadSchema,
} from './jobs';
import type { ServiceName } from './services';

/** Who sends or takes bus messages: a service, or the gateway. Catalog's job workers count as catalog. */
export type BusParty = ServiceName | 'gateway';

interface ContractBase {
  /** What the message means, one line. */
  description: string;
  /** Who sends it (publishes the event, or sends the request). */
  from: readonly BusParty[];
  /** Who takes it (subscribes to the event, or answers the request). */
  to: readonly BusParty[];
  /** Schema of the message as it travels (requests: the request). */
  payload: z.ZodType;
}

/** Fire-and-forget: every subscriber (one per queue group) gets it. */
export interface EventContract extends ContractBase {
  kind: 'event';
}

/** A request and its reply. */
export interface RequestContract extends ContractBase {
  kind: 'request';
  /** Schema of the reply. */
  reply: z.ZodType;
  /** Scatter-gather: every instance answers (no queue group) and the requester gathers the replies. */
  gather?: true;
}

/** What one subject carries. */
export type SubjectContract = EventContract | RequestContract;

/** A documented subject: its SUBJECTS key, its address (without NATS_PREFIX) and its contract. */
export type DocumentedSubject = SubjectContract & { name: keyof typeof SUBJECTS; subject: string };

const ALL: readonly BusParty[] = ['identity', 'catalog', 'jobs', 'gateway'];
const SERVICES_WITH_SETTINGS: readonly BusParty[] = ['catalog', 'jobs'];

const maintenance = (description: string): RequestContract => ({
  kind: 'request',
  description,
  from: ['identity'],
  to: ALL,
  payload: MaintenanceRequestSchema,
  reply: MaintenanceReplySchema,
  gather: true,
});

/** Every subject of SUBJECTS, described (the type makes a subject without a contract a compile error). */
const CONTRACTS: Record<keyof typeof SUBJECTS, SubjectContract> = {
  sessionResolve: {
    kind: 'request',
    description: 'Who owns this session token? (each /api call whose session is not cached)',
    from: ['gateway'],
    to: ['identity'],
    payload: SessionResolveRequestSchema,
    reply: SessionResolveReplySchema,
  },
  sessionRevoked: {
    kind: 'event',
    description: "A user's sessions were revoked or their permissions changed: drop cached resolves",
    from: ['identity'],
    to: ['gateway'],
    payload: SessionRevokedEventSchema,
  },
  whitelistList: {
    kind: 'request',
    description: 'The current IP whitelist (gateway start and clear cache)',
    from: ['gateway'],
    to: ['identity'],
    payload: WhitelistListRequestSchema,
    reply: WhitelistListReplySchema,
  },
  whitelistChanged: {
    kind: 'event',
    description: 'The IP whitelist changed; carries the new rules',
    from: ['identity'],
    to: ['gateway'],
    payload: WhitelistChangedEventSchema,
  },
  settingsGet: {
    kind: 'request',
    description: 'Global settings by code (each service caches them)',
    from: SERVICES_WITH_SETTINGS,
    to: ['identity'],
    payload: SettingsGetRequestSchema,
    reply: SettingsGetReplySchema,
  },
  settingsChanged: {
    kind: 'event',
    description: 'Global settings changed: drop cached settings',
    from: ['identity'],
    to: SERVICES_WITH_SETTINGS,
    payload: SettingsChangedEventSchema,
  },
  maintenanceClearCache: maintenance(
    'Settings desktop: every instance drops its caches and says what it did',
  ),
  maintenanceQueueRestart: maintenance(
    'Settings desktop: every instance lets its workers finish the current item and restart',
  ),
  maintenanceMigrate: maintenance('Settings desktop: every instance runs its pending migrations'),
  partnerTasksReplace: {
    kind: 'request',
    description: "Partner save: validate and replace a partner's tasks (refused → field rules)",
    from: ['catalog'],
    to: ['jobs'],
    payload: PartnerTasksReplaceRequestSchema,
    reply: PartnerTasksReplaceReplySchema,
  },
  partnerTasksOfPartner: {
    kind: 'request',
    description: "A partner's tasks (the partner answer carries them)",
    from: ['catalog'],
    to: ['jobs'],
    payload: PartnerTasksOfPartnerRequestSchema,
    reply: PartnerTasksOfPartnerReplySchema,
  },
  partnerTasksRestore: {
    kind: 'request',
    description: 'Undo of a replace whose partner save failed: put the tasks back',
    from: ['catalog'],
    to: ['jobs'],
    payload: PartnerTasksRestoreRequestSchema,
    reply: PartnerTasksRestoreReplySchema,
  },
  partnerJobsStart: {
    kind: 'request',
    description:
      "Queue a job of each of a partner's tasks with these methods (the demo partner's first import)",
    from: ['catalog'],
    to: ['jobs'],
    payload: PartnerJobsStartRequestSchema,
    reply: PartnerJobsStartReplySchema,
  },
  jobClaim: {
    kind: 'request',
    description:
      'A worker claims a job (pending → running, with a lease); refused = duplicate, busy or paused',
    from: ['catalog'],
    to: ['jobs'],
    payload: JobClaimRequestSchema,
    reply: JobClaimReplySchema,
  },
  jobReport: {
    kind: 'request',
    description: 'Worker heartbeat: extends the lease, counters and log lines; the reply says stop or lost',
    from: ['catalog'],
    to: ['jobs'],
    payload: JobReportRequestSchema,
    reply: JobReportReplySchema,
  },
  jobFinish: {
    kind: 'request',
    description: 'A run ended (fenced by worker id); sent again until jobs answers',
    from: ['catalog'],
    to: ['jobs'],
    payload: JobFinishRequestSchema,
    reply: JobFinishReplySchema,
  },
  jobChanged: {
    kind: 'event',
    description: 'A job changed status or progress, or was removed (the gateway streams it to browsers)',
    from: ['jobs'],
    to: ['gateway'],
    payload: JobChangedEventSchema,
  },
  workerHeartbeat: {
    kind: 'event',
    description: "A worker pool is alive, and how busy (the queue dashboard's workers)",
    from: ['catalog'],
    to: ['jobs'],
    payload: WorkerHeartbeatSchema,
  },
  systemJobStart: {
    kind: 'request',
    description: 'Queue a system job (one pending per method); no service sends it yet',
    from: [],
    to: ['jobs'],
    payload: SystemJobStartRequestSchema,
    reply: SystemJobStartReplySchema,
  },
  jobsPrune: {
    kind: 'request',
    description: 'The pruneJobs system job: delete finished jobs and error notices older than these ages',
    from: ['catalog'],
    to: ['jobs'],
    payload: JobsPruneRequestSchema,
    reply: JobsPruneReplySchema,
  },
  partnerNames: {
    kind: 'request',
    description: 'Partner names by id (job lists, desktop rows, notices)',
    from: ['jobs'],
    to: ['catalog'],
    payload: PartnerNamesRequestSchema,
    reply: PartnerNamesReplySchema,
  },
  errorCounts: {
    kind: 'request',
    description: "Undismissed error notices per partner (the partners desktop's errors column)",
    from: ['catalog'],
    to: ['jobs'],
    payload: ErrorCountsRequestSchema,
    reply: ErrorCountsReplySchema,
  },
};

/** Every bus subject with its contract, in SUBJECTS order. */
export const BUS_CONTRACTS: readonly DocumentedSubject[] = (
  Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[]
).map((name) => ({ ...CONTRACTS[name], name, subject: SUBJECTS[name] }));

/**
 * The priority work queue (JetStream stream `jobs.run.high|medium|low`, DESIGN §4): jobs' relay and
 * reconciler enqueue a work item, catalog's workers pull it (high before medium before low).
 */
export const WORK_QUEUE_CONTRACT = {
  description: 'A job to claim: jobs enqueues it (message id `<kind>:<jobId>`), one catalog worker pulls it',
  subjects: QUEUES.map((queue) => workQueueSubject(queue)),
  from: ['jobs'] as readonly BusParty[],
  to: ['catalog'] as readonly BusParty[],
  payload: WorkItemPayloadSchema,
};
