import { z } from 'zod';
import type { Queue } from './constants';
import { IcecatJobParamsSchema } from './icecat';

/**
 * Kinds of jobs, all on one mechanism (DESIGN §4): a partner task's run, an export to the PIM, or a
 * system job (PIM sync, pruning). The work item id is `<kind>:<jobId>:<attempt>:<outbox id>`.
 */
export const JOB_KINDS = ['partner', 'export', 'system'] as const;
/** A job kind. */
export type JobKind = (typeof JOB_KINDS)[number];

/** Live counters of a running job: an import's (read, new, changed, unchanged, skipped, bytes) or an export's (sent, created, updated, refused, skipped). */
export const JobProgressSchema = z.object({
  read: z.number().int().nonnegative().default(0),
  new: z.number().int().nonnegative().default(0),
  changed: z.number().int().nonnegative().default(0),
  unchanged: z.number().int().nonnegative().default(0),
  skipped: z.number().int().nonnegative().default(0),
  /** Bytes of the feed read so far and its size when the server said (Content-Length); progress = done/total. */
  bytesRead: z.number().int().nonnegative().default(0),
  bytesTotal: z.number().int().nonnegative().nullable().default(null),
  /** Export jobs (ExportProgressSchema): products sent to the PIM, created, updated and refused by it; `skipped` is shared. */
  sent: z.number().int().nonnegative().optional(),
  created: z.number().int().nonnegative().optional(),
  updated: z.number().int().nonnegative().optional(),
  refused: z.number().int().nonnegative().optional(),
});
/** Live counters of a job. */
export type JobProgress = z.infer<typeof JobProgressSchema>;

/** What an export job counts as it runs (live on the export desktop): lines sent and the PIM's answers. */
export const ExportProgressSchema = z.object({
  /** Products sent to the PIM. */
  sent: z.number().int().nonnegative().default(0),
  /** The PIM created them (201). */
  created: z.number().int().nonnegative().default(0),
  /** The PIM updated them (204). */
  updated: z.number().int().nonnegative().default(0),
  /** The PIM refused them (4xx per line): each is an error line of the log. */
  refused: z.number().int().nonnegative().default(0),
  /** Not sent: unchanged since the PIM accepted them, or their category is not mapped. */
  skipped: z.number().int().nonnegative().default(0),
});
/** An export job's counters. */
export type ExportProgress = z.infer<typeof ExportProgressSchema>;

/**
 * Which jobs of a kind run one at a time (one pending and one running per concurrency key):
 * `task` per partner task, `partner` per partner, `method` per method, `kind` every job of the kind.
 */
export type OneAtATime = 'task' | 'partner' | 'method' | 'kind';

/** A job kind as it is declared once (docs/jobs.md "Add a job kind"); the service that runs it binds its `run` (@feedhub/jobs defineJob). */
export interface JobDeclaration<
  K extends JobKind = JobKind,
  M extends string = string,
  P extends z.ZodType<Record<string, unknown>> = z.ZodType<Record<string, unknown>>,
> {
  /** The job row's kind. */
  kind: K;
  /** The worker method: the job row's `method_name`, the i18n label `method_<method>`. */
  method: M;
  /** The queue its jobs wait in (SPEC §4: high before import, medium is import, low after import). */
  queue: Queue;
  /** What runs one at a time (the concurrency key). */
  oneAtATime: OneAtATime;
  /** The job's params as the worker reads them (`run.params`); a row that does not parse ends in error. */
  params: P;
  /** The counters it reports while it runs. */
  progress: z.ZodType;
}

/** Declares a job kind: a typed value every package imports instead of its method's name. */
export const declareJob = <
  const K extends JobKind,
  const M extends string,
  P extends z.ZodType<Record<string, unknown>>,
>(
  declaration: JobDeclaration<K, M, P>,
): Readonly<JobDeclaration<K, M, P>> => Object.freeze(declaration);

/** Params of a job that takes none (unknown keys are kept, so an older row still runs). */
const NoParamsSchema = z.looseObject({});

/**
 * Params of a partner task's import run: the task's own params (free form, SPEC §3), of which the
 * worker reads `url` (a feed of the task's own, else the partner's) and, on a held run the user
 * decided, `decision`. A value of the wrong type is ignored, as the form allows any JSON.
 */
export const TaskRunParamsSchema = z.looseObject({
  url: z.string().optional().catch(undefined),
  decision: z.enum(['apply', 'discard']).optional().catch(undefined),
});
/** A task run's params. */
export type TaskRunParams = z.infer<typeof TaskRunParamsSchema>;

/** Params of an Icecat enrichment job (the partner is the job's own). */
export const EnrichIcecatParamsSchema = z.looseObject(IcecatJobParamsSchema.omit({ partnerId: true }).shape);

const task = <const M extends string>(method: M, queue: Queue) =>
  declareJob({
    kind: 'partner',
    method,
    queue,
    oneAtATime: 'task',
    params: TaskRunParamsSchema,
    progress: JobProgressSchema,
  });

/** Partner task methods (DESIGN §5 Task methods). */
export const importCategoriesJob = task('importCategories', 'high');
export const importAttributesJob = task('importAttributes', 'high');
export const importProductsJob = task('importProducts', 'medium');
export const updatePricesJob = task('updatePrices', 'low');
export const updateAmountsJob = task('updateAmounts', 'low');

/** The reference data of the PIM (categories, families, attributes) read again; one at a time. */
export const syncPimJob = declareJob({
  kind: 'system',
  method: 'syncPim',
  queue: 'high',
  oneAtATime: 'method',
  params: NoParamsSchema,
  progress: JobProgressSchema,
});
/** Finished jobs and notices past their retention deleted, held runs past theirs discarded (daily). */
export const pruneJobsJob = declareJob({
  kind: 'system',
  method: 'pruneJobs',
  queue: 'low',
  oneAtATime: 'method',
  params: NoParamsSchema,
  progress: JobProgressSchema,
});
/** One partner's products looked up in Icecat (docs/icecat.md); one at a time per partner. */
export const enrichIcecatJob = declareJob({
  kind: 'system',
  method: 'enrichIcecat',
  queue: 'low',
  oneAtATime: 'partner',
  params: EnrichIcecatParamsSchema,
  progress: JobProgressSchema,
});
/** The export list sent to the PIM; one export at a time. Medium: after imports that wait (high), before housekeeping (low). */
export const exportProductsJob = declareJob({
  kind: 'export',
  method: 'exportProducts',
  queue: 'medium',
  oneAtATime: 'kind',
  params: NoParamsSchema,
  progress: ExportProgressSchema,
});

/** What a partner task runs, in the order a first import runs them. */
export const TASK_JOBS = [
  importCategoriesJob,
  importAttributesJob,
  importProductsJob,
  updatePricesJob,
  updateAmountsJob,
] as const;
/** The system jobs. */
export const SYSTEM_JOBS = [syncPimJob, pruneJobsJob, enrichIcecatJob] as const;
/** Every declared job kind: the worker registry, the jobs service's checks and labels read this list. */
export const DECLARED_JOBS = [...TASK_JOBS, ...SYSTEM_JOBS, exportProductsJob] as const;
/** Any declared job kind. */
export type DeclaredJob = (typeof DECLARED_JOBS)[number];

type Methods<T extends readonly { method: string }[]> = { [I in keyof T]: T[I]['method'] };
const methodsOf = <const T extends readonly { method: string }[]>(jobs: T) =>
  jobs.map((j) => j.method) as unknown as Methods<T>;

/** Partner task methods. */
export const TASK_METHODS = methodsOf(TASK_JOBS);
/** A task method. */
export type TaskMethod = (typeof TASK_METHODS)[number];
/** Methods of system jobs: work of the platform, not of a partner's task (enrichIcecat: one partner's products). */
export const SYSTEM_JOB_METHODS = methodsOf(SYSTEM_JOBS);
/** A system job method. */
export type SystemJobMethod = (typeof SYSTEM_JOB_METHODS)[number];
/** Method of an export job. */
export const EXPORT_JOB_METHOD = exportProductsJob.method;
/** Every method a worker may be asked to run, whatever the job's kind. */
export const JOB_METHODS = methodsOf(DECLARED_JOBS);
/** A worker method. */
export type JobMethod = (typeof JOB_METHODS)[number];

/** The declaration of a method. */
export const declaredJob = <M extends JobMethod>(method: M): Extract<DeclaredJob, { method: M }> =>
  DECLARED_JOBS.find((j) => j.method === method) as Extract<DeclaredJob, { method: M }>;

const queuesOf = <T extends readonly DeclaredJob[]>(jobs: T) =>
  Object.fromEntries(jobs.map((j) => [j.method, j.queue])) as Readonly<Record<T[number]['method'], Queue>>;
/** The queue of each task method. */
export const TASK_METHOD_QUEUES = queuesOf(TASK_JOBS);
/** The queue of each system job. */
export const SYSTEM_JOB_QUEUES = queuesOf(SYSTEM_JOBS);
/** The queue of export jobs. */
export const EXPORT_JOB_QUEUE: Queue = exportProductsJob.queue;
