import { createLogger, type RouteDefinition, type Service, type ServiceDeps } from '@feedhub/service-kit';
import { catalogService } from '../../svc-catalog/src/main';
import { catalogRoutes } from '../../svc-catalog/src/routes';
import { identityService } from '../../svc-identity/src/main';
import { identityRoutes } from '../../svc-identity/src/routes';
import { jobsService } from '../../svc-jobs/src/main';
import { jobsRoutes } from '../../svc-jobs/src/routes';

// The one enumeration of every service's route table for the suites that walk them (the route ×
// permission matrix, the unknown-key check, the hostile-input suite): a new service is added here once.

/** A dependency the route table must not touch while it is only being read (its handlers run in the app). */
function notWhileReading<T>(what: string): T {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error(`the route table used ${what} while being read`);
      },
    },
  ) as T;
}

/**
 * The routes of one service as its app is built from them, read without a database or bus (test.each
 * needs the rows before any stack exists), with the config `secret` gives.
 */
export function readRouteTable<C>(
  service: Service<C>,
  routes: (deps: ServiceDeps<C>) => RouteDefinition[],
  secret = 's'.repeat(40),
): RouteDefinition[] {
  return routes({
    config: service.config({ GATEWAY_SECRET: secret }),
    log: createLogger(service.name, 'silent'),
    instance: `${service.name}@routes`,
    knex: notWhileReading('knex'),
    bus: notWhileReading('bus'),
  });
}

/** A service with the function that builds its route table. */
export interface ServiceTable<C = never> {
  service: Service<C>;
  routes: (deps: ServiceDeps<C>) => RouteDefinition[];
}

/** Keeps a service's config type tied to its route table's. */
const table = <C>(service: Service<C>, routes: (deps: ServiceDeps<C>) => RouteDefinition[]) =>
  ({ service, routes }) as unknown as ServiceTable;

/** Every service with its route table. */
export const SERVICE_TABLES: readonly ServiceTable[] = [
  table(identityService, identityRoutes),
  table(catalogService, catalogRoutes),
  table(jobsService, jobsRoutes),
];

/** One route with the service whose table declares it. */
export interface TableRoute {
  service: string;
  route: RouteDefinition;
}

/** Every route of every service's table. */
export function allRoutes(): TableRoute[] {
  return SERVICE_TABLES.flatMap(({ service, routes }) =>
    readRouteTable(service, routes).map((route) => ({ service: service.name, route })),
  );
}
