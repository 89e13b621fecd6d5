/**
 * @feedhub/jobs: the job mechanism's worker side (DESIGN §4): the pool that pulls and claims, the run
 * a handler gets, the failures a handler throws, and the fencing of a worker's own writes.
 */
export { JobFailure, JobHeld, JobStopped } from './job-errors';
export type { JobHandler, JobRun } from './job-handler';
export {
  defineJob,
  definedJobs,
  handlersByMethod,
  jobRegistry,
  type DefinedJob,
  type DefinedRun,
  type HandlersByMethod,
} from './define-job';
export {
  holdFence,
  jobFencing,
  type FencedJob,
  type FenceOptions,
  type FenceQuery,
  type JobFencing,
} from './job-fencing';
export { fencedWrites, UnfencedWrite, type FencedWrites } from './fenced-writes';
export { MAX_BUFFERED_LINES } from './run-log';
export type { JobWorkerDeps, JobWorkerOptions } from './worker-options';
export { startJobWorkers, type JobWorkers } from './worker-pool';
// The store side (the jobs service runs it): the store's repos, the mechanism over them, and its timers.
export * from './store';
export * from './mechanism';
export * from './timers';
