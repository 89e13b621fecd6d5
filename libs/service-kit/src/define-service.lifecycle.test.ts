// A service's life: migrations, hooks, timers and bus handlers in order at start, undone at stop.
import request from 'supertest';
import { z } from 'zod';
import { MaintenanceReplySchema, SUBJECTS } from '@feedhub/contracts';
import { BusTimeoutError, InProcessBus } from '@feedhub/bus';
import { ServiceConfigSchema, defineService } from './define-service';
import {
  ask,
  depsFor,
  freshSchema,
  REPLY_WAIT_MS,
  recordingMigration,
  tracked,
  useServiceFixture,
} from './__tests__/service-fixture';

useServiceFixture();

const Echo = z.object({ n: z.number() });

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
    expect(
      await bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, REPLY_WAIT_MS),
    ).toHaveLength(1);

    await instance.stop();
    expect(order.at(-1)).toBe('stop hook (2 workers)');
    // Every handler is unsubscribed, the maintenance answers too.
    expect(
      await bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, REPLY_WAIT_MS),
    ).toEqual([]);
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
});
