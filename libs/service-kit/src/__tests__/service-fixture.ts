// What the define-service.*.test.ts files share: one PGlite database per test file, instances and
// buses stopped after each test, and the deps and migrations the services are built from.
// Lives in __tests__ so neither jest (not *.test.ts) nor the build (tools/swc-build.mjs) takes it.
import { randomBytes } from 'node:crypto';
import { InProcessBus } from '@feedhub/bus';
import { createTestDatabase, type Database, type Migration } from '@feedhub/db';
import { type ServiceDeps } from '../define-service';
import { createLogger } from '../logger';

/** The test file's database, set by the beforeAll of useServiceFixture. */
export let db: Database;

/** What each test made; whatever a failing test left running is stopped after it. */
const buses: InProcessBus[] = [];
const instances: { stop(): Promise<void> }[] = [];

/** Registers the hooks: the database around the file, the clean-up after each test. */
export function useServiceFixture(): void {
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.stop();
    for (const bus of buses.splice(0)) await bus.close();
  });
}

/** Registers an instance for afterEach. */
export function tracked<T extends { stop(): Promise<void> }>(instance: T): T {
  instances.push(instance);
  return instance;
}

export const secret = 's'.repeat(40);
export const ask = { requestedBy: 'test' };

/** A fresh schema per test: tests share the database, never data. */
export const freshSchema = () => `t_${randomBytes(4).toString('hex')}`;

/** A migration that records each run of its `up`. */
export function recordingMigration(name: string, log: string[]): Migration {
  return {
    name,
    async up(knex, schema) {
      log.push(`migrate ${name}`);
      await knex.schema
        .withSchema(schema)
        .createTable(name.split('_').pop() as string, (t) => t.increments());
    },
    async down(knex, schema) {
      await knex.schema.withSchema(schema).dropTable(name.split('_').pop() as string);
    },
  };
}

/** The deps of one instance on the test database; its bus is closed after the test. */
export function depsFor(bus: InProcessBus, instance = 'jobs@test'): ServiceDeps<{ GATEWAY_SECRET: string }> {
  buses.push(bus);
  return {
    knex: db.knex,
    bus,
    config: { GATEWAY_SECRET: secret },
    log: createLogger('t', 'silent'),
    instance,
  };
}

/**
 * How long a test's bus.requestAll waits for replies. The in-process bus returns as soon as every
 * responder answered, so a long wait costs nothing, and a reply that needs a query on a loaded
 * machine (Migrate reads the schema's migrations) is not missed: 200 ms was, once, on CI.
 */
export const REPLY_WAIT_MS = 10_000;
