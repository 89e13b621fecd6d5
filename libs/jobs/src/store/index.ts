/** The job store (DESIGN §4): its models and repos by concern, over the `jobs` schema. docs/jobs.md maps them. */
export * from './add.repo';
export * from './claim.repo';
export type { JobOfEvent } from './event-rows';
export * from './finish.repo';
export * from './held.repo';
export * from './logs.repo';
export * from './models';
export * from './new-job';
export * from './notices.repo';
export * from './outbox.repo';
export * from './queues.repo';
export * from './schedule.repo';
export { QUEUE_ORDER, STORE_SCHEMA } from './tables';
