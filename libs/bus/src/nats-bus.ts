import {
  connect,
  nanos,
  type NatsConnection,
  type Subscription as NatsSubscription,
  type Msg,
} from '@nats-io/transport-node';
import {
  AckPolicy,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
  type Consumer,
  type JetStreamClient,
  type JsMsg,
} from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import type { z } from 'zod';
import { DEFAULT_NATS_PREFIX, QUEUES, workQueueSubject, type Queue } from '@feedhub/contracts';
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

/** Connection settings of the NATS bus. */
export interface NatsBusOptions extends Partial<WorkQueueOptions> {
  /** `nats://host:port`, comma-separated for a cluster. */
  url: string;
  /** Prefix of every subject, stream and bucket name; tests use a unique one to stay apart. */
  prefix?: string;
  /** Connection name shown by the server. */
  name?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encode = (value: unknown): Uint8Array => encoder.encode(JSON.stringify(value ?? null));
const decode = (data: Uint8Array): unknown => (data.length ? JSON.parse(decoder.decode(data)) : undefined);

/** Reply wire format: a value, or the responder's error message. */
type Reply = { ok: unknown } | { error: string };

/**
 * The bus on NATS: core NATS for events and request/reply, a JetStream work-queue stream with one
 * durable pull consumer per priority for jobs (NATS 2.9 allows one filter subject per consumer),
 * and a KV bucket for leases.
 */
/** How long a work queue found empty (nothing pending or unacked, no publish seen since) is not asked again. */
const EMPTY_QUEUE_RECHECK_MS = 1000;

export class NatsBus implements Bus {
  private subs = new Set<NatsSubscription>();
  private consumers = new Map<Queue, Consumer>();
  private wakeSub?: NatsSubscription;
  private waiters = new Set<() => void>();
  /** Per queue: publishes seen (core NATS), and until when a queue found empty is not asked again. */
  private published: Record<Queue, number> = { high: 0, medium: 0, low: 0 };
  private emptyUntil: Record<Queue, number> = { high: 0, medium: 0, low: 0 };
  private kv?: KV;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly prefix: string,
    private readonly options: WorkQueueOptions,
  ) {}

  /** Connects and makes sure the jobs stream, its consumers and the lease bucket exist. */
  static async connect(options: NatsBusOptions): Promise<NatsBus> {
    const nc = await connect({
      servers: options.url.split(','),
      name: options.name,
      maxReconnectAttempts: -1,
    });
    const prefix = options.prefix ?? DEFAULT_NATS_PREFIX;
    const bus = new NatsBus(nc, jetstream(nc), prefix, { ...DEFAULT_WORK_QUEUE_OPTIONS, ...options });
    await bus.ensureStream();
    return bus;
  }

  private s(subject: string): string {
    return `${this.prefix}.${subject}`;
  }

  private get streamName(): string {
    return `${this.prefix.replace(/[^A-Za-z0-9_-]/g, '_')}_jobs`;
  }

  private async ensureStream(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    const config = {
      name: this.streamName,
      subjects: [this.s(workQueueSubject('*'))],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      duplicate_window: nanos(this.options.duplicateWindowMs),
    };
    try {
      await jsm.streams.info(this.streamName);
      await jsm.streams.update(this.streamName, config);
    } catch {
      await jsm.streams.add(config);
    }
    for (const queue of QUEUES) {
      const durable = `${this.streamName}_${queue}`;
      const consumerConfig = {
        durable_name: durable,
        filter_subject: this.s(workQueueSubject(queue)),
        ack_policy: AckPolicy.Explicit,
        ack_wait: nanos(this.options.ackWaitMs),
        max_deliver: this.options.maxDeliver,
      };
      try {
        await jsm.consumers.info(this.streamName, durable);
        await jsm.consumers.update(this.streamName, durable, consumerConfig);
      } catch {
        await jsm.consumers.add(this.streamName, consumerConfig);
      }
      this.consumers.set(queue, await this.js.consumers.get(this.streamName, durable));
    }
    // Core NATS sees every publish to the stream's subjects: a cheap signal to stop waiting.
    this.wakeSub = this.nc.subscribe(this.s(workQueueSubject('*')), {
      callback: (_err, msg) => this.wake(msg.subject.slice(msg.subject.lastIndexOf('.') + 1)),
    });
  }

  private wake(queue?: string): void {
    if (queue !== undefined && queue in this.published) {
      this.published[queue as Queue] += 1;
      this.emptyUntil[queue as Queue] = 0;
    }
    for (const w of [...this.waiters]) w();
  }

  private track(sub: NatsSubscription): Subscription {
    this.subs.add(sub);
    return {
      unsubscribe: () => {
        this.subs.delete(sub);
        sub.unsubscribe();
      },
    };
  }

  async publish(subject: string, payload: unknown): Promise<void> {
    this.nc.publish(this.s(subject), encode(payload));
  }

  subscribe<S extends z.ZodType>(
    subject: string,
    schema: S,
    handler: (payload: z.infer<S>, subject: string) => Promise<void> | void,
    options: SubscribeOptions = {},
  ): Subscription {
    const strip = this.prefix.length + 1;
    const sub = this.nc.subscribe(this.s(subject), {
      queue: options.queue,
      callback: (err, msg) => {
        if (err) return;
        Promise.resolve()
          .then(() => handler(schema.parse(decode(msg.data)), msg.subject.slice(strip)))
          .catch(() => undefined);
      },
    });
    return this.track(sub);
  }

  respond<Q extends z.ZodType>(
    subject: string,
    schema: Q,
    handler: (payload: z.infer<Q>) => Promise<unknown> | unknown,
    options: SubscribeOptions = {},
  ): Subscription {
    const sub = this.nc.subscribe(this.s(subject), {
      queue: options.queue,
      callback: (err, msg: Msg) => {
        if (err) return;
        Promise.resolve()
          .then(() => handler(schema.parse(decode(msg.data))))
          .then(
            (value): Reply => ({ ok: value ?? null }),
            (e: unknown): Reply => ({ error: e instanceof Error ? e.message : String(e) }),
          )
          .then((reply) => msg.respond(encode(reply)))
          // The connection closed while the handler ran (shutdown): the requester times out.
          .catch(() => undefined);
      },
    });
    return this.track(sub);
  }

  private unwrap<R extends z.ZodType>(subject: string, data: Uint8Array, schema: R): z.infer<R> {
    const reply = decode(data) as Reply;
    if ('error' in reply) throw new BusRemoteError(subject, reply.error);
    return schema.parse(reply.ok);
  }

  async request<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    timeoutMs = 5000,
  ): Promise<z.infer<R>> {
    let msg: Msg;
    try {
      msg = await this.nc.request(this.s(subject), encode(payload), { timeout: timeoutMs });
    } catch {
      throw new BusTimeoutError(subject);
    }
    return this.unwrap(subject, msg.data, replySchema);
  }

  async requestAll<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    waitMs = 1000,
  ): Promise<z.infer<R>[]> {
    const replies: z.infer<R>[] = [];
    try {
      const iterable = await this.nc.requestMany(this.s(subject), encode(payload), {
        strategy: 'timer',
        maxWait: waitMs,
      });
      for await (const msg of iterable) {
        try {
          replies.push(this.unwrap(subject, msg.data, replySchema));
        } catch {
          // a failed responder is left out; the caller reports how many answered
        }
      }
    } catch {
      // no responders: an empty answer
    }
    return replies;
  }

  async enqueue(queue: Queue, id: string, payload: unknown): Promise<void> {
    await this.js.publish(this.s(workQueueSubject(queue)), encode(payload), { msgID: id });
  }

  async queueDepth(): Promise<Record<Queue, number>> {
    const depth: Record<Queue, number> = { high: 0, medium: 0, low: 0 };
    for (const queue of QUEUES) {
      const info = await this.consumers.get(queue)?.info(false);
      if (info) depth[queue] = info.num_pending + info.num_ack_pending;
    }
    return depth;
  }

  async pull<S extends z.ZodType>(schema: S, waitMs: number): Promise<WorkItem<z.infer<S>> | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      // Fresh messages first, by priority; `num_pending` counts them cheaply.
      const waitingAcks: Queue[] = [];
      for (const queue of QUEUES) {
        const consumer = this.consumers.get(queue);
        if (!consumer || this.emptyUntil[queue] > Date.now()) continue;
        const seen = this.published[queue];
        const info = await consumer.info(false);
        if (info.num_ack_pending > 0) waitingAcks.push(queue);
        if (info.num_pending === 0) {
          // Found empty: not asked again until a publish to it is seen (or for a while: a redelivery
          // comes without a publish). Not when a publish came during the question (it may not count).
          if (info.num_ack_pending === 0 && seen === this.published[queue])
            this.emptyUntil[queue] = Date.now() + EMPTY_QUEUE_RECHECK_MS;
          continue;
        }
        const msg = await consumer.next({ expires: 1000 });
        if (msg) return this.wrap(queue, msg, schema);
      }
      // Nak'd or timed-out messages count as ack-pending until redelivered: try those queues too.
      for (const queue of waitingAcks) {
        if (deadline - Date.now() < 1000) break;
        const msg = await this.consumers.get(queue)?.next({ expires: 1000 });
        if (msg) return this.wrap(queue, msg, schema);
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.nc.isClosed()) return null;
      // Wait for a publish (or a redelivery becoming due: poll at least every second).
      await new Promise<void>((resolve) => {
        const done = () => {
          this.waiters.delete(done);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 1000));
        this.waiters.add(done);
      });
    }
  }

  private wrap<S extends z.ZodType>(queue: Queue, msg: JsMsg, schema: S): WorkItem<z.infer<S>> {
    return {
      id: msg.headers?.get('Nats-Msg-Id') ?? `${queue}:${msg.seq}`,
      queue,
      payload: schema.parse(decode(msg.data)),
      deliveryCount: msg.info.deliveryCount,
      ack: async () => {
        await msg.ackAck();
      },
      nak: async (delayMs) => msg.nak(delayMs),
      working: async () => msg.working(),
      term: async () => msg.term(),
    };
  }

  private async bucket(): Promise<KV> {
    this.kv ??= await new Kvm(this.js).create(`${this.streamName}_leases`, { history: 1 });
    return this.kv;
  }

  readonly leases: Leases = {
    acquire: async (name, holder, ttlMs) => {
      const kv = await this.bucket();
      const value = { holder, expires: Date.now() + ttlMs };
      const entry = await kv.get(name);
      try {
        if (!entry || entry.operation !== 'PUT') {
          await kv.create(name, encode(value));
          return true;
        }
        const current = decode(entry.value) as { holder: string; expires: number };
        if (current.holder !== holder && current.expires > Date.now()) return false;
        // Compare-and-set on the revision: two candidates cannot both win.
        await kv.update(name, encode(value), entry.revision);
        return true;
      } catch {
        return false;
      }
    },
    release: async (name, holder) => {
      const kv = await this.bucket();
      const entry = await kv.get(name);
      if (entry?.operation === 'PUT' && (decode(entry.value) as { holder: string }).holder === holder) {
        await kv.delete(name, { previousSeq: entry.revision }).catch(() => undefined);
      }
    },
  };

  /** A round trip to the server: every subscription sent before it is registered there. */
  async flush(): Promise<void> {
    await this.nc.flush();
  }

  /** Deletes this bus's stream and bucket (tests). */
  async destroy(): Promise<void> {
    const jsm = await jetstreamManager(this.nc);
    await jsm.streams.delete(this.streamName).catch(() => undefined);
    await jsm.streams.delete(`KV_${this.streamName}_leases`).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.wakeSub?.unsubscribe();
    for (const sub of this.subs) sub.unsubscribe();
    this.wake();
    await this.nc.drain().catch(() => undefined);
  }
}
