import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MaintenanceReplySchema, SUBJECTS, type ServiceName } from '@feedhub/contracts';
import { InProcessBus } from '@feedhub/bus';
import { createTestDatabase, type Database, type Migration } from '@feedhub/db';
import { ConfigError, env } from './config';
import { ServiceConfigSchema, defineService } from './define-service';
import { createLogger } from './logger';
import { loadConfigs, startPlatform, upstreamEnv, type GatewayApp } from './platform';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** Platforms a test started: stopped after it even when it failed half-way. */
const running: { stop(graceMs?: number): Promise<void> }[] = [];
afterEach(async () => {
  for (const platform of running.splice(0)) await platform.stop(100).catch(() => undefined);
});

/** startPlatform, registered for afterEach. */
const start: typeof startPlatform = (options) =>
  startPlatform(options).then((platform) => {
    running.push(platform);
    return platform;
  });

const secret = 's'.repeat(40);
const log = createLogger('platform-test', 'silent');

/** A gateway's settings as the platform reads them (the real one is gateway/src/config.ts). */
const GatewaySchema = z.object({
  PORT: env.port(0),
  HOST: z.string().default('127.0.0.1'),
  GATEWAY_SECRET: env.secret(),
  IDENTITY_URL: z.string().optional(),
  CATALOG_URL: z.string().optional(),
});

/** A service that records its life cycle in `order`, on a fresh schema. */
function recordingService(name: ServiceName, order: string[], migrations: Migration[] = []) {
  return defineService({
    name,
    schema: `p_${name}_${randomBytes(3).toString('hex')}`,
    configSchema: ServiceConfigSchema,
    routes: () => [],
    migrations,
    start: async () => void order.push(`start ${name}`),
    stop: () => void order.push(`stop ${name}`),
  });
}

/** Resources over the shared test database, recording open and close. */
function resources(order: string[]) {
  return async () => {
    order.push('open');
    const bus = new InProcessBus();
    return {
      knex: db.knex,
      bus,
      close: async () => {
        order.push('close');
        await bus.close();
      },
    };
  };
}

describe('startPlatform', () => {
  test('starts services in order, serves them, puts the gateway in front; stops in reverse', async () => {
    const order: string[] = [];
    let gatewayConfig: z.infer<typeof GatewaySchema> | undefined;
    const platform = await start({
      services: [recordingService('identity', order), recordingService('catalog', order)],
      env: { GATEWAY_SECRET: secret },
      open: resources(order),
      log,
      instance: (name) => `${name}@unit`,
      host: '127.0.0.1',
      gateway: {
        configSchema: GatewaySchema,
        create: ({ config, instance }): GatewayApp => {
          order.push(`gateway ${instance}`);
          gatewayConfig = config;
          return {
            start: async () => void order.push('gateway start'),
            handle: (_req, res) => res.end(`gateway ${instance}`),
          };
        },
      },
    });
    expect(order).toEqual([
      'open',
      'start identity',
      'start catalog',
      'gateway gateway@unit',
      'gateway start',
    ]);
    // The gateway was configured with the upstreams the services really listen on.
    expect(gatewayConfig).toMatchObject({
      IDENTITY_URL: platform.upstreams.identity,
      CATALOG_URL: platform.upstreams.catalog,
    });
    for (const name of ['identity', 'catalog'] as const) {
      const health = await fetch(`${platform.upstreams[name]}/api/${name}/health`);
      expect(await health.json()).toEqual({ data: { service: name, status: 'ok' } });
    }
    expect(await (await fetch(platform.url as string)).text()).toBe('gateway gateway@unit');
    const replica = await platform.addGateway();
    expect(replica).not.toBe(platform.url);
    expect(await (await fetch(replica)).text()).toBe('gateway gateway@unit-1');

    const maintenance = await platform.resources.bus.requestAll(
      SUBJECTS.maintenanceMigrate,
      { requestedBy: 'unit' },
      MaintenanceReplySchema,
      200,
    );
    expect(maintenance.map((r) => r.instance).sort()).toEqual(['catalog@unit', 'identity@unit']);

    order.length = 0;
    await platform.stop(100);
    expect(order).toEqual(['stop catalog', 'stop identity', 'close']);
    await expect(fetch(platform.url as string)).rejects.toThrow();
    await expect(fetch(`${platform.upstreams.identity}/api/identity/health`)).rejects.toThrow();
  });

  test('a bad setting fails before anything opens, one line per variable (shared ones once)', async () => {
    const order: string[] = [];
    const attempt = start({
      services: [recordingService('identity', order), recordingService('jobs', order)],
      env: { GATEWAY_SECRET: 'short', PORT: 'eighty' },
      open: resources(order),
      log,
      instance: (name) => name,
      host: '127.0.0.1',
      gateway: {
        configSchema: GatewaySchema,
        create: () => ({ start: async () => undefined, handle: () => {} }),
      },
    });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toMatchObject({
      problems: [
        'GATEWAY_SECRET: must be at least 32 characters (got a value of 5 characters)',
        'PORT: Invalid input: expected number, received NaN (got "eighty")',
      ],
    });
    expect(order).toEqual([]);
  });

  test('a service that fails to start stops the ones before it and closes the resources', async () => {
    const order: string[] = [];
    const broken: Migration = {
      name: '20260101000000_break_things',
      up: async () => {
        throw new Error('migration failed');
      },
      down: async () => undefined,
    };
    await expect(
      start({
        services: [recordingService('identity', order), recordingService('catalog', order, [broken])],
        env: { GATEWAY_SECRET: secret },
        open: resources(order),
        log,
        instance: (name) => name,
        host: '127.0.0.1',
      }),
    ).rejects.toThrow('migration failed');
    expect(order).toEqual(['open', 'start identity', 'stop identity', 'close']);
  });

  test('migrations run once across restarts of the platform on the same database', async () => {
    const runs: string[] = [];
    const migration: Migration = {
      name: '20260101000000_create_things',
      up: async (knex, schema) => {
        runs.push('up');
        await knex.schema.withSchema(schema).createTable('things', (t) => t.increments());
      },
      down: async () => undefined,
    };
    const service = recordingService('jobs', [], [migration]);
    for (let i = 0; i < 2; i++) {
      const platform = await start({
        services: [service],
        env: { GATEWAY_SECRET: secret },
        open: resources([]),
        log,
        instance: (name) => name,
        host: '127.0.0.1',
      });
      await platform.stop(100);
    }
    expect(runs).toEqual(['up']);
  });
});

describe('loadConfigs and upstreamEnv', () => {
  test('every schema is read from one environment', () => {
    const [a, b] = loadConfigs([ServiceConfigSchema, GatewaySchema], { GATEWAY_SECRET: secret, PORT: '81' });
    expect(a).toEqual({ GATEWAY_SECRET: secret });
    expect(b).toMatchObject({ PORT: 81, HOST: '127.0.0.1' });
  });

  test("the gateway's upstream variables are named after the services", () => {
    expect(upstreamEnv({ identity: 'http://a', jobs: 'http://c' })).toEqual({
      IDENTITY_URL: 'http://a',
      JOBS_URL: 'http://c',
    });
  });
});
