import type Koa from 'koa';
import { z } from 'zod';
import { MaintenanceRequestSchema, SUBJECTS, type MaintenanceReply } from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';
import type { Knex } from '@feedhub/db';
import { createServiceApp, env, type Logger } from '@feedhub/service-kit';
import { jobsRoutes } from './routes';

/** Jobs service settings, read once from the environment. */
export const JobsConfigSchema = z.object({
  /** Shared with the gateway: signs the caller header. */
  GATEWAY_SECRET: env.secret(),
});
/** Jobs service settings. */
export type JobsConfig = z.infer<typeof JobsConfigSchema>;

/** What the jobs service is built from; the embedded and cluster runners differ only here. */
export interface JobsDeps {
  knex: Knex;
  bus: Bus;
  config: JobsConfig;
  log: Logger;
  instance: string;
}

/** The jobs service: its HTTP app and its life cycle. */
export interface JobsService {
  app: Koa;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Builds the jobs service. Its resources arrive with later issues; the skeleton answers health and maintenance. */
export function createService(deps: JobsDeps): JobsService {
  const app = createServiceApp({
    name: 'jobs',
    prefix: '/api',
    routes: jobsRoutes(),
    gatewaySecret: deps.config.GATEWAY_SECRET,
    log: deps.log,
    ready: async () => {
      await deps.knex.raw('select 1');
    },
  });
  let subscriptions: Subscription[] = [];
  const reply = (detail: string, count: number): MaintenanceReply => ({
    service: 'jobs',
    instance: deps.instance,
    detail,
    count,
  });
  return {
    app,
    async start() {
      await deps.knex.raw('create schema if not exists ??', ['jobs']);
      subscriptions = [
        deps.bus.respond(SUBJECTS.maintenanceClearCache, MaintenanceRequestSchema, () =>
          reply('jobs has no cache yet', 0),
        ),
        deps.bus.respond(SUBJECTS.maintenanceQueueRestart, MaintenanceRequestSchema, () =>
          reply('jobs has no workers yet', 0),
        ),
        deps.bus.respond(SUBJECTS.maintenanceMigrate, MaintenanceRequestSchema, () =>
          reply('jobs schema up to date', 0),
        ),
      ];
    },
    async stop() {
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
