import { BUS_CONTRACT, inProcessWorld, natsWorld, type BusWorld } from './__tests__/bus-contract';

/**
 * The same behavioural contract runs against every implementation (DESIGN §2: one code path): the
 * in-process bus always, NATS when NATS_URL is set (CI sets it, and `npm test` fails on skipped
 * tests). bus.mutants.test.ts proves that each check fails on a bus that breaks it.
 */
const implementations: { name: string; open: () => BusWorld }[] = [
  { name: 'in-process', open: () => inProcessWorld() },
];
const natsUrl = process.env.NATS_URL;
if (natsUrl) implementations.push({ name: 'nats', open: () => natsWorld(natsUrl) });

describe.each(implementations)('$name bus', ({ open }) => {
  let world: BusWorld;
  beforeEach(() => {
    world = open();
  });
  afterEach(() => world.close());

  test.each(BUS_CONTRACT.map((check) => [check.name, check] as const))('%s', (_name, check) =>
    check.run(world),
  );
});
