import type { z } from 'zod';
import type { Queue } from '@feedhub/contracts';

/** A live subscription; `unsubscribe` stops it. */
export interface Subscription {
  /** Stops delivery to this handler. */
  unsubscribe(): void;
}

/** Options of a subscription. */
export interface SubscribeOptions {
  /** Queue group: one member of the group gets each message (load balancing across replicas). */
  queue?: string;
}

/** A work item pulled from the priority work queue. */
export interface WorkItem<T = unknown> {
  /** Message id given at enqueue (`<kind>:<jobId>`). */
  id: string;
  /** The queue it came from. */
  queue: Queue;
  /** Payload (validated by the puller's schema). */
  payload: T;
  /** 1 on first delivery, 2 on the first redelivery… */
  deliveryCount: number;
  /** Done: remove it for good. */
  ack(): Promise<void>;
  /** Failed: deliver again, after `delayMs`. */
  nak(delayMs?: number): Promise<void>;
  /** Still working: extend the ack deadline. */
  working(): Promise<void>;
  /** Never deliver again (poison). */
  term(): Promise<void>;
}

/** Settings of the priority work queue. */
export interface WorkQueueOptions {
  /** Unacknowledged items are redelivered after this long without `working()`. */
  ackWaitMs: number;
  /** After this many deliveries an item is dropped (the job row in PostgreSQL records the error). */
  maxDeliver: number;
  /** A second enqueue with the same id inside this window is dropped. */
  duplicateWindowMs: number;
}

/** A lease held by one holder at a time, until it expires or is released (leader election). */
export interface Leases {
  /** Takes or renews the lease; true if `holder` holds it now. */
  acquire(name: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `holder` holds it. */
  release(name: string, holder: string): Promise<void>;
}

/**
 * The one bus interface, implemented on NATS JetStream and in process. Payloads are validated with
 * zod at both ends: publishers and requesters pass plain objects, handlers get parsed ones.
 */
export interface Bus {
  /** Fire-and-forget event. */
  publish(subject: string, payload: unknown): Promise<void>;
  /** Handles events on a subject pattern (`*` one token, `>` the rest). */
  subscribe<S extends z.ZodType>(
    subject: string,
    schema: S,
    handler: (payload: z.infer<S>, subject: string) => Promise<void> | void,
    options?: SubscribeOptions,
  ): Subscription;
  /** Answers requests on a subject; replicas share the load through the queue group. */
  respond<Q extends z.ZodType>(
    subject: string,
    schema: Q,
    handler: (payload: z.infer<Q>) => Promise<unknown> | unknown,
    options?: SubscribeOptions,
  ): Subscription;
  /** One request, one reply, validated; rejects with BusTimeoutError or BusNoResponderError. */
  request<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    timeoutMs?: number,
  ): Promise<z.infer<R>>;
  /**
   * Scatter-gather: every responder outside a queue group answers, and one member of each group;
   * collects replies until `waitMs` passes. A reply that fails or does not match `replySchema` is
   * left out (the caller reports how many answered).
   */
  requestAll<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    waitMs?: number,
  ): Promise<z.infer<R>[]>;
  /** Adds an item to a priority queue; a duplicate id inside the window is dropped. */
  enqueue(queue: Queue, id: string, payload: unknown): Promise<void>;
  /**
   * Items in each queue not yet acked: waiting or delivered and unsettled. The jobs reconciler
   * compares it with the jobs it published, so it republishes only what the queue lost.
   */
  queueDepth(): Promise<Record<Queue, number>>;
  /** Takes the next item, high before medium before low; waits up to `waitMs` for one. */
  pull<S extends z.ZodType>(schema: S, waitMs: number): Promise<WorkItem<z.infer<S>> | null>;
  /** Leader election. */
  leases: Leases;
  /**
   * Resolves once every subscription made so far is live on the server (a request from another
   * process reaches it). Services await it before they report themselves started.
   */
  flush(): Promise<void>;
  /** Closes connections and timers. */
  close(): Promise<void>;
}

/** A request nobody answered in time. */
export class BusTimeoutError extends Error {
  /** Builds the error for a subject. */
  constructor(readonly subject: string) {
    super(`bus request ${subject} timed out`);
    this.name = 'BusTimeoutError';
  }
}

/** A request whose responder failed; carries the responder's error message. */
export class BusRemoteError extends Error {
  /** Builds the error for a subject. */
  constructor(
    readonly subject: string,
    message: string,
  ) {
    super(`bus request ${subject} failed: ${message}`);
    this.name = 'BusRemoteError';
  }
}

/** Default work-queue settings (DESIGN §4; SECURITY: AckWait 60 s, MaxDeliver 5). */
export const DEFAULT_WORK_QUEUE_OPTIONS: WorkQueueOptions = {
  ackWaitMs: 60_000,
  maxDeliver: 5,
  duplicateWindowMs: 120_000,
};
