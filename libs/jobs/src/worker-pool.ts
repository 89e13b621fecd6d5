import { randomBytes } from 'node:crypto';
import type { WorkItem } from '@feedhub/bus';
import {
  JobClaimReplySchema,
  JobLogInputSchema,
  QUEUES,
  SUBJECTS,
  WorkItemPayloadSchema,
  type WorkItemPayload,
} from '@feedhub/contracts';
import type { z } from 'zod';
import { JobFailure, JobHeld, JobStopped } from './job-errors';
import { Run, type RunOutcome } from './job-run';
import type { LogLine } from './run-log';
import { jobRegistry } from './define-job';
import { RETRY_DELAY_MS, sleep, type JobWorkerDeps, type JobWorkerOptions } from './worker-options';

/**
 * The worker side of the job mechanism (DESIGN §4): pulls work items high before medium before low,
 * claims each job from the jobs service, runs its method with a lease kept alive by reports, and
 * finishes it through jobs (fenced by the worker id) before acking the item.
 */

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

/** How long a slot waits for a work item before it looks again (and notices a stop). */
const PULL_WAIT_MS = 1000;
/** How often a pool says it is alive (the queue dashboard's workers). */
const POOL_HEARTBEAT_MS = 10_000;

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

/**
 * Starts a pool of worker slots (DESIGN §4). Each slot pulls one work item at a time (high before
 * medium before low), claims its job from jobs, runs the method with a heartbeat, finishes the job
 * through jobs and only then acks the item.
 */
export function startJobWorkers(deps: JobWorkerDeps, options: JobWorkerOptions): JobWorkers {
  const registry = jobRegistry(options.jobs);
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
      const handler = registry.get(claim.job.methodName);
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
      let outcome: RunOutcome;
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
