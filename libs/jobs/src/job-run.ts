import type { WorkItem } from '@feedhub/bus';
import {
  JobFinishReplySchema,
  type JobFinishRequestSchema,
  JobProgressSchema,
  JobReportReplySchema,
  SUBJECTS,
  type ClaimedJob,
  type JobLogInput,
  type JobProgress,
  type WorkItemPayload,
} from '@feedhub/contracts';
import type { z } from 'zod';
import { JobStopped } from './job-errors';
import { fencedWrites, type FencedWrites } from './fenced-writes';
import type { JobRun } from './job-handler';
import { RunLog } from './run-log';
import { RETRY_DELAY_MS, sleep, type JobWorkerDeps, type JobWorkerOptions } from './worker-options';

/** A checkpoint reports at once when this many lines wait. */
const REPORT_LINES = 200;
/** Backoff of a finish that did not reach jobs: it is sent again until jobs answers. */
const FINISH_RETRY_MS = { first: 500, max: 10_000 } as const;
/** Margin by which the fence ends before the lease jobs holds (clocks, round trips). */
const FENCE_MARGIN_MS = 1000;

type FinishRequest = z.input<typeof JobFinishRequestSchema>;
/** How a run ends, as the pool decides it (the run adds its id, worker, counters and lines). */
export type RunOutcome = Omit<FinishRequest, 'jobId' | 'workerId' | 'lines' | 'progress'>;
type StopReason = JobStopped['reason'];

/**
 * Lets timers and I/O run before the method goes on. On PGlite (the embedded mode) every query
 * resolves as a microtask, so a method that only talks to the database (an export to the embedded
 * PIM) would otherwise hold the event loop until it ends: no HTTP answer, no heartbeat, no job event.
 */
const yieldEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One job while its method runs in a slot: the JobRun the method gets (log lines, counters,
 * checkpoints), its heartbeat that keeps the lease and the fence, and its end through jobs.
 */
export class Run implements JobRun {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private reason: StopReason | null = null;
  private readonly lines = new RunLog();
  private current: JobProgress = JobProgressSchema.parse({});
  private lastReport = Date.now();
  private reporting: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly writes: FencedWrites;
  readonly transaction: FencedWrites['transaction'];
  readonly fence: FencedWrites['fence'];
  readonly checkFence: FencedWrites['checkFence'];

  constructor(
    readonly job: ClaimedJob,
    private readonly item: WorkItem<WorkItemPayload>,
    private readonly deps: JobWorkerDeps,
    private readonly options: JobWorkerOptions,
    private readonly workerId: string,
  ) {
    this.signal = this.controller.signal;
    // A refused fence is a lost lease: the run stops and ends without finishing (the pool's rule).
    this.writes = fencedWrites(options.fencing, job, {
      lost: () => this.reason === 'lease_lost',
      onLost: () => this.abort('lease_lost'),
    });
    this.transaction = (work, fenceOptions) => this.writes.transaction(work, fenceOptions);
    this.fence = (query, fenceOptions) => this.writes.fence(query, fenceOptions);
    this.checkFence = () => this.writes.checkFence();
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
    this.lines.add(line);
  }

  progress(update: Partial<JobProgress>): void {
    this.current = { ...this.current, ...update };
  }

  async checkpoint(): Promise<void> {
    this.throwIfStopped();
    await yieldEventLoop();
    this.throwIfStopped();
    if (this.lines.waiting > REPORT_LINES || Date.now() - this.lastReport >= this.options.reportEveryMs)
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
    const lines = this.lines.takeBatch();
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
      this.lines.putBack(lines);
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
  async finish(request: RunOutcome): Promise<void> {
    clearInterval(this.heartbeat);
    await this.reporting;
    if (this.reason === 'lease_lost') {
      await this.item.ack();
      return;
    }
    this.lines.closeWarnings();
    try {
      while (!this.lines.fitsOneRequest()) {
        const before = this.lines.waiting;
        await this.report();
        if (this.lines.waiting >= before) throw new Error('jobs did not take the log lines');
      }
    } catch (err) {
      this.deps.log.warn(
        { err, jobId: this.job.id },
        'job lines not delivered; the finish carries what it can',
      );
      this.lines.keepLastRequest();
    }
    const finishRequest = {
      ...request,
      jobId: this.job.id,
      workerId: this.workerId,
      fence: this.job.fence,
      progress: this.current,
      lines: this.lines.takeAll(),
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
