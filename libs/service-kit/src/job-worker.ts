import type { Bus } from '@feedhub/bus';
import type { ClaimedPartnerJob, JobLogInput, JobProgress, TaskMethod } from '@feedhub/contracts';
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
  /** Worker id of this process (fences finish and reports). */
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

/** Starts a pool of worker slots. Implemented with the job mechanism (issue 11). */
export declare function startJobWorkers(deps: JobWorkerDeps, options: JobWorkerOptions): JobWorkers;
