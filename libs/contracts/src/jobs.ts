import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DEFAULT_QUEUE, JOB_STATUSES, QUEUES } from './constants';
import { HeldDiffSchema } from './import-guard';
import { BodyIdSchema, OptionalIdSchema, optionalText, requiredText, typeError } from './fields';
import { IdSchema, listQuerySchema } from './http';
import {
  JOB_KINDS,
  JOB_METHODS,
  JobProgressSchema,
  TASK_METHODS,
  importAttributesJob,
  importCategoriesJob,
  importProductsJob,
  updateAmountsJob,
  updatePricesJob,
  type JobKind,
  type TaskMethod,
} from './job-declarations';

/** The default tasks of a new partner, with the schedule each starts with (editable but for name, method, queue). */
export const DEFAULT_TASKS: readonly { methodName: TaskMethod; cron: string }[] = [
  { methodName: importCategoriesJob.method, cron: '0 5 * * *' },
  { methodName: importAttributesJob.method, cron: '10 5 * * *' },
  { methodName: importProductsJob.method, cron: '20 5 * * *' },
  { methodName: updatePricesJob.method, cron: '0 */2 * * *' },
  { methodName: updateAmountsJob.method, cron: '30 * * * *' },
];

/** A partner task (SPEC §3 Partner task / job definition). */
export const PartnerTaskSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Partner the task belongs to. */
  partnerId: z.number().int(),
  /** Name, unique within the partner. */
  name: z.string(),
  /** Worker method. */
  methodName: z.enum(TASK_METHODS),
  /** Method parameters. */
  params: z.record(z.string(), z.unknown()),
  /** Five-field cron schedule (`10 7 * * *`); null runs only on demand. */
  cron: z.string().nullable(),
  /** Queue. */
  queue: z.enum(QUEUES),
  /** Scheduled runs happen. */
  isActive: z.boolean(),
  /** One of the default tasks: name, method and queue are locked. */
  isDefault: z.boolean(),
  /** Verbose job logs. */
  debug: z.boolean(),
});
/** A partner task. */
export type PartnerTask = z.infer<typeof PartnerTaskSchema>;

/** A task as the partner form sends it (in `tasks` of the partner save). */
export const PartnerTaskInputSchema = z
  .object({
    /** Id when editing a stored task. */
    id: OptionalIdSchema,
    /** Name, unique within the partner. */
    name: requiredText(255),
    /** Worker method. */
    methodName: z.enum(TASK_METHODS, { message: 'in' }),
    /** Method parameters. */
    params: z
      .record(z.string(), z.unknown(), typeError('object'))
      .nullish()
      .transform((v) => v ?? {}),
    /** Five-field cron schedule, checked by the jobs service (`cron` message); empty runs on demand only. */
    cron: optionalText(100),
    /** Queue (default low). */
    queue: z.enum(QUEUES, { message: 'in' }).default(DEFAULT_QUEUE),
    /** Scheduled runs happen. */
    isActive: z.boolean(typeError('boolean')).default(true),
    /** One of the default tasks. */
    isDefault: z.boolean(typeError('boolean')).default(false),
    /** Verbose job logs. */
    debug: z.boolean(typeError('boolean')).default(false),
  })
  .strict();
/** A task of a partner save, parsed. */
export type PartnerTaskInput = z.infer<typeof PartnerTaskInputSchema>;

/** GET /api/partner-tasks/list query: a select list (the partner desktop's task autocomplete). */
export const PartnerTaskListQuerySchema = listQuerySchema(
  { partnerId: IdSchema.optional() },
  ['name', 'id'],
  {
    selectList: true,
  },
);
/** Partner tasks list query. */
export type PartnerTaskListQuery = z.infer<typeof PartnerTaskListQuerySchema>;

/** A queue as the task form's select offers it. */
export const QueueOptionSchema = z.object({
  /** Queue code. */
  value: z.enum(QUEUES),
  /** What it means, in the caller's language. */
  label: z.string(),
});

/** Catalog → jobs: validate and replace a partner's tasks as one step (the partner save). */
export const PartnerTasksReplaceRequestSchema = z.object({
  /** The partner. */
  partnerId: BodyIdSchema,
  /** Every task the partner keeps, as the form sent them (already parsed). */
  tasks: z.array(PartnerTaskInputSchema).max(100),
});

/** A refused field: the validation key and its placeholders, translated by the asking service. */
const RefusedRuleSchema = z.object({
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Jobs' answer to a replace: the stored tasks and the ones before (the undo), or field rules under `tasks.{i}.*`. */
export const PartnerTasksReplaceReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), tasks: z.array(PartnerTaskSchema), previous: z.array(PartnerTaskSchema) }),
  z.object({ ok: z.literal(false), errors: z.record(z.string(), z.array(RefusedRuleSchema)) }),
]);
/** Jobs' answer to a replace. */
export type PartnerTasksReplaceReply = z.infer<typeof PartnerTasksReplaceReplySchema>;

/** Catalog → jobs: queue a job of each of the partner's tasks with these methods, in this order. */
export const PartnerJobsStartRequestSchema = z.object({
  partnerId: BodyIdSchema,
  methodNames: z.array(z.enum(TASK_METHODS)).min(1).max(TASK_METHODS.length),
});
/** The jobs queued (a task that already has a pending job gets none). */
export const PartnerJobsStartReplySchema = z.object({ jobIds: z.array(z.number().int()) });

/** Catalog → jobs: put a partner's tasks back as they were (the undo of a replace whose partner save failed). */
export const PartnerTasksRestoreRequestSchema = z.object({
  /** The partner. */
  partnerId: BodyIdSchema,
  /** The tasks before the replace (`previous` of its reply). */
  tasks: z.array(PartnerTaskSchema).max(100),
});

/** Jobs' answer to a restore. */
export const PartnerTasksRestoreReplySchema = z.object({ ok: z.literal(true) });

/** Catalog → jobs: the tasks of one partner. */
export const PartnerTasksOfPartnerRequestSchema = z.object({ partnerId: BodyIdSchema });
/** Jobs' answer: the partner's tasks in id order. */
export const PartnerTasksOfPartnerReplySchema = z.object({ tasks: z.array(PartnerTaskSchema) });

// ---------------------------------------------------------------------------------------------
// Partner jobs (SPEC §3 Partner job; DESIGN §4 the job mechanism)
// ---------------------------------------------------------------------------------------------

/** Types of a job log line (SPEC §3 Job log row `type`); error rows are highlighted. */
export const JOB_LOG_TYPES = ['debug', 'info', 'warning', 'error'] as const;
/** A job log line type. */
export type JobLogType = (typeof JOB_LOG_TYPES)[number];

/** Placeholders of a translatable message. */
export const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** Where in a feed a log line points (a skipped record), as @feedhub/feeds reports it. */
export const LogPositionSchema = z.object({
  index: z.number().int().optional(),
  line: z.number().int().optional(),
  column: z.number().int().optional(),
  offset: z.number().int().optional(),
});

/**
 * A log line as a worker writes it: a message key and its placeholders, translated when read, in the
 * reader's language. Keys `feed_*` are @feedhub/feeds' (feedMessage), the others the i18n `jobs` namespace.
 */
export const JobLogInputSchema = z.object({
  type: z.enum(JOB_LOG_TYPES),
  key: z.string().min(1).max(100),
  params: MessageParamsSchema.default({}),
  position: LogPositionSchema.optional(),
  field: z.string().max(100).optional(),
  /** When it happened (ISO); the jobs service stamps lines that have none. */
  at: z.string().datetime().optional(),
});
/** A log line as a worker writes it. */
export type JobLogInput = z.input<typeof JobLogInputSchema>;

/** Which error notice type a job kind leaves (SPEC §3 error notice `type`). */
export const NOTICE_TYPE_OF_KIND: Readonly<Record<JobKind, 'import' | 'export' | 'system'>> = {
  partner: 'import',
  export: 'export',
  system: 'system',
};

/** What every desktop row of a job says, whatever its kind (partner, export). */
export const DesktopJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  /** The status in the caller's language. */
  statusTrans: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Runs so far (1 on the first run; a worker lost mid-run makes it 2…). */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** A delete was asked while it ran: the worker stops at its next batch. */
  stopping: z.boolean(),
  /** The last error, translated (error jobs). */
  error: z.string().nullable(),
});

/** A desktop row of a job. */
export type DesktopJob = z.infer<typeof DesktopJobSchema>;

/** A partner job as the partner desktop lists it (SPEC §3 Partner job, plus the live counters). */
export const PartnerJobSchema = DesktopJobSchema.extend({
  /** Started by the schedule (the fire time), or null when a user added it. */
  scheduledFor: z.string().nullable(),
  progress: JobProgressSchema,
  partnerTask: z.object({
    id: z.number().int(),
    name: z.string(),
    methodName: z.enum(TASK_METHODS),
    queue: z.enum(QUEUES),
    partner: z.object({ id: z.number().int(), name: z.string() }),
  }),
});
/** A partner job. */
export type PartnerJob = z.infer<typeof PartnerJobSchema>;

/**
 * GET /api/partner-job/desktop answer: jobs grouped by status. Running, pending and held are whole; error
 * and done are pages, newest first (`errorTotal`/`doneTotal` count them all).
 */
export const PartnerJobDesktopSchema = z.object({
  running: z.array(PartnerJobSchema),
  pending: z.array(PartnerJobSchema),
  /** Imports the guard held, waiting for Apply or Discard (whole, oldest first). */
  held: z.array(PartnerJobSchema),
  error: z.array(PartnerJobSchema),
  done: z.array(PartnerJobSchema),
  errorTotal: z.number().int(),
  doneTotal: z.number().int(),
});

/** The partner desktop's jobs. */
export type PartnerJobDesktop = z.infer<typeof PartnerJobDesktopSchema>;

/** How many done and error jobs the desktop shows (the latest). */
export const DESKTOP_FINISHED_JOBS = 50;

/** Page size of a desktop's done and error tables: SPEC §9's default, as every list. */
export const DESKTOP_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/partner-job/desktop query: `filter[partnerId]` (optional); `errorPage`, `donePage` (1-based). */
export const PartnerJobDesktopQuerySchema = z
  .object({
    filter: z.object({ partnerId: IdSchema.optional() }).strict().default({}),
    errorPage: z.coerce.number().int().min(1).max(100_000).default(1),
    donePage: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(DESKTOP_PAGE_SIZE),
  })
  .strict();

/** POST /api/partner-job/add body. */
export const PartnerJobAddSchema = z.object({ taskId: BodyIdSchema }).strict();

/** A job log row (SPEC §3 Job log row), translated for the caller. */
export const JobLogRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  type: z.enum(JOB_LOG_TYPES),
  message: z.string(),
});
/** A job log row. */
export type JobLogRow = z.infer<typeof JobLogRowSchema>;

/** Most log lines a job keeps of skipped records (the rest are counted in one closing line). */
export const MAX_SKIPPED_LOG_LINES = 200;

/** An error notice (SPEC §3): shown on the home desktop until dismissed. */
export const ErrorNoticeSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Translated. */
  message: z.string(),
  type: z.enum(['import', 'export', 'system']),
  context: z.object({ job_id: z.number().int().nullable(), partner_id: z.number().int().nullable() }),
  /** The partner's name when the notice has one (a deleted partner: null). */
  partnerName: z.string().nullable().optional(),
  /** The notice says a run is held for review (the import guard): its job can be reviewed. */
  review: z.boolean().optional(),
});
/** An error notice. */
export type ErrorNotice = z.infer<typeof ErrorNoticeSchema>;

/** GET /api/log/errors query. */
export const ErrorNoticeListQuerySchema = listQuerySchema({ partnerId: IdSchema.optional() }, [
  'createdAt',
  'id',
]);

// --- bus: the worker (catalog) ↔ jobs protocol --------------------------------------------------

/** The work item on the queue: which job to claim. */
export const WorkItemPayloadSchema = z.object({
  kind: z.enum(JOB_KINDS),
  jobId: z.number().int().positive(),
  attempt: z.number().int().positive(),
});
/** A work item's payload. */
export type WorkItemPayload = z.infer<typeof WorkItemPayloadSchema>;

/** Worker → jobs: take this job (pending → running), holding a lease for `leaseMs`. */
export const JobClaimRequestSchema = z.object({
  jobId: z.number().int().positive(),
  workerId: z.string().min(1).max(200),
  leaseMs: z.number().int().positive(),
});

/** What a worker needs to run a job of any kind. */
export const ClaimedJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_KINDS),
  /** The partner task (partner jobs), else null. */
  taskId: z.number().int().nullable(),
  /** The partner (partner jobs), else null. */
  partnerId: z.number().int().nullable(),
  methodName: z.enum(JOB_METHODS),
  params: z.record(z.string(), z.unknown()),
  debug: z.boolean(),
  attempt: z.number().int(),
  /**
   * Fencing token of this claim: grows with every claim. A worker writes it beside the data it
   * commits, so a run that lost its lease cannot commit after the run that took over (DESIGN §4).
   */
  fence: z.number().int().positive(),
  /** What may not run twice at once: `task:<id>`, `export`, `system:<method>`. */
  concurrencyKey: z.string(),
});
/** A claimed job. */
export type ClaimedJob = z.infer<typeof ClaimedJobSchema>;
/** A claimed partner job (the import methods read taskId and partnerId). */
export type ClaimedPartnerJob = ClaimedJob & { taskId: number; partnerId: number };

/**
 * Jobs' answer to a claim: the job, or why not. `not_found` / `not_pending`: a duplicate delivery
 * (ack and drop). `busy`: another job of the same task (or export, or system method) runs; `paused`:
 * its queue is paused. Both stay pending, and jobs publishes them again when the way is clear.
 */
export const JobClaimReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), job: ClaimedJobSchema }),
  z.object({ ok: z.literal(false), reason: z.enum(['not_found', 'not_pending', 'busy', 'paused']) }),
]);

/** Worker → jobs, every few seconds and after each batch: extend the lease, counters, log lines. */
export const JobReportRequestSchema = z.object({
  jobId: z.number().int().positive(),
  workerId: z.string().min(1).max(200),
  leaseMs: z.number().int().positive(),
  progress: JobProgressSchema.optional(),
  lines: z.array(JobLogInputSchema).max(1000).default([]),
});

/** Jobs' answer to a report: `lost` when the lease is no longer this worker's (stop, write nothing more); `stop` when a delete asked it to stop. */
export const JobReportReplySchema = z.object({ lost: z.boolean(), stop: z.boolean() });

/** How a run ended, as the worker reports it. */
/** `held`: the import guard stopped the run before it merged (the finish carries its diff). */
export const JOB_OUTCOMES = ['done', 'error', 'stopped', 'retry', 'held'] as const;

/** Worker → jobs: the run ended (fenced by worker id). `retry`: an unexpected failure, run again later or error after the last attempt. */
export const JobFinishRequestSchema = z.object({
  jobId: z.number().int().positive(),
  workerId: z.string().min(1).max(200),
  /** The claim's fencing token: a finish sent again (its answer was lost) is recognised and answered ok. */
  fence: z.number().int().positive().optional(),
  outcome: z.enum(JOB_OUTCOMES),
  progress: JobProgressSchema.optional(),
  lines: z.array(JobLogInputSchema).max(1000).default([]),
  /** Why it failed (error, retry): a message key and placeholders, logged and put in the error notice. */
  error: z.object({ key: z.string(), params: MessageParamsSchema.default({}) }).optional(),
  /** What a held run would change (outcome held). */
  held: HeldDiffSchema.optional(),
});

/** Jobs' answer to a finish: false when the lease was lost (another worker owns the job now). */
export const JobFinishReplySchema = z.object({ ok: z.boolean() });

/** Catalog answers jobs: partner names by id (desktop rows, notices). */
export const PartnerNamesRequestSchema = z.object({ ids: z.array(z.number().int()).max(10_000) });
/** Partner names by id (a deleted partner is absent). */
export const PartnerNamesReplySchema = z.object({
  partners: z.array(z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() })),
});

/** Catalog asks jobs: undismissed error notices per partner (the partners desktop's `errors`). */
export const ErrorCountsRequestSchema = z.object({ partnerIds: z.array(z.number().int()).max(10_000) });
/** Error notice counts by partner id (absent = 0). */
export const ErrorCountsReplySchema = z.object({ counts: z.record(z.string(), z.number().int()) });

/**
 * Jobs → all (SUBJECTS.jobChanged): a job changed status or progress, or was removed. The gateway
 * streams it to the browsers allowed to see the kind (GET /api/events); desktops update from it.
 */
export const JobChangedEventSchema = z.object({
  kind: z.enum(JOB_KINDS),
  jobId: z.number().int(),
  taskId: z.number().int().nullable(),
  partnerId: z.number().int().nullable(),
  /** The new status, or `deleted` once the row is gone (a deleted pending job, a stopped running one). */
  status: z.enum([...JOB_STATUSES, 'deleted']),
  queue: z.enum(QUEUES).optional(),
  methodName: z.string().optional(),
  /** Live counters (running jobs' reports, and the last ones at the end). */
  progress: JobProgressSchema.partial().optional(),
  /** When it changed (ISO). */
  at: z.string().optional(),
});
/** A job status change. */
export type JobChangedEvent = z.infer<typeof JobChangedEventSchema>;
