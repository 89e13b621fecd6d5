import type { Bus } from '@feedhub/bus';
import type { Logger } from '@feedhub/service-kit';
import type { JobFencing } from './job-fencing';
import type { DefinedJob } from './define-job';

/** How a worker pool runs. */
export interface JobWorkerOptions {
  /** The job kinds it runs (defineJob); a job of another method ends in error. */
  jobs: readonly DefinedJob[];
  /** Jobs run at once by this process (each slot pulls by priority). */
  concurrency: number;
  /** Lease asked at claim and at each report; jobs puts the job back to pending when it runs out. */
  leaseMs: number;
  /** Most time between two reports (heartbeat); a checkpoint reports sooner when lines pile up. */
  reportEveryMs: number;
  /** Fencing of the worker's own writes (optional: a worker that writes nothing of its own needs none). */
  fencing?: JobFencing;
}

/** What a pool needs from its service. */
export interface JobWorkerDeps {
  bus: Bus;
  log: Logger;
  /** Instance id; the worker id is built from it. */
  instance: string;
}

/** Delay before a work item whose claim or finish could not reach jobs is delivered again. */
export const RETRY_DELAY_MS = 2000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
