import type { ClaimedJob, JobLogInput, JobProgress } from '@feedhub/contracts';
import type { FencedWrites } from './fenced-writes';

/**
 * One claimed job while its method runs. Its writes go only through the run (FencedWrites:
 * `transaction`, `fence`, `checkFence`), which holds the job's fence in each of them.
 */
export interface JobRun extends FencedWrites {
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
