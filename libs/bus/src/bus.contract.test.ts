import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BusRemoteError, BusTimeoutError, InProcessBus, NatsBus, type Bus } from './index';

/** The same behaviour is required of both implementations (DESIGN §2: one code path). */
interface Implementation {
  name: string;
  open(): Promise<Bus & { destroy?: () => Promise<void> }>;
}

const workOptions = { ackWaitMs: 1500, maxDeliver: 3, duplicateWindowMs: 60_000 };
const implementations: Implementation[] = [
  { name: 'in-process', open: async () => new InProcessBus(workOptions) },
];
if (process.env.NATS_URL) {
  implementations.push({
    name: 'nats',
    open: () =>
      NatsBus.connect({
        url: process.env.NATS_URL as string,
        prefix: `t${randomBytes(5).toString('hex')}`,
        ...workOptions,
      }),
  });
}

const Payload = z.object({ n: z.number() });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(implementations)('$name bus', ({ open }) => {
  let bus: Bus & { destroy?: () => Promise<void> };
  beforeEach(async () => {
    bus = await open();
  });
  afterEach(async () => {
    await bus.destroy?.();
    await bus.close();
  });

  test('events reach wildcard subscribers, and one member per queue group', async () => {
    const star: string[] = [];
    const tail: string[] = [];
    const group: number[] = [];
    bus.subscribe('a.*.c', Payload, (_p, subject) => void star.push(subject));
    bus.subscribe('a.>', Payload, (_p, subject) => void tail.push(subject));
    bus.subscribe('a.b.c', Payload, () => void group.push(1), { queue: 'g' });
    bus.subscribe('a.b.c', Payload, () => void group.push(2), { queue: 'g' });
    await sleep(50);
    await bus.publish('a.b.c', { n: 1 });
    await bus.publish('a.x.y', { n: 2 });
    await sleep(150);
    expect(star).toEqual(['a.b.c']);
    expect(tail.sort()).toEqual(['a.b.c', 'a.x.y']);
    expect(group).toHaveLength(1);
  });

  test('request gets the reply, a failing responder rejects, nobody answering times out', async () => {
    bus.respond('math.double', Payload, ({ n }) => ({ n: n * 2 }));
    bus.respond('math.fail', Payload, () => {
      throw new Error('boom');
    });
    await sleep(50);
    await expect(bus.request('math.double', { n: 21 }, Payload)).resolves.toEqual({ n: 42 });
    await expect(bus.request('math.fail', { n: 1 }, Payload)).rejects.toBeInstanceOf(BusRemoteError);
    await expect(bus.request('math.nobody', { n: 1 }, Payload, 200)).rejects.toBeInstanceOf(BusTimeoutError);
  });

  test('requestAll gathers every responder', async () => {
    bus.respond('ping.all', Payload, () => ({ n: 1 }));
    bus.respond('ping.all', Payload, () => ({ n: 2 }));
    await sleep(50);
    const replies = await bus.requestAll('ping.all', { n: 0 }, Payload, 300);
    expect(replies.map((r) => r.n).sort()).toEqual([1, 2]);
  });

  test('work queue: priority order, duplicate ids dropped, ack removes', async () => {
    await bus.enqueue('low', 'job:1', { n: 1 });
    await bus.enqueue('medium', 'job:2', { n: 2 });
    await bus.enqueue('high', 'job:3', { n: 3 });
    await bus.enqueue('high', 'job:3', { n: 3 });
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      const item = await bus.pull(Payload, 2000);
      expect(item).not.toBeNull();
      order.push(item!.payload.n);
      await item!.ack();
    }
    expect(order).toEqual([3, 2, 1]);
    expect(await bus.pull(Payload, 300)).toBeNull();
  });

  test('work queue: nak and a missed ack deadline redeliver; working() extends it', async () => {
    await bus.enqueue('medium', 'job:9', { n: 9 });
    const first = await bus.pull(Payload, 2000);
    expect(first?.deliveryCount).toBe(1);
    await first!.nak();
    const second = await bus.pull(Payload, 2000);
    expect(second?.deliveryCount).toBe(2);
    // no ack: after ackWait it comes back
    const third = await bus.pull(Payload, 4000);
    expect(third?.deliveryCount).toBe(3);
    // keep it alive past ackWait with heartbeats, then ack: it does not come back
    for (let i = 0; i < 3; i++) {
      await sleep(700);
      await third!.working();
    }
    await third!.ack();
    expect(await bus.pull(Payload, 2000)).toBeNull();
  }, 20_000);

  test('a pull waits for an item enqueued later', async () => {
    const waiting = bus.pull(Payload, 3000);
    await sleep(100);
    await bus.enqueue('low', 'job:late', { n: 7 });
    const item = await waiting;
    expect(item?.payload).toEqual({ n: 7 });
    await item!.ack();
  });

  test('a lease has one holder until it expires or is released', async () => {
    expect(await bus.leases.acquire('scheduler', 'a', 500)).toBe(true);
    expect(await bus.leases.acquire('scheduler', 'b', 500)).toBe(false);
    expect(await bus.leases.acquire('scheduler', 'a', 500)).toBe(true);
    await sleep(600);
    expect(await bus.leases.acquire('scheduler', 'b', 500)).toBe(true);
    await bus.leases.release('scheduler', 'b');
    expect(await bus.leases.acquire('scheduler', 'a', 500)).toBe(true);
  });
});

test('the NATS implementation runs when NATS_URL is set', () => {
  // CI sets NATS_URL; .ci/run fails the build if a suite was skipped, so this guards the matrix.
  expect(implementations.map((i) => i.name)).toEqual(
    process.env.NATS_URL ? ['in-process', 'nats'] : ['in-process'],
  );
});
