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
  QUEUES,
  SUBJECTS,
  WorkItemPayloadSchema,
  type ClaimedJob,
  type HeldDiff,
  type JobLogInput,
  type JobMethod,
  type JobProgress,
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
  /** The job as the claim answered it (any kind; partner methods read it through `partnerJob(run)`). */
  readonly job: ClaimedJob;
  /** Aborted when a delete asks the job to stop, when the lease is lost, or when the worker shuts down. */
  readonly signal: AbortSignal;
  /** Adds a log line; lines go to jobs in batches with the next report. */
  log(line: JobLogInput): void;
  /** Sets live counters (merged into the current ones); they go with the next report. */
  progress(update: Partial<JobProgress>): void;
  /**
   * Call between batches: lets the event loop run, sends a report when one is due and throws
   * JobStopped once `signal` is aborted, so a method stops at its next batch and writes nothing more.
   */
  checkpoint(): Promise<void>;
}

/** A method's implementation. Resolving means done. */
export type JobHandler = (run: JobRun) => Promise<void>;

/** The methods a worker runs, of every kind; a job whose method is missing ends in error. */
export type JobHandlers = Partial<Record<JobMethod, JobHandler>>;

/**
 * Fencing of the data a worker writes (DESIGN §4): the claim's token is recorded beside the
 * worker's own data, so a run that lost its lease cannot commit after the run that took over, and a
 * run whose result was committed is not redone when its finish never reached jobs. The service that
 * runs the workers implements it on its own database (catalog: `catalog.job_fences`).
 */
export interface JobFencing {
  /**
   * Takes the fence for a claimed run, valid for `validMs` from now. `held`: go on; `lost`: a newer
   * claim holds it (give up); `committed`: an earlier attempt of this job committed its result (finish
   * done without running again).
   */
  acquire(job: ClaimedJob, validMs: number): Promise<'held' | 'lost' | 'committed'>;
  /** Extends the fence after a report extended the lease; false when a newer claim holds it. */
  renew(job: ClaimedJob, validMs: number): Promise<boolean>;
}

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

/**
 * Thrown by an import the guard stopped before it merged (svc-catalog's import guard): the run ends
 * `held` with what it would have changed, and waits for a person to apply or discard it.
 */
export class JobHeld extends Error {
  /** Builds it with the run's diff. */
  constructor(readonly diff: HeldDiff) {
    super(`job held: ${diff.reasons.join(', ')}`);
    this.name = 'JobHeld';
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
  /** Fencing of the worker's own writes (optional: a worker that writes nothing of its own needs none). */
  fencing?: JobFencing;
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
/** Most log lines a run keeps while jobs cannot be reached; older info/debug lines go first, counted. */
export const MAX_BUFFERED_LINES = 5000;
/** How often a pool says it is alive (the queue dashboard's workers). */
const POOL_HEARTBEAT_MS = 10_000;
/** Backoff of a finish that did not reach jobs: it is sent again until jobs answers. */
const FINISH_RETRY_MS = { first: 500, max: 10_000 } as const;
/** Margin by which the fence ends before the lease jobs holds (clocks, round trips). */
const FENCE_MARGIN_MS = 1000;

type LogLine = z.output<typeof JobLogInputSchema>;
type FinishRequest = z.input<typeof JobFinishRequestSchema>;
type StopReason = JobStopped['reason'];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Lets timers and I/O run before the method goes on. On PGlite (the embedded mode) every query
 * resolves as a microtask, so a method that only talks to the database (an export to the embedded
 * PIM) would otherwise hold the event loop until it ends: no HTTP answer, no heartbeat, no job event.
 */
const yieldEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  /** Lines dropped over MAX_BUFFERED_LINES while jobs could not be reached. */
  private dropped = 0;
  private reporting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Warning lines written so far, and the ones over the cap that were only counted. */
  private warnings = 0;
  private omitted = 0;

  constructor(
    readonly job: ClaimedJob,
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
    this.bound();
  }

  /** Keeps the buffer under MAX_BUFFERED_LINES: the oldest debug and info lines go first, then any; counted. */
  private bound(): void {
    let excess = this.buffer.length - MAX_BUFFERED_LINES;
    if (excess <= 0) return;
    for (let i = 0; i < this.buffer.length && excess > 0;) {
      const type = this.buffer[i].type;
      if (type === 'debug' || type === 'info') {
        this.buffer.splice(i, 1);
        excess -= 1;
        this.dropped += 1;
      } else i += 1;
    }
    if (excess > 0) {
      this.buffer.splice(0, excess);
      this.dropped += excess;
    }
  }

  /** The line that says how many lines were dropped, once a report can carry it. */
  private droppedLine(): LogLine[] {
    if (!this.dropped) return [];
    const line: LogLine = {
      type: 'warning',
      key: 'job_log_lines_dropped',
      params: { count: this.dropped },
      at: new Date().toISOString(),
    };
    this.dropped = 0;
    return [line];
  }

  progress(update: Partial<JobProgress>): void {
    this.current = { ...this.current, ...update };
  }

  async checkpoint(): Promise<void> {
    this.throwIfStopped();
    await yieldEventLoop();
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
    const lines = [...this.droppedLine(), ...this.buffer.splice(0, LINES_PER_REQUEST - 1)];
    const sentAt = Date.now();
    this.lastReport = sentAt;
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
      else if (
        this.options.fencing &&
        !(await this.options.fencing.renew(this.job, this.fenceValidity(sentAt)).catch(() => true))
      )
        this.abort('lease_lost');
    } catch (err) {
      // Jobs did not answer: keep the lines for the next report (within the cap); the lease runs out if this lasts.
      this.buffer.unshift(...lines.filter((l) => l.key !== 'job_log_lines_dropped'));
      this.dropped += lines
        .filter((l) => l.key === 'job_log_lines_dropped')
        .reduce((n, l) => n + Number(l.params.count), 0);
      this.bound();
      this.deps.log.warn({ err, jobId: this.job.id }, 'job report failed');
    }
    await this.item.working().catch((err: unknown) => this.deps.log.warn({ err }, 'in-progress ack failed'));
  }

  /** How long the fence may stay valid after a lease taken at `sentAt`: less than the lease jobs holds. */
  fenceValidity(sentAt: number): number {
    return Math.max(0, this.options.leaseMs - (Date.now() - sentAt) - FENCE_MARGIN_MS);
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
      while (this.buffer.length > LINES_PER_REQUEST - 1) {
        const before = this.buffer.length;
        await this.report();
        if (this.buffer.length >= before) throw new Error('jobs did not take the log lines');
      }
    } catch (err) {
      this.deps.log.warn(
        { err, jobId: this.job.id },
        'job lines not delivered; the finish carries what it can',
      );
      this.buffer.splice(0, this.buffer.length - (LINES_PER_REQUEST - 1));
    }
    const finishRequest = {
      ...request,
      jobId: this.job.id,
      workerId: this.workerId,
      fence: this.job.fence,
      progress: this.current,
      lines: [...this.droppedLine(), ...this.buffer.splice(0)],
    };
    // A finish is sent until jobs answers (idempotent there: a repeat is recognised by the fence), so
    // a run whose result is committed is never redone or marked error because an answer was lost.
    for (let wait: number = FINISH_RETRY_MS.first; ; wait = Math.min(wait * 2, FINISH_RETRY_MS.max)) {
      try {
        const reply = await this.deps.bus.request(
          SUBJECTS.jobFinish,
          finishRequest,
          JobFinishReplySchema,
          this.requestTimeout(),
        );
        if (!reply.ok) this.deps.log.warn({ jobId: this.job.id }, 'job finished after its lease was lost');
        await this.item.ack();
        return;
      } catch (err) {
        this.deps.log.warn({ err, jobId: this.job.id }, 'job finish did not reach jobs; sent again');
        await this.item.working().catch(() => undefined);
        if (this.giveUp?.()) {
          // The pool stops: the lease runs out and jobs settles the job (a committed result is kept).
          await this.item.nak(RETRY_DELAY_MS).catch(() => undefined);
          return;
        }
        await sleep(wait);
      }
    }
  }

  /** Set by the pool: whether a finish still retrying should give up (the pool stopped and its grace ran out). */
  giveUp?: () => boolean;
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
  let stoppedAt = 0;

  // The pool says it is alive (and how busy) for the queue dashboard; a lost beat only ages `lastSeenAt`.
  const beat = () =>
    void bus
      .publish(SUBJECTS.workerHeartbeat, {
        id: workerId,
        queues: [...QUEUES],
        running: runs.size,
        concurrency: options.concurrency,
      })
      .catch(() => undefined);
  beat();
  const heartbeat = setInterval(beat, POOL_HEARTBEAT_MS);
  heartbeat.unref();

  interface Generation {
    draining: boolean;
    slots: Promise<void>[];
  }

  const runItem = async (item: WorkItem<WorkItemPayload>): Promise<void> => {
    const { jobId } = item.payload;
    let claim: z.infer<typeof JobClaimReplySchema>;
    const claimedAt = Date.now();
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
      // A duplicate delivery, a job deleted or already run: nothing to do. A busy job (another of its
      // task runs) or a paused queue's job stays pending: jobs publishes it again when it can run.
      await item.ack();
      return;
    }
    const run = new Run(claim.job, item, deps, options, workerId);
    run.giveUp = () => stopped && Date.now() - stoppedAt > options.leaseMs;
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
      if (options.fencing) {
        const fence = await options.fencing
          .acquire(claim.job, run.fenceValidity(claimedAt))
          .catch((err: unknown) => {
            log.warn({ err, jobId }, 'fence not taken; the job runs again');
            return 'error' as const;
          });
        if (fence === 'lost' || fence === 'error') {
          await run.finish({
            outcome: 'retry',
            error: { key: 'job_lease_expired', params: { attempt: claim.job.attempt } },
          });
          return;
        }
        if (fence === 'committed') {
          // An earlier attempt committed the result, and its finish never reached jobs: keep it.
          run.log({ type: 'info', key: 'job_result_kept', params: { attempt: claim.job.attempt - 1 } });
          await run.finish({ outcome: 'done' });
          return;
        }
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
        else if (error instanceof JobHeld) outcome = { outcome: 'held', held: error.diff };
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
      stoppedAt = Date.now();
      clearInterval(heartbeat);
      generation.draining = true;
      for (const run of runs) run.abort('shutdown');
      await Promise.all(generation.slots);
    },
  };
}
