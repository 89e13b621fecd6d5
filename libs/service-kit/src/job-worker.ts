import { randomBytes } from 'node:crypto';
import type { Bus, WorkItem } from '@feedhub/bus';
import {
  JobClaimReplySchema,
  JobFinishReplySchema,
  type JobFinishRequestSchema,
  JobLogInputSchema,
  JobProgressSchema,
  JobReportReplySchema,
  MAX_SKIPPED_LOG_LINES,
  SUBJECTS,
  WorkItemPayloadSchema,
  type ClaimedPartnerJob,
  type JobLogInput,
  type JobProgress,
  type TaskMethod,
  type WorkItemPayload,
} from '@feedhub/contracts';
import type { z } from 'zod';
import type { Logger } from './logger';

/**
 * The worker side of the job mechanism (DESIGN §4): pulls work items high before medium before low,
 * claims each job from the jobs service, runs its method with a lease kept alive by reports, and
 * finishes it through jobs (fenced by the worker id) before acking the item.
 */

/** One claimed job while its method runs. */
export interface JobRun {
  /** The job as the claim answered it. */
  readonly job: ClaimedPartnerJob;
  /** Aborted when a delete asks the job to stop, when the lease is lost, or when the worker shuts down. */
  readonly signal: AbortSignal;
  /** Adds a log line; lines go to jobs in batches with the next report. */
  log(line: JobLogInput): void;
  /** Sets live counters (merged into the current ones); they go with the next report. */
  progress(update: Partial<JobProgress>): void;
  /**
   * Call between batches: sends a report when one is due and throws JobStopped once `signal` is
   * aborted, so a method stops at its next batch and writes nothing more.
   */
  checkpoint(): Promise<void>;
}

/** A task method's implementation. Resolving means done. */
export type JobHandler = (run: JobRun) => Promise<void>;

/** The methods a worker runs; a job whose method is missing ends in error. */
export type JobHandlers = Partial<Record<TaskMethod, JobHandler>>;

/** A failure the job cannot recover from by running again (a feed that cannot be read): the job ends in error. */
export class JobFailure extends Error {
  /** Builds a failure from a message key (i18n `jobs` namespace, or a `feed_*` key) and placeholders. */
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${key} ${JSON.stringify(params)}`);
    this.name = 'JobFailure';
  }
}

/** Thrown by `checkpoint()` once the run must stop; the worker reports `stopped` (or nothing when the lease was lost). */
export class JobStopped extends Error {
  /** Builds it with why the run stops. */
  constructor(readonly reason: 'stop_requested' | 'lease_lost' | 'shutdown') {
    super(`job stopped: ${reason}`);
    this.name = 'JobStopped';
  }
}

/** How a worker pool runs. */
export interface JobWorkerOptions {
  /** Methods it runs. */
  handlers: JobHandlers;
  /** Jobs run at once by this process (each slot pulls by priority). */
  concurrency: number;
  /** Lease asked at claim and at each report; jobs puts the job back to pending when it runs out. */
  leaseMs: number;
  /** Most time between two reports (heartbeat); a checkpoint reports sooner when lines pile up. */
  reportEveryMs: number;
}

/** A running pool of worker slots. */
export interface JobWorkers {
  /** Worker id of this pool, `<instance>:<pid>:<random>` (fences finish and reports). */
  readonly workerId: string;
  /** Jobs running now. */
  running(): number;
  /** Lets every slot finish its current item, then starts fresh slots; resolves to the number of slots restarted. */
  restart(): Promise<number>;
  /** Stops pulling, lets running jobs stop at their next checkpoint (reported as retry), waits for them. */
  stop(): Promise<void>;
}

/** What a pool needs from its service. */
export interface JobWorkerDeps {
  bus: Bus;
  log: Logger;
  /** Instance id; the worker id is built from it. */
  instance: string;
}

/** How long a slot waits for a work item before it looks again (and notices a stop). */
const PULL_WAIT_MS = 1000;
/** A checkpoint reports at once when this many lines wait. */
const REPORT_LINES = 200;
/** Most lines in one report or finish (the bus protocol's cap). */
const LINES_PER_REQUEST = 1000;
/** Delay before a work item whose claim or finish could not reach jobs is delivered again. */
const RETRY_DELAY_MS = 2000;
/** Work of a kind this pool does not run goes back for another worker, after this long. */
const FOREIGN_KIND_DELAY_MS = 30_000;

type LogLine = z.output<typeof JobLogInputSchema>;
type FinishRequest = z.input<typeof JobFinishRequestSchema>;
type StopReason = JobStopped['reason'];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The message key and placeholders of a failure the job cannot recover from (JobFailure, or a FeedError of @feedhub/feeds). */
function failureOf(
  error: unknown,
): { key: string; params: Record<string, string | number>; line?: LogLine } | null {
  if (error instanceof JobFailure) return { key: error.key, params: error.params };
  if (error instanceof Error && error.name === 'FeedError') {
    const feed = error as Error & { key?: unknown; params?: unknown; position?: unknown };
    if (typeof feed.key !== 'string') return null;
    const params = typeof feed.params === 'object' && feed.params !== null ? feed.params : {};
    const line = JobLogInputSchema.safeParse({
      type: 'error',
      key: feed.key,
      params,
      position: feed.position,
    });
    return line.success
      ? { key: line.data.key, params: line.data.params, line: line.data }
      : { key: 'job_feed_error', params: { message: error.message.slice(0, 500) } };
  }
  return null;
}

/** One job while its method runs in a slot: the JobRun the method gets, its heartbeat and its end. */
class Run implements JobRun {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private reason: StopReason | null = null;
  private readonly buffer: LogLine[] = [];
  private current: JobProgress = JobProgressSchema.parse({});
  private lastReport = Date.now();
  private reporting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Warning lines written so far, and the ones over the cap that were only counted. */
  private warnings = 0;
  private omitted = 0;

  constructor(
    readonly job: ClaimedPartnerJob,
    private readonly item: WorkItem<WorkItemPayload>,
    private readonly deps: JobWorkerDeps,
    private readonly options: JobWorkerOptions,
    private readonly workerId: string,
  ) {
    this.signal = this.controller.signal;
  }

  /** Why the run must stop, once it must. */
  get stopReason(): StopReason | null {
    return this.reason;
  }

  /** Asks the method to stop at its next checkpoint. */
  abort(reason: StopReason): void {
    if (this.reason) return;
    this.reason = reason;
    this.controller.abort(new JobStopped(reason));
  }

  log(line: JobLogInput): void {
    const parsed = JobLogInputSchema.safeParse({ ...line, at: line.at ?? new Date().toISOString() });
    const stored: LogLine = parsed.success
      ? parsed.data
      : { type: 'warning', key: 'job_invalid_log_line', params: {}, at: new Date().toISOString() };
    if (stored.type === 'warning') {
      this.warnings += 1;
      if (this.warnings > MAX_SKIPPED_LOG_LINES) {
        this.omitted += 1;
        return;
      }
    }
    this.buffer.push(stored);
  }

  progress(update: Partial<JobProgress>): void {
    this.current = { ...this.current, ...update };
  }

  async checkpoint(): Promise<void> {
    this.throwIfStopped();
    if (this.buffer.length > REPORT_LINES || Date.now() - this.lastReport >= this.options.reportEveryMs)
      await this.report();
    this.throwIfStopped();
  }

  private throwIfStopped(): void {
    if (this.reason) throw new JobStopped(this.reason);
  }

  /** Starts the heartbeat: a report every reportEveryMs (lease, counters, lines, in-progress ack). */
  startHeartbeat(): void {
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastReport >= this.options.reportEveryMs / 2) void this.report();
    }, this.options.reportEveryMs);
    this.heartbeat.unref();
  }

  /** One report at a time: lines that could not be sent go back to the front of the buffer. */
  report(): Promise<void> {
    this.reporting ??= this.sendReport().finally(() => {
      this.reporting = null;
    });
    return this.reporting;
  }

  private async sendReport(): Promise<void> {
    if (this.reason === 'lease_lost') return;
    const lines = this.buffer.splice(0, LINES_PER_REQUEST);
    this.lastReport = Date.now();
    try {
      const reply = await this.deps.bus.request(
        SUBJECTS.jobReport,
        {
          jobId: this.job.id,
          workerId: this.workerId,
          leaseMs: this.options.leaseMs,
          progress: this.current,
          lines,
        },
        JobReportReplySchema,
        this.requestTimeout(),
      );
      if (reply.lost) this.abort('lease_lost');
      else if (reply.stop) this.abort('stop_requested');
    } catch (err) {
      // Jobs did not answer: keep the lines for the next report; the lease runs out if this lasts.
      this.buffer.unshift(...lines);
      this.deps.log.warn({ err, jobId: this.job.id }, 'job report failed');
    }
    await this.item.working().catch((err: unknown) => this.deps.log.warn({ err }, 'in-progress ack failed'));
  }

  private requestTimeout(): number {
    return Math.max(1000, Math.min(10_000, Math.floor(this.options.leaseMs / 2)));
  }

  /**
   * Ends the run through jobs (fenced by the worker id) and settles the work item: acked once jobs
   * answered, nak'ed when it could not be reached (the lease then runs out and jobs retries the job).
   */
  async finish(request: Omit<FinishRequest, 'jobId' | 'workerId' | 'lines' | 'progress'>): Promise<void> {
    clearInterval(this.heartbeat);
    await this.reporting;
    if (this.reason === 'lease_lost') {
      await this.item.ack();
      return;
    }
    if (this.omitted)
      this.buffer.push({
        type: 'info',
        key: 'job_warnings_omitted',
        params: { count: this.omitted },
        at: new Date().toISOString(),
      });
    try {
      while (this.buffer.length > LINES_PER_REQUEST) {
        const before = this.buffer.length;
        await this.report();
        if (this.buffer.length >= before) throw new Error('jobs did not take the log lines');
      }
      const reply = await this.deps.bus.request(
        SUBJECTS.jobFinish,
        {
          ...request,
          jobId: this.job.id,
          workerId: this.workerId,
          progress: this.current,
          lines: this.buffer.splice(0),
        },
        JobFinishReplySchema,
        this.requestTimeout(),
      );
      if (!reply.ok) this.deps.log.warn({ jobId: this.job.id }, 'job finished after its lease was lost');
      await this.item.ack();
    } catch (err) {
      this.deps.log.warn({ err, jobId: this.job.id }, 'job finish failed; the lease will run out');
      await this.item.nak(RETRY_DELAY_MS).catch(() => undefined);
    }
  }
}

/**
 * Starts a pool of worker slots (DESIGN §4). Each slot pulls one work item at a time (high before
 * medium before low), claims its job from jobs, runs the method with a heartbeat, finishes the job
 * through jobs and only then acks the item.
 */
export function startJobWorkers(deps: JobWorkerDeps, options: JobWorkerOptions): JobWorkers {
  const { bus, log } = deps;
  const workerId = `${deps.instance}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const runs = new Set<Run>();
  let stopped = false;

  interface Generation {
    draining: boolean;
    slots: Promise<void>[];
  }

  const runItem = async (item: WorkItem<WorkItemPayload>): Promise<void> => {
    const { kind, jobId } = item.payload;
    if (kind !== 'partner') {
      await item.nak(FOREIGN_KIND_DELAY_MS);
      return;
    }
    let claim: z.infer<typeof JobClaimReplySchema>;
    try {
      claim = await bus.request(
        SUBJECTS.jobClaim,
        { jobId, workerId, leaseMs: options.leaseMs },
        JobClaimReplySchema,
        10_000,
      );
    } catch (err) {
      log.warn({ err, jobId }, 'job claim failed');
      await item.nak(RETRY_DELAY_MS);
      return;
    }
    if (!claim.ok) {
      // A duplicate delivery, or a job deleted or already run: nothing to do.
      await item.ack();
      return;
    }
    const run = new Run(claim.job, item, deps, options, workerId);
    runs.add(run);
    try {
      const handler = options.handlers[claim.job.methodName];
      if (!handler) {
        await run.finish({
          outcome: 'error',
          error: { key: 'job_unknown_method', params: { method: claim.job.methodName } },
        });
        return;
      }
      run.startHeartbeat();
      let outcome: Omit<FinishRequest, 'jobId' | 'workerId' | 'lines' | 'progress'>;
      try {
        await handler(run);
        outcome = { outcome: 'done' };
      } catch (error) {
        const failure = failureOf(error);
        const reason = run.stopReason ?? (error instanceof JobStopped ? error.reason : null);
        if (reason === 'stop_requested') outcome = { outcome: 'stopped' };
        else if (reason === 'lease_lost') {
          run.abort('lease_lost');
          outcome = { outcome: 'retry' };
        } else if (reason === 'shutdown')
          outcome = { outcome: 'retry', error: { key: 'job_worker_shutdown', params: {} } };
        else if (failure) {
          if (failure.line) run.log(failure.line);
          outcome = { outcome: 'error', error: { key: failure.key, params: failure.params } };
        } else {
          log.error({ err: error, jobId }, 'job method failed');
          const message = error instanceof Error ? error.message : String(error);
          outcome = {
            outcome: 'retry',
            error: { key: 'job_unexpected_error', params: { message: message.slice(0, 500) } },
          };
        }
      }
      await run.finish(outcome);
    } finally {
      runs.delete(run);
    }
  };

  const slot = async (generation: Generation): Promise<void> => {
    while (!stopped && !generation.draining) {
      const asked = Date.now();
      let item: WorkItem<WorkItemPayload> | null;
      try {
        item = await bus.pull(WorkItemPayloadSchema, PULL_WAIT_MS);
      } catch (err) {
        log.warn({ err }, 'work queue pull failed');
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      if (!item) {
        // A closed bus answers at once: do not spin.
        if (Date.now() - asked < PULL_WAIT_MS / 10) await sleep(PULL_WAIT_MS / 5);
        continue;
      }
      if (stopped || generation.draining) {
        await item.nak(0).catch(() => undefined);
        break;
      }
      try {
        await runItem(item);
      } catch (err) {
        log.error({ err, item: item.id }, 'work item failed');
        await item.nak(RETRY_DELAY_MS).catch(() => undefined);
      }
    }
  };

  const launch = (): Generation => {
    const generation: Generation = { draining: false, slots: [] };
    for (let i = 0; i < Math.max(1, options.concurrency); i += 1) generation.slots.push(slot(generation));
    return generation;
  };
  let generation = launch();

  return {
    workerId,
    running: () => runs.size,
    async restart() {
      if (stopped) return 0;
      const old = generation;
      old.draining = true;
      await Promise.all(old.slots);
      if (stopped) return 0;
      generation = launch();
      return old.slots.length;
    },
    async stop() {
      stopped = true;
      generation.draining = true;
      for (const run of runs) run.abort('shutdown');
      await Promise.all(generation.slots);
    },
  };
}
