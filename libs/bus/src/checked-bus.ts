import { z } from 'zod';
import { BUS_CONTRACTS, WORK_QUEUE_CONTRACT, type Queue } from '@feedhub/contracts';
import { subjectMatches } from './subject-match';
import type { Bus, SubscribeOptions, Subscription, WorkItem } from './types';

/** What the check needs to know of one subject (BUS_CONTRACTS entries fit). */
export interface MessageContract {
  /** Address, without the NATS prefix; no wildcards. */
  subject: string;
  kind: 'event' | 'request';
  /** The event, or the request. */
  payload: z.ZodType;
  /** The reply (requests). */
  reply?: z.ZodType;
}

/** The documented subjects, and the work queue's item. */
export interface BusContractSet {
  subjects: readonly MessageContract[];
  workItem?: z.ZodType;
}

/** Feedhub's published contracts (libs/contracts bus-contracts.ts). */
export const DOCUMENTED_BUS: BusContractSet = {
  subjects: BUS_CONTRACTS,
  workItem: WORK_QUEUE_CONTRACT.payload,
};

/** Where a message broke its contract. */
export type ViolationSite =
  'publish' | 'subscribe' | 'deliver' | 'request' | 'respond' | 'reply' | 'enqueue' | 'pull';

/** A message sent, taken or answered against its documented contract (or on an undocumented subject). */
export class ContractViolation extends Error {
  /** Builds the error. */
  constructor(
    readonly site: ViolationSite,
    readonly subject: string,
    readonly detail: string,
  ) {
    super(`bus contract broken (${site} ${subject}): ${detail}`);
    this.name = 'ContractViolation';
  }
}

/** How the check is set up. */
export interface CheckOptions {
  /** Default DOCUMENTED_BUS. */
  contracts?: BusContractSet;
  /** Told of every violation, including those a bus swallows (subscriber side, scatter-gather replies). */
  onViolation?: (violation: ContractViolation) => void;
  /** A subject prefix (NATS_PREFIX) callers may have written; it is not part of a documented address. */
  prefix?: string;
}

/** What a message looks like on the other side of a wire (undefined fields gone, dates as strings). */
const onWire = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');

const isPattern = (subject: string) => subject.split('.').some((t) => t === '*' || t === '>');

/**
 * A bus that checks every message against the published contracts: a publish, request or
 * subscription on an undocumented subject, or a payload or reply that does not match its schema,
 * throws a ContractViolation where it happens and is reported to `onViolation` (also those the bus
 * swallows: a subscriber's or responder's side, a scatter-gather reply). The tests run every bus
 * through it; production does not pay for it.
 */
export class CheckedBus implements Bus {
  private readonly contracts: BusContractSet;
  private readonly seen: ContractViolation[] = [];

  /** Wraps `inner`. */
  constructor(
    readonly inner: Bus,
    private readonly options: CheckOptions = {},
  ) {
    this.contracts = options.contracts ?? DOCUMENTED_BUS;
  }

  /** Every violation so far. */
  get violations(): readonly ContractViolation[] {
    return this.seen;
  }

  /** Throws one error listing every violation so far (a test stack's close calls it). */
  assertClean(): void {
    if (!this.seen.length) return;
    const unique = [...new Set(this.seen.map((v) => v.message))];
    throw new Error(`${unique.length} bus contract violation(s):\n${unique.join('\n')}`);
  }

  private violation(site: ViolationSite, subject: string, detail: string): ContractViolation {
    const violation = new ContractViolation(site, subject, detail);
    this.seen.push(violation);
    this.options.onViolation?.(violation);
    return violation;
  }

  private unprefixed(subject: string): string {
    const { prefix } = this.options;
    return prefix && subject.startsWith(`${prefix}.`) ? subject.slice(prefix.length + 1) : subject;
  }

  /** The contract of a concrete subject, or the violation that there is none. */
  private contractOf(site: ViolationSite, subject: string, kind: MessageContract['kind']): MessageContract {
    const address = this.unprefixed(subject);
    if (isPattern(address))
      throw this.violation(site, subject, 'a message needs a concrete subject, not a pattern');
    const contract = this.contracts.subjects.find((c) => c.subject === address);
    if (!contract) throw this.violation(site, subject, `undocumented ${kind} subject`);
    if (contract.kind !== kind)
      throw this.violation(site, subject, `documented as ${contract.kind}, used as ${kind}`);
    return contract;
  }

  /** The contracts a subscription pattern covers; none is a violation. */
  private contractsMatching(site: ViolationSite, pattern: string, kind: MessageContract['kind']) {
    const address = this.unprefixed(pattern);
    const matching = this.contracts.subjects.filter(
      (c) => c.kind === kind && subjectMatches(address, c.subject),
    );
    if (!matching.length) throw this.violation(site, pattern, `no documented ${kind} subject matches`);
    return matching;
  }

  /** Checks `value` (as it travels) against the first schema it matches; a violation if none. */
  private conform(
    site: ViolationSite,
    subject: string,
    schemas: z.ZodType[],
    value: unknown,
    what: string,
  ): void {
    const wire = onWire(value);
    let first: z.ZodError | undefined;
    for (const schema of schemas) {
      const result = schema.safeParse(wire);
      if (result.success) return;
      first ??= result.error;
    }
    throw this.violation(site, subject, `${what} does not match its schema: ${first ? issuesOf(first) : ''}`);
  }

  /** The caller's own schema must take what the contract allows: else the two disagree. */
  private agree<S extends z.ZodType>(
    site: ViolationSite,
    subject: string,
    schema: S,
    value: unknown,
    what: string,
  ) {
    const result = schema.safeParse(value);
    if (!result.success)
      throw this.violation(
        site,
        subject,
        `${what} matches the contract but not the code's schema: ${issuesOf(result.error)}`,
      );
    return result.data as z.infer<S>;
  }

  async publish(subject: string, payload: unknown): Promise<void> {
    const contract = this.contractOf('publish', subject, 'event');
    this.conform('publish', subject, [contract.payload], payload, 'the event');
    await this.inner.publish(subject, payload);
  }

  subscribe<S extends z.ZodType>(
    subject: string,
    schema: S,
    handler: (payload: z.infer<S>, subject: string) => Promise<void> | void,
    options?: SubscribeOptions,
  ): Subscription {
    this.contractsMatching('subscribe', subject, 'event');
    return this.inner.subscribe(
      subject,
      z.unknown(),
      (raw, actual) => {
        // A sender outside this check (another process) may still break the contract: caught here.
        const contract = this.contractOf('deliver', actual, 'event');
        this.conform('deliver', actual, [contract.payload], raw, 'the event');
        return handler(this.agree('deliver', actual, schema, raw, 'the event'), actual);
      },
      options,
    );
  }

  respond<Q extends z.ZodType>(
    subject: string,
    schema: Q,
    handler: (payload: z.infer<Q>) => Promise<unknown> | unknown,
    options?: SubscribeOptions,
  ): Subscription {
    const contracts = this.contractsMatching('respond', subject, 'request');
    const requests = contracts.map((c) => c.payload);
    const replies = contracts.flatMap((c) => (c.reply ? [c.reply] : []));
    return this.inner.respond(
      subject,
      z.unknown(),
      async (raw) => {
        this.conform('respond', subject, requests, raw, 'the request');
        const reply = await handler(this.agree('respond', subject, schema, raw, 'the request'));
        this.conform('reply', subject, replies, reply, 'the reply');
        return reply;
      },
      options,
    );
  }

  private replySchemaOf(contract: MessageContract): z.ZodType[] {
    return contract.reply ? [contract.reply] : [];
  }

  async request<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    timeoutMs?: number,
  ): Promise<z.infer<R>> {
    const contract = this.contractOf('request', subject, 'request');
    this.conform('request', subject, [contract.payload], payload, 'the request');
    const reply = await this.inner.request(subject, payload, z.unknown(), timeoutMs);
    this.conform('reply', subject, this.replySchemaOf(contract), reply, 'the reply');
    return this.agree('reply', subject, replySchema, reply, 'the reply');
  }

  async requestAll<R extends z.ZodType>(
    subject: string,
    payload: unknown,
    replySchema: R,
    waitMs?: number,
  ): Promise<z.infer<R>[]> {
    const contract = this.contractOf('request', subject, 'request');
    this.conform('request', subject, [contract.payload], payload, 'the request');
    const replies = await this.inner.requestAll(subject, payload, z.unknown(), waitMs);
    const valid: z.infer<R>[] = [];
    for (const reply of replies) {
      // Scatter-gather leaves a bad reply out: the violation is recorded, the gathering goes on.
      try {
        this.conform('reply', subject, this.replySchemaOf(contract), reply, 'a reply');
        valid.push(this.agree('reply', subject, replySchema, reply, 'a reply'));
      } catch (error) {
        if (!(error instanceof ContractViolation)) throw error;
      }
    }
    return valid;
  }

  async enqueue(queue: Queue, id: string, payload: unknown): Promise<void> {
    const { workItem } = this.contracts;
    if (!workItem) throw this.violation('enqueue', queue, 'the work queue is not documented');
    this.conform('enqueue', queue, [workItem], payload, 'the work item');
    await this.inner.enqueue(queue, id, payload);
  }

  async pull<S extends z.ZodType>(schema: S, waitMs: number): Promise<WorkItem<z.infer<S>> | null> {
    const item = await this.inner.pull(z.unknown(), waitMs);
    if (!item) return null;
    const { workItem } = this.contracts;
    if (!workItem) throw this.violation('pull', item.queue, 'the work queue is not documented');
    this.conform('pull', item.queue, [workItem], item.payload, 'the work item');
    return { ...item, payload: schema.parse(item.payload) as z.infer<S> };
  }

  queueDepth: Bus['queueDepth'] = () => this.inner.queueDepth();
  flush: Bus['flush'] = () => this.inner.flush();
  close: Bus['close'] = () => this.inner.close();

  get leases(): Bus['leases'] {
    return this.inner.leases;
  }
}

/** `bus` with every message checked against `contracts` (default: Feedhub's published ones). */
export function checkedBus(bus: Bus, options: CheckOptions = {}): CheckedBus {
  return new CheckedBus(bus, options);
}

/** The bus under any checking wrappers (the implementation: NatsBus, InProcessBus). */
export function baseBus(bus: Bus): Bus {
  return bus instanceof CheckedBus ? baseBus(bus.inner) : bus;
}
