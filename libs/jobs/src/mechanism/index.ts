/** The job mechanism over the store (DESIGN §4): claim, heartbeat, finish, the lease sweep, events, system jobs. */
export { jobChanged, publishChanged, type EventJob } from './events';
export { finishJob } from './finish';
export { claimJobFor, reportJob, sweepExpiredLeases } from './lease';
export type { Changes } from './settle';
export { newSystemJob, startSystemJob, type SystemJob } from './system-job';
