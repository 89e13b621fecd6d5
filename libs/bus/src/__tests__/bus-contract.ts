import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  BusRemoteError,
  BusTimeoutError,
  InProcessBus,
  NatsBus,
  type Bus,
  type WorkQueueOptions,
} from '../index';

/**
 * One bus as a test sees it: `peer()` is another process's handle onto the same bus (on NATS its own
 * connection with the same prefix; in process the same object), so every check crosses processes
 * where the implementation has them.
 */
export interface BusWorld {
  /** A handle as one more process would open it. */
  peer(): Promise<Bus>;
  /** Closes every handle and deletes what the world created on the server. */
  close(): Promise<void>;
}

/** One behaviour every implementation must show (DESIGN §2: both modes run one code path). */
export interface ContractCheck {
  /** What is required, as the test name. */
  name: string;
  /** Throws when the bus does not behave. */
  run(world: BusWorld): Promise<void>;
}

/** Short work-queue timings, so redelivery checks take seconds. */
export const WORK_OPTIONS: WorkQueueOptions = { ackWaitMs: 1500, maxDeliver: 3, duplicateWindowMs: 60_000 };

/** A world over one in-process bus (or a bus built by `make`, e.g. a deliberately broken one). */
export function inProcessWorld(make: () => Bus = () => new InProcessBus(WORK_OPTIONS)): BusWorld {
  const bus = make();
  return { peer: async () => bus, close: () => bus.close() };
}

/** A world on a NATS server: every peer is its own connection under one fresh prefix. */
export function natsWorld(url: string): BusWorld {
  const prefix = `t${randomBytes(5).toString('hex')}`;
  const peers: NatsBus[] = [];
  return {
    async peer() {
      const bus = await NatsBus.connect({ url, prefix, ...WORK_OPTIONS });
      peers.push(bus);
      return bus;
    },
    async close() {
      await peers[0]?.destroy();
      for (const bus of peers) await bus.close();
    },
  };
}

const Payload = z.object({ n: z.number() });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Time for a stray extra delivery to show up before a check counts. */
const SETTLE_MS = 150;

/** Waits (bounded) until `condition` holds; messages cross a network. */
async function until(condition: () => boolean, withinMs = 3000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) return;
    await sleep(10);
  }
}

async function peers(world: BusWorld, count: number): Promise<Bus[]> {
  const out: Bus[] = [];
  for (let i = 0; i < count; i++) out.push(await world.peer());
  return out;
}

/** Makes every subscription of these handles live before anything is sent. */
const flush = (buses: Bus[]) => Promise.all(buses.map((b) => b.flush()));

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});

/** The behavioural contract of the bus, run against every implementation and against broken ones. */
export const BUS_CONTRACT: readonly ContractCheck[] = [
  {
    name: 'publish reaches every subscriber on every peer once, wildcards included',
    async run(world) {
      const [a, b, sender] = await peers(world, 3);
      const got: Record<'a' | 'b' | 'star' | 'tail', string[]> = { a: [], b: [], star: [], tail: [] };
      a.subscribe('ev.x', Payload, ({ n }) => void got.a.push(String(n)));
      b.subscribe('ev.x', Payload, ({ n }) => void got.b.push(String(n)));
      b.subscribe('ev.*', Payload, (_p, subject) => void got.star.push(subject));
      a.subscribe('ev.>', Payload, (_p, subject) => void got.tail.push(subject));
      await flush([a, b]);
      await sender.publish('ev.x', { n: 1 });
      await sender.publish('ev.y.z', { n: 2 });
      await until(() => got.a.length + got.b.length + got.star.length + got.tail.length >= 5);
      await sleep(SETTLE_MS);
      expect(got).toEqual({ a: ['1'], b: ['1'], star: ['ev.x'], tail: ['ev.x', 'ev.y.z'] });
    },
  },
  {
    name: 'an event reaches one member of each queue group, spread over the members',
    async run(world) {
      const [a, b, c, sender] = await peers(world, 4);
      const workers: string[] = [];
      const audit: number[] = [];
      const seen: number[] = [];
      a.subscribe('jobs.done', Payload, ({ n }) => void (workers.push('a'), seen.push(n)), { queue: 'w' });
      b.subscribe('jobs.done', Payload, ({ n }) => void (workers.push('b'), seen.push(n)), { queue: 'w' });
      c.subscribe('jobs.done', Payload, ({ n }) => void audit.push(n), { queue: 'audit' });
      await flush([a, b, c]);
      for (let n = 0; n < 20; n++) await sender.publish('jobs.done', { n });
      await until(() => seen.length >= 20 && audit.length >= 20);
      await sleep(SETTLE_MS);
      expect(seen.sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
      expect(audit).toHaveLength(20);
      // Both members took a share (a random pick leaves one idle with probability 2^-19).
      expect(Object.keys(tally(workers)).sort()).toEqual(['a', 'b']);
    },
  },
  {
    name: 'a request is answered by one member of the queue group, spread over the members',
    async run(world) {
      const [a, b, caller] = await peers(world, 3);
      const served: string[] = [];
      for (const [name, bus] of [
        ['a', a],
        ['b', b],
      ] as const) {
        bus.respond('math.double', Payload, ({ n }) => (served.push(name), { n: n * 2 }), { queue: 'math' });
      }
      await flush([a, b]);
      const answers = [];
      for (let n = 0; n < 20; n++)
        answers.push((await caller.request('math.double', { n }, Payload, 2000)).n);
      expect(answers).toEqual([...Array(20).keys()].map((n) => n * 2));
      await sleep(SETTLE_MS);
      expect(served).toHaveLength(20);
      expect(Object.keys(tally(served)).sort()).toEqual(['a', 'b']);
    },
  },
  {
    name: 'requestAll gathers a reply from every instance (one per queue group), without failed, invalid or late ones',
    async run(world) {
      const [a, b, c, d, caller] = await peers(world, 5);
      a.respond('ping.all', Payload, () => ({ n: 1 }));
      b.respond('ping.all', Payload, () => ({ n: 2 }));
      c.respond('ping.all', Payload, () => ({ n: 3 }));
      c.respond('ping.all', Payload, () => ({ n: 10 }), { queue: 'pair' });
      d.respond('ping.all', Payload, () => ({ n: 11 }), { queue: 'pair' });
      d.respond('ping.all', Payload, () => {
        throw new Error('broken instance');
      });
      d.respond('ping.all', Payload, () => ({ n: 'not a number' }));
      d.respond('ping.all', Payload, async () => (await sleep(1500), { n: 99 }));
      await flush([a, b, c, d]);
      const replies = (await caller.requestAll('ping.all', { n: 0 }, Payload, 500)).map((r) => r.n);
      // The 1.5 s answer (99) is past the window: not waited for.
      expect(replies).not.toContain(99);
      const pair = replies.filter((n) => n >= 10);
      expect(replies.filter((n) => n < 10).sort()).toEqual([1, 2, 3]);
      expect(pair).toHaveLength(1);
      expect([10, 11]).toContain(pair[0]);
      expect(await caller.requestAll('ping.nobody', { n: 0 }, Payload, 200)).toEqual([]);
    },
  },
  {
    name: 'messages that do not match the schema are refused',
    async run(world) {
      const [a, caller] = await peers(world, 2);
      const events: number[] = [];
      let calls = 0;
      a.subscribe('strict.event', Payload, ({ n }) => void events.push(n));
      a.respond('strict.request', Payload, ({ n }) => (calls++, { n }));
      a.respond('strict.bad-reply', Payload, () => ({ n: 'not a number' }));
      await flush([a]);
      await caller.publish('strict.event', { n: 'one' });
      await caller.publish('strict.event', { m: 1 });
      await caller.publish('strict.event', { n: 2 });
      await until(() => events.length >= 1);
      await sleep(SETTLE_MS);
      expect(events).toEqual([2]);
      await expect(caller.request('strict.request', { n: 'one' }, Payload, 2000)).rejects.toBeInstanceOf(
        BusRemoteError,
      );
      expect(calls).toBe(0);
      await expect(caller.request('strict.request', { n: 3 }, Payload, 2000)).resolves.toEqual({ n: 3 });
      const badReply = caller.request('strict.bad-reply', { n: 1 }, Payload, 2000);
      await expect(badReply).rejects.toBeInstanceOf(z.ZodError);
    },
  },
  {
    name: 'requests time out: nobody answering, or an answer later than the timeout',
    async run(world) {
      const [a, caller] = await peers(world, 2);
      a.respond('slow.answer', Payload, async ({ n }) => (await sleep(800), { n }));
      a.respond('fast.fail', Payload, () => {
        throw new Error('boom');
      });
      await flush([a]);
      // (How soon each rejects is the machine's load, not the bus's contract: not asserted.)
      await expect(caller.request('nobody.home', { n: 1 }, Payload, 300)).rejects.toBeInstanceOf(
        BusTimeoutError,
      );
      await expect(caller.request('slow.answer', { n: 1 }, Payload, 200)).rejects.toBeInstanceOf(
        BusTimeoutError,
      );
      const failed = caller.request('fast.fail', { n: 1 }, Payload, 2000);
      await expect(failed).rejects.toThrow(/boom/);
      await expect(caller.request('slow.answer', { n: 5 }, Payload, 3000)).resolves.toEqual({ n: 5 });
    },
  },
  {
    name: 'an unsubscribed handler gets nothing more',
    async run(world) {
      const [a, caller] = await peers(world, 2);
      const events: number[] = [];
      const sub = a.subscribe('gone.event', Payload, ({ n }) => void events.push(n));
      const responder = a.respond('gone.request', Payload, ({ n }) => ({ n }));
      await flush([a]);
      await caller.publish('gone.event', { n: 1 });
      await until(() => events.length >= 1);
      sub.unsubscribe();
      responder.unsubscribe();
      await flush([a]);
      await caller.publish('gone.event', { n: 2 });
      await sleep(SETTLE_MS);
      expect(events).toEqual([1]);
      await expect(caller.request('gone.request', { n: 1 }, Payload, 300)).rejects.toBeInstanceOf(
        BusTimeoutError,
      );
    },
  },
  {
    name: 'work queue: priority order across peers, duplicate ids dropped, ack removes',
    async run(world) {
      const [producer, worker] = await peers(world, 2);
      await producer.enqueue('low', 'job:1', { n: 1 });
      await producer.enqueue('medium', 'job:2', { n: 2 });
      await producer.enqueue('high', 'job:3', { n: 3 });
      await producer.enqueue('high', 'job:3', { n: 3 });
      const order: number[] = [];
      for (let i = 0; i < 3; i++) {
        const item = await worker.pull(Payload, 2000);
        expect(item).not.toBeNull();
        order.push(item!.payload.n);
        await item!.ack();
      }
      expect(order).toEqual([3, 2, 1]);
      expect(await worker.pull(Payload, 300)).toBeNull();
    },
  },
  {
    name: 'work queue: queueDepth counts items waiting and delivered but not acked, per queue',
    async run(world) {
      const [producer, worker] = await peers(world, 2);
      await producer.enqueue('low', 'depth:1', { n: 1 });
      await producer.enqueue('low', 'depth:2', { n: 2 });
      await producer.enqueue('high', 'depth:3', { n: 3 });
      await producer.enqueue('high', 'depth:3', { n: 3 });
      expect(await worker.queueDepth()).toEqual({ high: 1, medium: 0, low: 2 });
      const first = await worker.pull(Payload, 2000);
      expect(first?.payload.n).toBe(3);
      expect(await producer.queueDepth()).toEqual({ high: 1, medium: 0, low: 2 });
      await first!.ack();
      expect(await producer.queueDepth()).toEqual({ high: 0, medium: 0, low: 2 });
      for (let i = 0; i < 2; i++) await (await worker.pull(Payload, 2000))!.ack();
      expect(await producer.queueDepth()).toEqual({ high: 0, medium: 0, low: 0 });
    },
  },
  {
    name: 'work queue: an item goes to one of two competing workers',
    async run(world) {
      const [producer, w1, w2] = await peers(world, 3);
      const pulls = [w1.pull(Payload, 1500), w2.pull(Payload, 1500)];
      await sleep(100);
      await producer.enqueue('high', 'job:once', { n: 1 });
      const items = await Promise.all(pulls);
      const got = items.filter((i) => i !== null);
      expect(got).toHaveLength(1);
      await got[0]!.ack();
    },
  },
  {
    name: 'work queue: nak and a missed ack deadline redeliver; working() extends it',
    async run(world) {
      const [producer, worker] = await peers(world, 2);
      await producer.enqueue('medium', 'job:9', { n: 9 });
      const first = await worker.pull(Payload, 2000);
      expect(first?.deliveryCount).toBe(1);
      await first!.nak();
      const second = await worker.pull(Payload, 2000);
      expect(second?.deliveryCount).toBe(2);
      // no ack: after ackWait it comes back
      const third = await worker.pull(Payload, 4000);
      expect(third?.deliveryCount).toBe(3);
      // keep it alive past ackWait with heartbeats, then ack: it does not come back
      for (let i = 0; i < 3; i++) {
        await sleep(700);
        await third!.working();
      }
      await third!.ack();
      expect(await worker.pull(Payload, 2000)).toBeNull();
    },
  },
  {
    name: 'work queue: a pull waits for an item enqueued later by another peer',
    async run(world) {
      const [producer, worker] = await peers(world, 2);
      const waiting = worker.pull(Payload, 3000);
      await sleep(100);
      await producer.enqueue('low', 'job:late', { n: 7 });
      const item = await waiting;
      expect(item?.payload).toEqual({ n: 7 });
      await item!.ack();
    },
  },
  {
    name: 'a lease has one holder across peers until it expires or is released',
    async run(world) {
      const [a, b] = await peers(world, 2);
      expect(await a.leases.acquire('scheduler', 'a', 500)).toBe(true);
      expect(await b.leases.acquire('scheduler', 'b', 500)).toBe(false);
      expect(await a.leases.acquire('scheduler', 'a', 500)).toBe(true);
      await sleep(600);
      expect(await b.leases.acquire('scheduler', 'b', 500)).toBe(true);
      await b.leases.release('scheduler', 'b');
      expect(await a.leases.acquire('scheduler', 'a', 500)).toBe(true);
    },
  },
];

/** The check with this name (mutant tests name the checks that must catch them). */
export function contractCheck(name: string): ContractCheck {
  const check = BUS_CONTRACT.find((c) => c.name.startsWith(name));
  if (!check) throw new Error(`no contract check named "${name}"`);
  return check;
}
