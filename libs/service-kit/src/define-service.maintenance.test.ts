// The maintenance answers every service gives on the bus: migrate, clear cache, queue restart.
import { MaintenanceReplySchema, SUBJECTS } from '@feedhub/contracts';
import { InProcessBus } from '@feedhub/bus';
import { ServiceConfigSchema, defineService } from './define-service';
import {
  ask,
  db,
  depsFor,
  freshSchema,
  REPLY_WAIT_MS,
  recordingMigration,
  tracked,
  useServiceFixture,
} from './__tests__/service-fixture';

useServiceFixture();

describe('defineService', () => {
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
    const migrate = () =>
      bus.requestAll(SUBJECTS.maintenanceMigrate, ask, MaintenanceReplySchema, REPLY_WAIT_MS);
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

    const [cache] = await bus.requestAll(
      SUBJECTS.maintenanceClearCache,
      ask,
      MaintenanceReplySchema,
      REPLY_WAIT_MS,
    );
    expect(cache).toMatchObject({ outcome: 'nothing_to_do', detail: 'catalog keeps no cache', count: 0 });
    const [restart] = await bus.requestAll(
      SUBJECTS.maintenanceQueueRestart,
      ask,
      MaintenanceReplySchema,
      REPLY_WAIT_MS,
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
    expect(
      await bus.requestAll(SUBJECTS.maintenanceQueueRestart, ask, MaintenanceReplySchema, REPLY_WAIT_MS),
    ).toEqual([
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
    const [reply] = await bus.requestAll(
      SUBJECTS.maintenanceClearCache,
      ask,
      MaintenanceReplySchema,
      REPLY_WAIT_MS,
    );
    expect(reply).toEqual({
      service: 'jobs',
      instance: 'jobs@test',
      outcome: 'failed',
      detail: 'cache server unreachable',
      count: 0,
    });
    await instance.stop();
  });
});
