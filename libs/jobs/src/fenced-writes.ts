import type { Knex } from 'knex';
import { JobStopped } from './job-errors';
import type { FencedJob, FenceOptions, FenceQuery, JobFencing } from './job-fencing';

/**
 * The only way a method writes (DESIGN §4): every write goes through its run, which holds the job's
 * fence in the write's transaction. A refused fence (a newer claim took it, or it ran out while the
 * process was paused) throws JobStopped('lease_lost') and tells the run (`onLost`), so the run stops
 * — its signal aborts what is under way (a request to the PIM) — and ends without finishing.
 */
export interface FencedWrites {
  /**
   * Runs `work` in a transaction on the worker's database that holds the fence; nothing of it commits
   * once the fence is refused. `commit` marks the job's result committed (its last write).
   */
  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>, options?: FenceOptions): Promise<T>;
  /** Holds the fence in a transaction the method runs on its own connection (a bulk session). */
  fence(query: FenceQuery, options?: FenceOptions): Promise<void>;
  /**
   * Proves the fence is still held (one read, no lock: it never waits for the run's own writes); call
   * it before anything sent outside the database (a batch to the PIM), so a run that lost its fence
   * sends nothing more.
   */
  checkFence(): Promise<void>;
}

/** Thrown when a method writes on a worker without fencing: a programming error, never a job outcome. */
export class UnfencedWrite extends Error {
  constructor() {
    super('job write without fencing: start the worker pool with `fencing`');
    this.name = 'UnfencedWrite';
  }
}

/**
 * A run's fenced writes over `fencing`. `lost` answers whether the run already knows its lease is
 * lost (it then refuses without asking the database); `onLost` is told at each refusal.
 */
export function fencedWrites(
  fencing: JobFencing | undefined,
  job: FencedJob,
  run: { lost: () => boolean; onLost: () => void },
): FencedWrites {
  const fenced = async <T>(write: (fencing: JobFencing) => Promise<T>): Promise<T> => {
    if (!fencing) throw new UnfencedWrite();
    if (run.lost()) throw new JobStopped('lease_lost');
    try {
      return await write(fencing);
    } catch (error) {
      if (error instanceof JobStopped && error.reason === 'lease_lost') run.onLost();
      throw error;
    }
  };
  return {
    transaction: (work, options) => fenced((f) => f.transaction(job, work, options)),
    fence: (query, options) => fenced((f) => f.hold(query, job, options)),
    checkFence: () =>
      fenced(async (f) => {
        if (!(await f.check(job))) throw new JobStopped('lease_lost');
      }),
  };
}
