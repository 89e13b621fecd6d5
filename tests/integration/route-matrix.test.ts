import request from 'supertest';
import { SERVICES } from '@feedhub/contracts';
import { checkedBus, InProcessBus, type CheckedBus } from '@feedhub/bus';
import { createTestDatabase, type Database } from '@feedhub/db';
import {
  accessLabel,
  createLogger,
  type RouteDefinition,
  type Service,
  type ServiceDeps,
  type ServiceInstance,
} from '@feedhub/service-kit';
import { describeRouteAccess } from '@feedhub/service-kit/testing';
import { SERVICE_TABLES, readRouteTable } from './route-tables';

// The generated route × permission matrix (SECURITY) of every service, against the service directly
// as the gateway calls it: each service's own definition builds its app, on a fresh test database
// and an in-process bus. A new route in any service's table is in its matrix with no edit here.

const secret = 's'.repeat(40);
const log = createLogger('matrix', 'silent');

/** The matrix of one service (`routes`: the table its definition builds its app from); returns its name. */
function describeService<C>(
  service: Service<C>,
  routes: (deps: ServiceDeps<C>) => RouteDefinition[],
): string {
  const config = service.config({ GATEWAY_SECRET: secret });
  // test.each needs the rows now, before any database exists: read the table with the same config.
  const table = readRouteTable(service, routes, secret);
  let db: Database | undefined;
  let bus: CheckedBus | undefined;
  let instance: ServiceInstance | undefined;
  const app = () => {
    if (!instance) throw new Error(`${service.name} did not start`);
    return instance.app;
  };

  describe(service.name, () => {
    beforeAll(async () => {
      db = await createTestDatabase();
      bus = checkedBus(new InProcessBus());
      instance = service.create({ knex: db.knex, bus, config, log, instance: `${service.name}@matrix` });
      await instance.start();
    });
    afterAll(async () => {
      await instance?.stop();
      await bus?.close();
      await db?.close();
      bus?.assertClean();
    });

    test('the matrix has every route the app serves, with the access the app enforces', async () => {
      const docs = await request(app().callback()).get(`/api/${service.name}/openapi.json`);
      expect(docs.status).toBe(200);
      const served = Object.entries(
        docs.body.paths as Record<string, Record<string, { 'x-permission': string }>>,
      )
        .flatMap(([path, methods]) =>
          Object.entries(methods).map(([method, op]) => `${method} ${path} ${op['x-permission']}`),
        )
        .sort();
      const matrix = table
        .map((r) => `${r.method} /api${r.path.replace(/:(\w+)/g, '{$1}')} ${accessLabel(r.access)}`)
        .sort();
      expect(served).toEqual(matrix);
    });

    // test.each refuses an empty table: a service without routes yet has only the test above.
    if (table.length) describeRouteAccess(service.name, table, app, secret);
  });
  return service.name;
}

const covered = SERVICE_TABLES.map(({ service, routes }) => describeService(service, routes));

test('every service is in the matrix', () => {
  expect([...covered].sort()).toEqual([...SERVICES].sort());
});
