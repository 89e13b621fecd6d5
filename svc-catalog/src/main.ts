import type Koa from 'koa';
import { z } from 'zod';
import type { Subscription } from '@feedhub/bus';
import { answerMaintenance, createServiceApp, env, type ServiceDeps } from '@feedhub/service-kit';
import { catalogRoutes } from './routes';

/** The PostgreSQL schema this service owns. */
export const SCHEMA = 'catalog';

/** Catalog service settings, read once from the environment. */
export const CatalogConfigSchema = z.object({
  /** Shared with the gateway: signs the caller header. */
  GATEWAY_SECRET: env.secret(),
});
/** Catalog service settings. */
export type CatalogConfig = z.infer<typeof CatalogConfigSchema>;

/** What the catalog service is built from. */
export type CatalogDeps = ServiceDeps<CatalogConfig>;

/** The catalog service: its HTTP app and its life cycle. */
export interface CatalogService {
  /** Koa app. */
  app: Koa;
  /** Creates the schema and starts answering on the bus. */
  start(): Promise<void>;
  /** Stops answering on the bus. */
  stop(): Promise<void>;
}

/** Builds the catalog service. Its resources arrive with later issues; the skeleton answers health and maintenance. */
export function createService(deps: CatalogDeps): CatalogService {
  const app = createServiceApp({
    name: 'catalog',
    prefix: '/api',
    routes: catalogRoutes(),
    gatewaySecret: deps.config.GATEWAY_SECRET,
    log: deps.log,
    knex: deps.knex,
    ready: async () => {
      await deps.knex.raw('select 1');
    },
  });
  let subscriptions: Subscription[] = [];
  return {
    app,
    async start() {
      await deps.knex.raw('create schema if not exists ??', [SCHEMA]);
      subscriptions = answerMaintenance(deps.bus, 'catalog', deps.instance, {
        clearCache: () => ({ detail: 'catalog has no cache yet', count: 0 }),
        queueRestart: () => ({ detail: 'catalog has no workers yet', count: 0 }),
        migrate: () => ({ detail: 'catalog schema up to date', count: 0 }),
      });
    },
    async stop() {
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
