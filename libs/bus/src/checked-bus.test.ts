import { z } from 'zod';
import { SUBJECTS } from '@feedhub/contracts';
import { BUS_CONTRACT, inProcessWorld, natsWorld, type BusWorld } from './__tests__/bus-contract';
import {
  BusRemoteError,
  checkedBus,
  ContractViolation,
  type Bus,
  type BusContractSet,
  type CheckedBus,
} from './index';

/**
 * The contract check on every implementation (as in bus.contract.test.ts): the in-process bus always,
 * NATS when NATS_URL is set. Each peer is checked on its own, as each process of a stack would be.
 */
const implementations: { name: string; open: () => BusWorld }[] = [
  { name: 'in-process', open: () => inProcessWorld() },
];
const natsUrl = process.env.NATS_URL;
if (natsUrl) implementations.push({ name: 'nats', open: () => natsWorld(natsUrl) });

const Count = z.object({ n: z.number().int() });
const Word = z.object({ word: z.string() });
const CONTRACTS: BusContractSet = {
  subjects: [
    { subject: 'shop.order.placed', kind: 'event', payload: Count },
    { subject: 'shop.order.cancelled', kind: 'event', payload: Word },
    { subject: 'shop.math.double', kind: 'request', payload: Count, reply: Count },
  ],
  workItem: Count,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Time for a message to cross the bus (NATS is a network away). */
const SETTLE_MS = 200;

describe.each(implementations)('checked $name bus', ({ open }) => {
  let world: BusWorld;
  let violations: ContractViolation[];
  const checked = async (): Promise<CheckedBus> =>
    checkedBus(await world.peer(), { contracts: CONTRACTS, onViolation: (v) => violations.push(v) });
  const live = (...buses: Bus[]) => Promise.all(buses.map((b) => b.flush()));

  beforeEach(() => {
    world = open();
    violations = [];
  });
  afterEach(() => world.close());

  test('good messages pass: events (wildcards too), requests, scatter-gather, work items', async () => {
    const [a, b] = [await checked(), await checked()];
    const got: string[] = [];
    a.subscribe('shop.order.placed', Count, ({ n }) => void got.push(`placed ${n}`));
    a.subscribe('shop.order.*', z.unknown(), (_p, subject) => void got.push(subject));
    a.respond('shop.math.double', Count, ({ n }) => ({ n: n * 2 }));
    await live(a);
    await b.publish('shop.order.placed', { n: 1 });
    await b.publish('shop.order.cancelled', { word: 'late' });
    expect(await b.request('shop.math.double', { n: 21 }, Count, 2000)).toEqual({ n: 42 });
    expect(await b.requestAll('shop.math.double', { n: 2 }, Count, 300)).toEqual([{ n: 4 }]);
    await b.enqueue('high', 'item:1', { n: 7 });
    const item = await a.pull(Count, 2000);
    expect(item?.payload).toEqual({ n: 7 });
    await item!.ack();
    await sleep(SETTLE_MS);
    expect(got.sort()).toEqual(['placed 1', 'shop.order.cancelled', 'shop.order.placed']);
    expect(violations).toEqual([]);
    expect(() => a.assertClean()).not.toThrow();
  });

  test('an undocumented publish or request fails at the sender, and nothing is sent', async () => {
    const [a, b] = [await checked(), await checked()];
    const raw = await world.peer();
    const got: unknown[] = [];
    raw.subscribe('shop.>', z.unknown(), (p) => void got.push(p));
    await live(raw);
    await expect(b.publish('shop.order.lost', { n: 1 })).rejects.toThrow(/undocumented event subject/);
    await expect(b.publish('shop.order.*', { n: 1 })).rejects.toThrow(/concrete subject/);
    await expect(b.publish('shop.math.double', { n: 1 })).rejects.toThrow(/documented as request/);
    await expect(a.request('shop.math.triple', { n: 1 }, Count, 300)).rejects.toThrow(/undocumented request/);
    await expect(a.requestAll('shop.math.triple', { n: 1 }, Count, 300)).rejects.toBeInstanceOf(
      ContractViolation,
    );
    await sleep(SETTLE_MS);
    expect(got).toEqual([]);
    expect(violations.map((v) => v.site)).toEqual(['publish', 'publish', 'publish', 'request', 'request']);
  });

  test('an undocumented subscribe or respond fails, wildcard patterns included', async () => {
    const a = await checked();
    expect(() => a.subscribe('shop.invoice.sent', z.unknown(), () => undefined)).toThrow(ContractViolation);
    expect(() => a.subscribe('billing.>', z.unknown(), () => undefined)).toThrow(/no documented event/);
    expect(() => a.respond('shop.order.placed', z.unknown(), () => null)).toThrow(/no documented request/);
    // A pattern that covers documented subjects is fine.
    expect(() => a.subscribe('shop.>', z.unknown(), () => undefined)).not.toThrow();
    expect(violations.map((v) => v.site)).toEqual(['subscribe', 'subscribe', 'respond']);
    expect(() => a.assertClean()).toThrow(/3 bus contract violation/);
  });

  test('a bad payload fails at the sender; one from an unchecked sender is refused and recorded by the receiver', async () => {
    const [a, b] = [await checked(), await checked()];
    const raw = await world.peer();
    const got: unknown[] = [];
    let answered = 0;
    a.subscribe('shop.order.placed', Count, (p) => void got.push(p));
    a.respond('shop.math.double', Count, ({ n }) => (answered++, { n: n * 2 }));
    await live(a);
    await expect(b.publish('shop.order.placed', { n: 'one' })).rejects.toThrow(/n: /);
    await expect(b.request('shop.math.double', { m: 1 }, Count, 2000)).rejects.toBeInstanceOf(
      ContractViolation,
    );
    await expect(b.enqueue('low', 'item:bad', { n: 1.5 })).rejects.toThrow(/work item/);
    await raw.publish('shop.order.placed', { n: 'two' });
    await sleep(SETTLE_MS);
    await expect(raw.request('shop.math.double', { n: 'x' }, z.unknown(), 2000)).rejects.toBeInstanceOf(
      BusRemoteError,
    );
    await sleep(SETTLE_MS);
    expect(got).toEqual([]);
    expect(answered).toBe(0);
    expect(violations.map((v) => v.site)).toEqual(['publish', 'request', 'enqueue', 'deliver', 'respond']);
    expect(await b.queueDepth()).toEqual({ high: 0, medium: 0, low: 0 });
  });

  test('a bad reply fails: the request rejects, scatter-gather leaves it out, both are recorded', async () => {
    const [a, b] = [await checked(), await checked()];
    const bad = a.respond('shop.math.double', Count, ({ n }) => ({ n: `${n * 2}` }));
    await live(a);
    await expect(b.request('shop.math.double', { n: 1 }, Count, 2000)).rejects.toThrow(
      /the reply does not match/,
    );
    expect(await b.requestAll('shop.math.double', { n: 1 }, Count, 300)).toEqual([]);
    expect(violations.map((v) => v.site)).toEqual(['reply', 'reply']);
    // The requester side catches a responder that is not checked.
    bad.unsubscribe();
    const raw = await world.peer();
    const c = await checked();
    raw.respond('shop.math.double', z.unknown(), () => ({ n: 'raw' }), { queue: 'raw' });
    await live(raw);
    violations = [];
    expect(await c.requestAll('shop.math.double', { n: 1 }, Count, 300)).toEqual([]);
    expect(violations.map((v) => [v.site, v.detail.startsWith('a reply does not match')])).toEqual([
      ['reply', true],
    ]);
  });

  test('code whose schema disagrees with the contract is a violation, though the message matches it', async () => {
    const [a, b] = [await checked(), await checked()];
    const got: unknown[] = [];
    a.subscribe('shop.order.placed', z.object({ n: z.number(), extra: z.string() }), (p) => void got.push(p));
    await live(a);
    await b.publish('shop.order.placed', { n: 1 });
    await sleep(SETTLE_MS);
    expect(got).toEqual([]);
    expect(violations.map((v) => v.site)).toEqual(['deliver']);
    expect(violations[0].detail).toMatch(/matches the contract but not the code's schema/);
  });

  test('a prefix written into the subject is not part of the documented address', async () => {
    const a = checkedBus(await world.peer(), { contracts: CONTRACTS, prefix: 'feedhub' });
    const got: unknown[] = [];
    a.subscribe('feedhub.shop.order.placed', Count, (p) => void got.push(p));
    await live(a);
    await a.publish('feedhub.shop.order.placed', { n: 3 });
    await expect(a.publish('feedhub.shop.order.lost', { n: 3 })).rejects.toBeInstanceOf(ContractViolation);
    await sleep(SETTLE_MS);
    expect(got).toEqual([{ n: 3 }]);
  });

  test("Feedhub's published contracts are the default: a job event off its schema fails", async () => {
    const bus = checkedBus(await world.peer());
    const event = { kind: 'export', jobId: 1, taskId: null, partnerId: null, status: 'running' };
    await expect(bus.publish(SUBJECTS.jobChanged, event)).resolves.toBeUndefined();
    await expect(bus.publish(SUBJECTS.jobChanged, { ...event, status: 'exploded' })).rejects.toThrow(
      /status/,
    );
    await expect(bus.publish('jobs.job.exploded', event)).rejects.toThrow(/undocumented/);
    expect(bus.violations).toHaveLength(2);
  });
});

/**
 * The check changes nothing else: the bus contract (queue groups, wildcards, timeouts, unsubscribe,
 * the work queue, leases) holds through it, with every subject those checks use documented as open.
 * Left out: the schema check, whose refusals the contract check turns into ContractViolations.
 */
const OPEN = z.unknown();
const OPEN_CONTRACTS: BusContractSet = {
  subjects: [
    ...['ev.x', 'ev.y.z', 'jobs.done', 'strict.event', 'gone.event'].map((subject) => ({
      subject,
      kind: 'event' as const,
      payload: OPEN,
    })),
    ...[
      'math.double',
      'ping.all',
      'ping.nobody',
      'strict.request',
      'strict.bad-reply',
      'slow.answer',
      'fast.fail',
      'nobody.home',
      'gone.request',
    ].map((subject) => ({ subject, kind: 'request' as const, payload: OPEN, reply: OPEN })),
  ],
  workItem: OPEN,
};
const throughCheck = (world: BusWorld): BusWorld => ({
  peer: async () => checkedBus(await world.peer(), { contracts: OPEN_CONTRACTS }),
  close: () => world.close(),
});

describe.each(implementations)('the $name bus through the check keeps the bus contract', ({ open }) => {
  let world: BusWorld;
  beforeEach(() => {
    world = throughCheck(open());
  });
  afterEach(() => world.close());

  test.each(
    BUS_CONTRACT.filter((check) => !check.name.startsWith('messages that do not match')).map(
      (check) => [check.name, check] as const,
    ),
  )('%s', (_name, check) => check.run(world));
});
