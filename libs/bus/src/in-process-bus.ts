import type { z } from 'zod';
import { QUEUES, type Queue } from '@feedhub/contracts';
import { subjectMatches } from './subject-match';
import {
  BusRemoteError,
  BusTimeoutError,
  DEFAULT_WORK_QUEUE_OPTIONS,
  type Bus,
  type Leases,
  type SubscribeOptions,
  type Subscription,
  type WorkItem,
  type WorkQueueOptions,
} from './types';

interface Listener {
  pattern: string;
  queue?: string;
  deliver(payload: unknown, subject: string): Promise<unknown>;
  kind: 'event' | 'responder';
}

interface QueuedItem {
  id: string;
  queue: Queue;
  payload: unknown;
  deliveryCount: number;
  notBefore: number;
}

/** Copies a payload the way a wire would, so no handler shares objects with its sender. */
const wireCopy = (payload: unknown): unknown =>
  payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));

/**
 * The bus inside one process (embedded mode). Same semantics as the NATS one: wildcards, queue
 * groups pick one member round-robin, requests time out, the work queue redelivers what is not
 * acked within ackWait and drops duplicate ids. Not durable: on start the jobs reconciler
 * republishes from PostgreSQL whatever was pending (DESIGN §4).
 */
export class InProcessBus implements Bus {
  private listeners = new Set<Listener>();
  private roundRobin = new Map<string, number>();
  private pending: Record<Queue, QueuedItem[]> = { high: [], medium: [], low: [] };
  private inFlight = new Map<string, { item: QueuedItem; timer: NodeJS.Timeout }>();
  private seen = new Map<string, number>();
  private waiters = new Set<() => void>();
  private leaseTable = new Map<string, { holder: string; expires: number }>();
  private readonly options: WorkQueueOptions;
  private closed = false;

  /** Creates an empty bus. */
  constructor(options: Partial<WorkQueueOptions> = {}) {
    this.options = { ...DEFAULT_WORK_QUEUE_OPTIONS, ...options };
  }

  /** Listeners that get a message: all plain ones, one per queue group. */
  private route(subject: string, kind: Listener['kind']): Listener[] {
    const matching = [...this.listeners].filter((l) => l.kind === kind && subjectMatches(l.pattern, subject));
    const out = matching.filter((l) => !l.queue);
    const groups = new Map<string, Listener[]>();
    for (const l of matching) if (l.queue) groups.set(l.queue, [...(groups.get(l.queue) ?? []), l]);
    for (const [group, members] of groups) {
      const key = `${subject}|${group}`;
      const next = (this.roundRobin.get(key) ?? 0) % members.length;
      this.roundRobin.set(key, next + 1);
      out.push(members[next]);
    }
    return out;
  }

  private add(listener: Listener): Subscription {
    this.listeners.add(listener);
    return { unsubscribe: () => void this.listeners.delete(listener) };
  }

  async publish(subject: string, payload: unknown): Promise<void> {
    for (const l of this.route(subject, 'event')) {
      // Events are asynchronous on a real bus too: never run the handler inside the publisher.
      setImmediate(() => {
        l.deliver(wireCopy(payload), subject).catch(() => undefined);
      });
    }
  }

  subscribe<S extends z.ZodType>(
    subject: string,
    schema: S,
    handler: (payload: z.infer<S>, subject: string) => Promise<void> | void,
    options: SubscribeOptions = {},
  ): Subscription {
    return this.add({
      pattern: subject,
      queue: options.queue,
      kind: 'event',
      deliver: async (payload, actual) => handler(schema.parse(payload), actual),
    });
  }

  respond<Q extends z.ZodType>(
    subject: string,
    schema: Q,
    handler: (payload: z.infer<Q>) => Promise<unknown> | unknown,
    options: SubscribeOptions = {},
  ): Subscription {
    return this.add({
      pattern: subject,
      queue: options.queue,
      kind: 'responder',
      deliver: async (payload) => wireCopy(await handler(schema.parse(payload))),
    });
  }

  async request<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    timeoutMs = 5000,
  ): Promise<z.infer<R>> {
    const [responder] = this.route(subject, 'responder');
    if (!responder) throw new BusTimeoutError(subject);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new BusTimeoutError(subject)), timeoutMs);
    });
    try {
      const reply = await Promise.race([
        responder.deliver(wireCopy(payload), subject).catch((e: unknown) => {
          throw new BusRemoteError(subject, e instanceof Error ? e.message : String(e));
        }),
        timeout,
      ]);
      return replySchema.parse(reply);
    } finally {
      clearTimeout(timer);
    }
  }

  async requestAll<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    waitMs = 1000,
  ): Promise<z.infer<R>[]> {
    // Same fan-out as NATS: plain responders all answer, a queue group answers through one member.
    const responders = this.route(subject, 'responder');
    const replies = await Promise.all(
      responders.map(async (l) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), waitMs);
        });
        try {
          return await Promise.race([l.deliver(wireCopy(payload), subject).catch(() => null), late]);
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const valid: z.infer<R>[] = [];
    for (const reply of replies) {
      const parsed = replySchema.safeParse(reply);
      if (reply !== null && reply !== undefined && parsed.success) valid.push(parsed.data);
    }
    return valid;
  }

  async enqueue(queue: Queue, id: string, payload: unknown): Promise<void> {
    const now = Date.now();
    for (const [key, at] of this.seen) if (now - at > this.options.duplicateWindowMs) this.seen.delete(key);
    if (this.seen.has(id)) return;
    this.seen.set(id, now);
    this.pending[queue].push({ id, queue, payload: wireCopy(payload), deliveryCount: 0, notBefore: 0 });
    this.wake();
  }

  async queueDepth(): Promise<Record<Queue, number>> {
    const depth: Record<Queue, number> = { high: 0, medium: 0, low: 0 };
    for (const queue of QUEUES) depth[queue] = this.pending[queue].length;
    for (const { item } of this.inFlight.values()) depth[item.queue] += 1;
    return depth;
  }

  private wake(): void {
    for (const w of [...this.waiters]) w();
  }

  /** The first deliverable item, by priority. */
  private take(): QueuedItem | null {
    const now = Date.now();
    for (const queue of QUEUES) {
      const index = this.pending[queue].findIndex((i) => i.notBefore <= now);
      if (index >= 0) return this.pending[queue].splice(index, 1)[0];
    }
    return null;
  }

  /** Puts an item back after a nak or an expired ack deadline, unless it has run out of deliveries. */
  private redeliver(item: QueuedItem, delayMs: number): void {
    if (!this.inFlight.delete(item.id)) return;
    if (item.deliveryCount >= this.options.maxDeliver || this.closed) return;
    item.notBefore = Date.now() + delayMs;
    this.pending[item.queue].push(item);
    setTimeout(() => this.wake(), delayMs + 1).unref();
    this.wake();
  }

  private armDeadline(item: QueuedItem): NodeJS.Timeout {
    const timer = setTimeout(() => this.redeliver(item, 0), this.options.ackWaitMs);
    timer.unref();
    return timer;
  }

  async pull<S extends z.ZodType>(schema: S, waitMs: number): Promise<WorkItem<z.infer<S>> | null> {
    const deadline = Date.now() + waitMs;
    let item = this.take();
    while (!item && !this.closed && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.waiters.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, Math.max(1, deadline - Date.now()));
        this.waiters.add(done);
      });
      item = this.take();
    }
    if (!item) return null;
    const current = item;
    current.deliveryCount += 1;
    this.inFlight.set(current.id, { item: current, timer: this.armDeadline(current) });
    const settle = () => {
      const flight = this.inFlight.get(current.id);
      if (flight?.item === current) {
        clearTimeout(flight.timer);
        this.inFlight.delete(current.id);
      }
    };
    return {
      id: current.id,
      queue: current.queue,
      payload: schema.parse(current.payload),
      deliveryCount: current.deliveryCount,
      ack: async () => settle(),
      term: async () => settle(),
      nak: async (delayMs = 0) => {
        const flight = this.inFlight.get(current.id);
        if (flight?.item !== current) return;
        clearTimeout(flight.timer);
        this.redeliver(current, delayMs);
      },
      working: async () => {
        const flight = this.inFlight.get(current.id);
        if (flight?.item !== current) return;
        clearTimeout(flight.timer);
        flight.timer = this.armDeadline(current);
      },
    };
  }

  readonly leases: Leases = {
    acquire: async (name, holder, ttlMs) => {
      const now = Date.now();
      const current = this.leaseTable.get(name);
      if (current && current.expires > now && current.holder !== holder) return false;
      this.leaseTable.set(name, { holder, expires: now + ttlMs });
      return true;
    },
    release: async (name, holder) => {
      if (this.leaseTable.get(name)?.holder === holder) this.leaseTable.delete(name);
    },
  };

  /** Subscriptions are live as soon as they are made in one process. */
  async flush(): Promise<void> {}

  async close(): Promise<void> {
    this.closed = true;
    for (const { timer } of this.inFlight.values()) clearTimeout(timer);
    this.listeners.clear();
    this.wake();
  }
}
