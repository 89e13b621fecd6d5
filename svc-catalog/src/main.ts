import type Koa from 'koa';
import { z } from 'zod';
import { MaintenanceRequestSchema, SUBJECTS, type MaintenanceReply } from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';
import type { Knex } from '@feedhub/db';
import { createServiceApp, env, type Logger } from '@feedhub/service-kit';
import { catalogRoutes } from './routes';

/** Catalog service settings, read once from the environment. */
export const CatalogConfigSchema = z.object({
  /** Shared with the gateway: signs the caller header. */
  GATEWAY_SECRET: env.secret(),
});
/** Catalog service settings. */
export type CatalogConfig = z.infer<typeof CatalogConfigSchema>;

/** What the catalog service is built from; the embedded and cluster runners differ only here. */
export interface CatalogDeps {
  knex: Knex;
  bus: Bus;
  config: CatalogConfig;
  log: Logger;
  instance: string;
}

/** The catalog service: its HTTP app and its life cycle. */
export interface CatalogService {
  app: Koa;
  start(): Promise<void>;
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
    ready: async () => {
      await deps.knex.raw('select 1');
    },
  });
  let subscriptions: Subscription[] = [];
  const reply = (detail: string, count: number): MaintenanceReply => ({
    service: 'catalog',
    instance: deps.instance,
    detail,
    count,
  });
  return {
    app,
    async start() {
      await deps.knex.raw('create schema if not exists ??', ['catalog']);
      subscriptions = [
        deps.bus.respond(SUBJECTS.maintenanceClearCache, MaintenanceRequestSchema, () =>
          reply('catalog has no cache yet', 0),
        ),
        deps.bus.respond(SUBJECTS.maintenanceQueueRestart, MaintenanceRequestSchema, () =>
          reply('catalog has no workers yet', 0),
        ),
        deps.bus.respond(SUBJECTS.maintenanceMigrate, MaintenanceRequestSchema, () =>
          reply('catalog schema up to date', 0),
        ),
      ];
    },
    async stop() {
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
