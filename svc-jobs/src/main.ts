import type Koa from 'koa';
import { z } from 'zod';
import type { Subscription } from '@feedhub/bus';
import { answerMaintenance, createServiceApp, env, type ServiceDeps } from '@feedhub/service-kit';
import { jobsRoutes } from './routes';

/** The PostgreSQL schema this service owns. */
export const SCHEMA = 'jobs';

/** Jobs service settings, read once from the environment. */
export const JobsConfigSchema = z.object({
  /** Shared with the gateway: signs the caller header. */
  GATEWAY_SECRET: env.secret(),
});
/** Jobs service settings. */
export type JobsConfig = z.infer<typeof JobsConfigSchema>;

/** What the jobs service is built from. */
export type JobsDeps = ServiceDeps<JobsConfig>;

/** The jobs service: its HTTP app and its life cycle. */
export interface JobsService {
  /** Koa app. */
  app: Koa;
  /** Creates the schema and starts answering on the bus. */
  start(): Promise<void>;
  /** Stops answering on the bus. */
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
      subscriptions = answerMaintenance(deps.bus, 'jobs', deps.instance, {
        clearCache: () => ({ detail: 'jobs has no cache yet', count: 0 }),
        queueRestart: () => ({ detail: 'jobs has no workers yet', count: 0 }),
        migrate: () => ({ detail: 'jobs schema up to date', count: 0 }),
      });
    },
    async stop() {
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
