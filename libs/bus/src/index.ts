/** @feedhub/bus: one interface for events, request/reply, a priority work queue and leases. */
export * from './types';
export * from './subject-match';
export * from './in-process-bus';
export * from './nats-bus';
export * from './open-bus';
export * from './checked-bus';
