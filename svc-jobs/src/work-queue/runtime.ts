import type { JobChangedEvent } from '@feedhub/contracts';
import { createJobsRuntime, publishChanged, type JobsRuntime } from '@feedhub/jobs';
import type { ServiceDeps } from '@feedhub/service-kit';
import type { JobsConfig } from '../config';
import { maxAttemptsOf } from '../jobs/max-attempts';

const runtimes = new WeakMap<object, JobsRuntime>();

/** The runtime of an instance (its deps object): the routes, bus handlers and hooks of one instance share it. */
export function jobsRuntime(deps: ServiceDeps<JobsConfig>): JobsRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    runtime = createJobsRuntime({
      knex: deps.knex,
      bus: deps.bus,
      log: deps.log,
      instance: deps.instance,
      config: deps.config,
      maxAttempts: () => maxAttemptsOf(deps),
    });
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/**
 * After a commit that queued jobs (an add, a retry, a decision): the relay takes their outbox rows
 * now rather than at its next tick, and their `job.changed` events go out.
 */
export async function announceQueued(
  deps: ServiceDeps<JobsConfig>,
  events: JobChangedEvent[],
): Promise<void> {
  jobsRuntime(deps).kick();
  await publishChanged(deps.bus, deps.log, events);
}
