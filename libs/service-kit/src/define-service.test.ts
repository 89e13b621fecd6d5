import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { z } from 'zod';
import { MaintenanceReplySchema, SUBJECTS } from '@feedhub/contracts';
import { BusTimeoutError, InProcessBus } from '@feedhub/bus';
import { createTestDatabase, type Database, type Migration } from '@feedhub/db';
import { ConfigError } from './config';
import { ServiceConfigSchema, defineService, type ServiceDeps } from './define-service';
import { createLogger } from './logger';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** What each test made; whatever a failing test left running is stopped after it. */
const buses: InProcessBus[] = [];
const instances: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.stop();
  for (const bus of buses.splice(0)) await bus.close();
});

/** Registers an instance for afterEach. */
function tracked<T extends { stop(): Promise<void> }>(instance: T): T {
  instances.push(instance);
  return instance;
}

const secret = 's'.repeat(40);
const Echo = z.object({ n: z.number() });
const ask = { requestedBy: 'test' };

/** A fresh schema per test: tests share the database, never data. */
const freshSchema = () => `t_${randomBytes(4).toString('hex')}`;

/** A migration that records each run of its `up`. */
function recordingMigration(name: string, log: string[]): Migration {
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

function depsFor(bus: InProcessBus, instance = 'jobs@test'): ServiceDeps<{ GATEWAY_SECRET: string }> {
  buses.push(bus);
  return {
    knex: db.knex,
    bus,
    config: { GATEWAY_SECRET: secret },
    log: createLogger('t', 'silent'),
    instance,
  };
}

describe('defineService', () => {
  test('start runs migrations, then the start hook and timers, then the bus handlers; stop undoes it in reverse', async () => {
    const order: string[] = [];
    const bus = new InProcessBus();
    const schema = freshSchema();
    const service = defineService({
      name: 'jobs',
      schema,
      configSchema: ServiceConfigSchema,
      routes: () => [],
      migrations: [recordingMigration('20260101000000_create_things', order)],
      start: async () => {
        order.push('start hook');
        return { workers: 2 };
      },
      notice: ({ workers }) => `${workers} workers`,
      bus: (deps) => {
        order.push('bus handlers');
        return [deps.bus.respond('jobs.echo', Echo, (p) => p)];
      },
      stop: async (_deps, started) => {
        // The bus handlers are gone before the stop hook runs.
        await expect(bus.request('jobs.echo', { n: 1 }, Echo, 100)).rejects.toBeInstanceOf(BusTimeoutError);
        order.push(`stop hook (${started.workers} workers)`);
      },
    });
    const instance = tracked(service.create(depsFor(bus)));
    await expect(instance.start()).resolves.toBe('2 workers');
    expect(order).toEqual(['migrate 20260101000000_create_things', 'start hook', 'bus handlers']);
    await expect(bus.request('jobs.echo', { n: 7 }, Echo)).resolves.toEqual({ n: 7 });
    expect(await bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, 200)).toHaveLength(
      1,
    );

    await instance.stop();
    expect(order.at(-1)).toBe('stop hook (2 workers)');
    // Every handler is unsubscribed, the maintenance answers too.
    expect(await bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, 200)).toEqual([]);
    await instance.stop(); // a second stop does nothing
    expect(order.filter((o) => o.startsWith('stop hook'))).toHaveLength(1);
    await expect(instance.start()).rejects.toThrow('jobs was started already');
  });

  test('migrations run once: a second instance (a replica, a restart) finds nothing pending', async () => {
    const order: string[] = [];
    const schema = freshSchema();
    const service = defineService({
      name: 'catalog',
      schema,
      configSchema: ServiceConfigSchema,
      routes: () => [],
      migrations: [recordingMigration('20260101000000_create_things', order)],
    });
    const first = tracked(service.create(depsFor(new InProcessBus(), 'catalog@1')));
    const second = tracked(service.create(depsFor(new InProcessBus(), 'catalog@2')));
    await first.start();
    await second.start();
    expect(order).toEqual(['migrate 20260101000000_create_things']);
    await first.stop();
    await second.stop();
  });

  test('maintenance answers are honest: migrate applies what is pending, no cache and no workers say so', async () => {
    const order: string[] = [];
    const bus = new InProcessBus();
    const schema = freshSchema();
    const workers = { restarted: 0 };
    const instance = tracked(
      defineService({
        name: 'catalog',
        schema,
        configSchema: ServiceConfigSchema,
        routes: () => [],
        migrations: [
          recordingMigration('20260101000000_create_things', order),
          recordingMigration('20260102000000_create_others', order),
        ],
        maintenance: {
          queueRestart: () => {
            workers.restarted += 3;
            return { detail: 'restarted 3 workers', count: 3 };
          },
        },
      }).create(depsFor(bus, 'catalog@test')),
    );
    await instance.start();
    const migrate = () => bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, 200);
    expect(await migrate()).toEqual([
      {
        service: 'catalog',
        instance: 'catalog@test',
        outcome: 'nothing_to_do',
        detail: `catalog: schema ${schema} up to date (2 migrations)`,
        count: 0,
      },
    ]);
    // Undo the newest by hand: it is pending again, and Migrate applies exactly it.
    await db.knex.schema.withSchema(schema).dropTable('others');
    await db.knex
      .withSchema(schema)
      .table('migrations')
      .where({ name: '20260102000000_create_others' })
      .delete();
    const [migrated] = await migrate();
    expect(migrated).toEqual({
      service: 'catalog',
      instance: 'catalog@test',
      outcome: 'done',
      detail: 'catalog: applied 20260102000000_create_others',
      count: 1,
    });
    expect(await db.knex.schema.withSchema(schema).hasTable('others')).toBe(true);
    expect(order).toEqual([
      'migrate 20260101000000_create_things',
      'migrate 20260102000000_create_others',
      'migrate 20260102000000_create_others',
    ]);
    expect((await migrate())[0]).toMatchObject({ outcome: 'nothing_to_do', count: 0 });

    const [cache] = await bus.requestAll(SUBJECTS.maintenanceClearCache, ask, MaintenanceReplySchema, 200);
    expect(cache).toMatchObject({ outcome: 'nothing_to_do', detail: 'catalog keeps no cache', count: 0 });
    const [restart] = await bus.requestAll(
      SUBJECTS.maintenanceQueueRestart,
      ask,
      MaintenanceReplySchema,
      200,
    );
    expect(restart).toMatchObject({ outcome: 'done', detail: 'restarted 3 workers', count: 3 });
    expect(workers.restarted).toBe(3);
    await instance.stop();
  });

  test('a service without workers answers queue restart with nothing_to_do, not a restart', async () => {
    const bus = new InProcessBus();
    const instance = tracked(
      defineService({
        name: 'identity',
        schema: freshSchema(),
        configSchema: ServiceConfigSchema,
        routes: () => [],
        migrations: [],
      }).create(depsFor(bus, 'identity@test')),
    );
    await instance.start();
    expect(await bus.requestAll(SUBJECTS.maintenanceQueueRestart, ask, MaintenanceReplySchema, 200)).toEqual([
      {
        service: 'identity',
        instance: 'identity@test',
        outcome: 'nothing_to_do',
        detail: 'identity runs no workers',
        count: 0,
      },
    ]);
    await instance.stop();
  });

  test('a maintenance hook that throws answers failed, with the reason', async () => {
    const bus = new InProcessBus();
    const instance = tracked(
      defineService({
        name: 'jobs',
        schema: freshSchema(),
        configSchema: ServiceConfigSchema,
        routes: () => [],
        migrations: [],
        maintenance: {
          clearCache: () => {
            throw new Error('cache server unreachable');
          },
        },
      }).create(depsFor(bus)),
    );
    await instance.start();
    const [reply] = await bus.requestAll(SUBJECTS.maintenanceClearCache, ask, MaintenanceReplySchema, 200);
    expect(reply).toEqual({
      service: 'jobs',
      instance: 'jobs@test',
      outcome: 'failed',
      detail: 'cache server unreachable',
      count: 0,
    });
    await instance.stop();
  });

  test('a failed start leaves nothing running: no handlers, no timers, the error passes on', async () => {
    const order: string[] = [];
    const bus = new InProcessBus();
    const instance = tracked(
      defineService({
        name: 'jobs',
        schema: freshSchema(),
        configSchema: ServiceConfigSchema,
        routes: () => [],
        migrations: [],
        start: async () => void order.push('start hook'),
        timers: [{ name: 'tick', everyMs: 5, run: async () => void order.push('tick') }],
        bus: () => {
          throw new Error('subject taken');
        },
        stop: () => void order.push('stop hook'),
      }).create(depsFor(bus)),
    );
    await expect(instance.start()).rejects.toThrow('subject taken');
    expect(order).toEqual(['start hook', 'stop hook']);
    await new Promise((r) => setTimeout(r, 30));
    expect(order).not.toContain('tick');
    expect(await bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, 100)).toEqual([]);
  });

  test('timers run between start and stop, never overlapping; stop waits for the running one', async () => {
    const runs: string[] = [];
    let release: () => void = () => undefined;
    const instance = tracked(
      defineService({
        name: 'identity',
        schema: freshSchema(),
        configSchema: ServiceConfigSchema,
        routes: () => [],
        migrations: [],
        timers: [
          {
            name: 'slow',
            everyMs: 10,
            run: () =>
              new Promise<void>((resolve) => {
                runs.push('begin');
                release = () => {
                  runs.push('end');
                  resolve();
                };
              }),
          },
        ],
      }).create(depsFor(new InProcessBus(), 'identity@test')),
    );
    await instance.start();
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toEqual(['begin']); // five more ticks came while it ran: skipped
    const stopped = instance.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    release();
    await stopped;
    await new Promise((r) => setTimeout(r, 30));
    expect(runs).toEqual(['begin', 'end']);
  });

  test('its app answers health with the database check, and refuses calls the gateway did not sign', async () => {
    const instance = tracked(
      defineService({
        name: 'jobs',
        schema: freshSchema(),
        configSchema: ServiceConfigSchema,
        routes: () => [],
        migrations: [],
      }).create(depsFor(new InProcessBus())),
    );
    const health = await request(instance.app.callback()).get('/api/jobs/health');
    expect(health.body).toEqual({ data: { service: 'jobs', status: 'ok' } });
    expect((await request(instance.app.callback()).get('/api/jobs/anything')).status).toBe(401);
  });

  test('a bad configuration fails with one line per variable', () => {
    const service = defineService({
      name: 'jobs',
      schema: 'jobs',
      configSchema: ServiceConfigSchema.extend({ WORKERS: z.coerce.number().int().min(1) }),
      routes: () => [],
      migrations: [],
    });
    let error: unknown;
    try {
      service.config({ GATEWAY_SECRET: 'short', WORKERS: 'many' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'GATEWAY_SECRET: must be at least 32 characters (got a value of 5 characters)',
      'WORKERS: Invalid input: expected number, received NaN (got "many")',
    ]);
    expect(service.config({ GATEWAY_SECRET: secret, WORKERS: '4' })).toEqual({
      GATEWAY_SECRET: secret,
      WORKERS: 4,
    });
  });
});
