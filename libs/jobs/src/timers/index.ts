/** What runs the store on timers: the relay and reconciler, the scheduler, and the runtime that runs them. */
export { reconcilePending, relayOutbox, workItemId } from './relay';
export { createJobsRuntime, type JobsRuntime, type JobsRuntimeDeps, type JobsTimersConfig } from './runtime';
export {
  SCHEDULER_LEASE,
  SYSTEM_SCHEDULES,
  fireSchedules,
  latestFire,
  type ScheduleOptions,
} from './scheduler';
