import { z } from 'zod';
import { JOB_STATUSES, QUEUES } from './constants';
import { IdSchema, listQuerySchema } from './http';
import { JOB_KINDS, JobProgressSchema, pruneJobsJob, syncPimJob } from './job-declarations';

/**
 * The queue dashboard (`/horizon/dashboard`, permission horizon; API under /api/horizon) and the
 * job summaries the home desktop shows. Times are ISO strings, durations milliseconds.
 */

/** One queue on the dashboard: its load, whether it is paused, and how long jobs wait and run. */
export const HorizonQueueSchema = z.object({
  name: z.enum(QUEUES),
  pending: z.number().int(),
  running: z.number().int(),
  /** A paused queue's jobs stay pending until it is resumed (kept across restarts). */
  paused: z.boolean(),
  /** Wait from added to started, over the jobs started in the last hour; null when none. */
  waitP50Ms: z.number().nullable(),
  waitP95Ms: z.number().nullable(),
  /** Run time from started to finished, over the jobs finished in the last hour; null when none. */
  runtimeP50Ms: z.number().nullable(),
  runtimeP95Ms: z.number().nullable(),
});
/** A queue on the dashboard. */
export type HorizonQueue = z.infer<typeof HorizonQueueSchema>;

/** A worker pool (one per catalog process) as it last said it was alive. */
export const HorizonWorkerSchema = z.object({
  id: z.string(),
  queues: z.array(z.enum(QUEUES)),
  /** Jobs it ran when last seen, and how many it may run at once. */
  running: z.number().int(),
  concurrency: z.number().int(),
  lastSeenAt: z.string(),
});
/** A worker pool. */
export type HorizonWorker = z.infer<typeof HorizonWorkerSchema>;

/** Jobs finished in one minute (the dashboard's throughput chart). */
export const HorizonMinuteSchema = z.object({
  /** Start of the minute (ISO). */
  minute: z.string(),
  completed: z.number().int(),
  failed: z.number().int(),
});

/** GET /api/horizon/stats answer. */
export const HorizonStatsSchema = z.object({
  queues: z.array(HorizonQueueSchema),
  /** Jobs finished (done or error) per minute, averaged over the last hour. */
  jobsPerMinute: z.number(),
  /** Jobs finished in the last hour. */
  recentJobs: z.number().int(),
  /** Jobs that ended in error in the last hour. */
  failedJobs: z.number().int(),
  workers: z.array(HorizonWorkerSchema),
  /** Per minute over the last hour, oldest first (60 entries). */
  series: z.array(HorizonMinuteSchema),
});
/** The dashboard's figures. */
export type HorizonStats = z.infer<typeof HorizonStatsSchema>;

/** A job as the dashboard and the home desktop list it, of any kind. */
export const JobSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  methodName: z.string(),
  /** The method in the caller's language ("Import products", "Sync with PIM"). */
  methodTrans: z.string(),
  queue: z.enum(QUEUES),
  status: z.enum(JOB_STATUSES),
  statusTrans: z.string(),
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  task: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  progress: JobProgressSchema,
  /** The last error, translated (error jobs). */
  error: z.string().nullable(),
});
/** A job summary. */
export type JobSummary = z.infer<typeof JobSummarySchema>;

/** GET /api/horizon/failed query: paged, newest first. */
export const HorizonFailedQuerySchema = listQuerySchema({ queue: z.enum(QUEUES).optional() }, [
  'finishedAt',
  'id',
]);

/** POST /api/horizon/pause/{queue} and /resume/{queue} params. */
export const QueueParamsSchema = z.object({ queue: z.enum(QUEUES, { message: 'in' }) });

/** GET /api/jobs/running query: running jobs of the kinds the caller may see (home desktop). */
export const RunningJobsQuerySchema = z
  .object({ filter: z.object({ partnerId: IdSchema.optional() }).strict().optional() })
  .strict();

/**
 * One server-sent event of GET /api/events (`event: job`): a job changed. The data is the bus event
 * (JobChangedEventSchema) as the gateway received it.
 */
export const SSE_EVENTS = { job: 'job', ready: 'ready' } as const;

/**
 * Most event streams (GET /api/events) one session may hold open at once: one per tab of the app,
 * with room for several tabs. One more is refused with 429 `too_many_event_streams`; a closed stream
 * frees its place.
 */
export const MAX_EVENT_STREAMS_PER_SESSION = 10;

/** Which permissions let a user see a job kind's events and summaries (DESIGN §4). */
export const JOB_KIND_VIEWERS = {
  partner: ['partnerDesktop', 'horizon'],
  export: ['exportDesktop', 'horizon'],
  system: ['horizon', 'settingsDesktop'],
} as const satisfies Record<(typeof JOB_KINDS)[number], readonly string[]>;

/** Worker pool → jobs (SUBJECTS.workerHeartbeat), every few seconds: it is alive, and how busy. */
export const WorkerHeartbeatSchema = z.object({
  id: z.string().min(1).max(200),
  queues: z.array(z.enum(QUEUES)),
  running: z.number().int().nonnegative(),
  concurrency: z.number().int().nonnegative(),
});

/** Any service → jobs (SUBJECTS.systemJobStart): queue a system job (one pending per method). */
export const SystemJobStartRequestSchema = z.object({
  methodName: z.enum([syncPimJob.method, pruneJobsJob.method]),
});
/** The job queued, or null when one was pending already. */
export const SystemJobStartReplySchema = z.object({ jobId: z.number().int().nullable() });

/** Worker → jobs (SUBJECTS.jobsPrune): delete finished jobs and notices older than these ages. */
export const JobsPruneRequestSchema = z.object({
  jobDays: z.number().int().positive(),
  noticeDays: z.number().int().positive(),
});
/** What the prune deleted. */
export const JobsPruneReplySchema = z.object({ jobs: z.number().int(), notices: z.number().int() });
