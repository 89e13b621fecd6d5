import { z } from 'zod';
import { contractCheck, inProcessWorld, WORK_OPTIONS } from './__tests__/bus-contract';
import { InProcessBus, type Bus, type SubscribeOptions, type Subscription } from './index';

/**
 * Proof that the contract checks can fail: each mutant is a working bus with one behaviour broken,
 * and the checks named beside it must reject it. A check that passes on its mutant tests nothing.
 */
class Delegating implements Bus {
  constructor(readonly inner: Bus = new InProcessBus(WORK_OPTIONS)) {}
  publish: Bus['publish'] = (s, p) => this.inner.publish(s, p);
  subscribe: Bus['subscribe'] = (s, schema, h, o) => this.inner.subscribe(s, schema, h, o);
  respond: Bus['respond'] = (s, schema, h, o) => this.inner.respond(s, schema, h, o);
  request: Bus['request'] = (s, p, r, t) => this.inner.request(s, p, r, t);
  requestAll: Bus['requestAll'] = (s, p, r, w) => this.inner.requestAll(s, p, r, w);
  enqueue: Bus['enqueue'] = (q, id, p) => this.inner.enqueue(q, id, p);
  pull: Bus['pull'] = (schema, w) => this.inner.pull(schema, w);
  queueDepth: Bus['queueDepth'] = () => this.inner.queueDepth();
  get leases() {
    return this.inner.leases;
  }
  flush = () => this.inner.flush();
  close = () => this.inner.close();
}

const loose = z.unknown();

/** Only the first member of a queue group ever gets anything. */
class StickyGroups extends Delegating {
  private taken = new Set<string>();
  private gate(subject: string, options?: SubscribeOptions): boolean {
    if (!options?.queue) return true;
    const key = `${subject}|${options.queue}`;
    const first = !this.taken.has(key);
    this.taken.add(key);
    return first;
  }
  override subscribe: Bus['subscribe'] = (s, schema, h, o) =>
    this.gate(s, o) ? this.inner.subscribe(s, schema, h, o) : { unsubscribe: () => undefined };
  override respond: Bus['respond'] = (s, schema, h, o) =>
    this.gate(s, o) ? this.inner.respond(s, schema, h, o) : { unsubscribe: () => undefined };
}

const mutants: { name: string; make: () => Bus; caughtBy: string[] }[] = [
  {
    name: 'queue groups ignored (every member gets every message)',
    make: () => {
      const bus = new Delegating();
      bus.subscribe = (s, schema, h) => bus.inner.subscribe(s, schema, h);
      bus.respond = (s, schema, h) => bus.inner.respond(s, schema, h);
      return bus;
    },
    caughtBy: ['an event reaches one member', 'a request is answered by one member', 'requestAll gathers'],
  },
  {
    name: 'queue groups not load-balanced (first member takes all)',
    make: () => new StickyGroups(),
    caughtBy: ['an event reaches one member', 'a request is answered by one member'],
  },
  {
    name: 'publish reaches only the first subscriber of a subject',
    make: () => {
      const bus = new Delegating();
      const subjects = new Set<string>();
      bus.subscribe = (s, schema, h, o) => {
        if (subjects.has(s)) return { unsubscribe: () => undefined };
        subjects.add(s);
        return bus.inner.subscribe(s, schema, h, o);
      };
      return bus;
    },
    caughtBy: ['publish reaches every subscriber'],
  },
  {
    name: 'requestAll keeps only the first reply',
    make: () => {
      const bus = new Delegating();
      bus.requestAll = async (s, p, r, w) => (await bus.inner.requestAll(s, p, r, w)).slice(0, 1);
      return bus;
    },
    caughtBy: ['requestAll gathers'],
  },
  {
    name: 'requestAll fails as a whole on one invalid reply',
    make: () => {
      const bus = new Delegating();
      bus.requestAll = async (s, p, r, w) =>
        (await bus.inner.requestAll(s, p, loose, w)).map((reply) => r.parse(reply));
      return bus;
    },
    caughtBy: ['requestAll gathers'],
  },
  {
    name: 'handlers get payloads without validation',
    make: () => {
      const bus = new Delegating();
      bus.subscribe = (s, _schema, h, o) => bus.inner.subscribe(s, loose, h as never, o);
      bus.respond = (s, _schema, h, o) => bus.inner.respond(s, loose, h as never, o);
      return bus;
    },
    caughtBy: ['messages that do not match the schema'],
  },
  {
    name: 'replies are not validated',
    make: () => {
      const bus = new Delegating();
      bus.request = (s, p, _r, t) => bus.inner.request(s, p, loose, t) as never;
      return bus;
    },
    caughtBy: ['messages that do not match the schema'],
  },
  {
    name: 'a request waits for its answer however long it takes',
    make: () => {
      const bus = new Delegating();
      bus.request = (s, p, r) => bus.inner.request(s, p, r, 60_000);
      return bus;
    },
    caughtBy: ['requests time out'],
  },
  {
    name: 'unsubscribe does nothing',
    make: () => {
      const bus = new Delegating();
      const keep = (): Subscription => ({ unsubscribe: () => undefined });
      bus.subscribe = (s, schema, h, o) => (bus.inner.subscribe(s, schema, h, o), keep());
      bus.respond = (s, schema, h, o) => (bus.inner.respond(s, schema, h, o), keep());
      return bus;
    },
    caughtBy: ['an unsubscribed handler'],
  },
  {
    name: 'work queue ignores priorities',
    make: () => {
      const bus = new Delegating();
      bus.enqueue = (_q, id, p) => bus.inner.enqueue('medium', id, p);
      return bus;
    },
    caughtBy: ['work queue: priority order'],
  },
  {
    name: 'work queue keeps duplicate ids',
    make: () => {
      const bus = new Delegating();
      let n = 0;
      bus.enqueue = (q, id, p) => bus.inner.enqueue(q, `${id}#${n++}`, p);
      return bus;
    },
    caughtBy: ['work queue: priority order'],
  },
  {
    name: 'a lease is granted to anyone',
    make: () => {
      const bus = new Delegating();
      Object.defineProperty(bus, 'leases', {
        value: { acquire: async () => true, release: async () => undefined },
      });
      return bus;
    },
    caughtBy: ['a lease has one holder'],
  },
];

describe('the bus contract catches a broken bus', () => {
  test.each(mutants.flatMap((m) => m.caughtBy.map((check) => [m.name, check, m.make] as const)))(
    '%s: "%s" fails',
    async (_mutant, checkName, make) => {
      const check = contractCheck(checkName);
      const world = inProcessWorld(make);
      try {
        await expect(check.run(world)).rejects.toThrow();
      } finally {
        await world.close();
      }
    },
  );

  test('the faithful wrapper the mutants start from passes those checks', async () => {
    for (const name of new Set(mutants.flatMap((m) => m.caughtBy))) {
      const world = inProcessWorld(() => new Delegating());
      await contractCheck(name).run(world);
      await world.close();
    }
  });
});
