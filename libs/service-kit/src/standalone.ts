import { hostname } from 'node:os';
import type Koa from 'koa';
import { z } from 'zod';
import { openBus, type Bus } from '@feedhub/bus';
import { openDatabase, type Knex } from '@feedhub/db';
import { env, loadConfig } from './config';
import { createLogger, type Logger } from './logger';
import { listen, onShutdown } from './server';

/** What every service is built from; the embedded and cluster runners differ only in these (DESIGN §2). */
export interface ServiceDeps<C> {
  /** Shared knex (one PGlite connection in embedded mode, a pool on PostgreSQL). */
  knex: Knex;
  /** The bus. */
  bus: Bus;
  /** The service's settings from the environment. */
  config: C;
  /** Logger. */
  log: Logger;
  /** Instance id (several replicas answer maintenance commands separately). */
  instance: string;
}

/** A service as the runners see it. */
export interface RunnableService {
  app: Koa;
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

/** Settings every service process needs in cluster mode. */
const ClusterSchema = z.object({
  DATABASE_URL: env.url('postgres:', 'postgresql:'),
  NATS_URL: env.url('nats:', 'tls:'),
  PORT: env.port(0),
  HOST: z.string().default('0.0.0.0'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * Runs one service as its own process (cluster mode): PostgreSQL from DATABASE_URL, NATS from
 * NATS_URL, its HTTP app on PORT, graceful shutdown on SIGTERM. Bad variables stop it at once
 * with one line each.
 */
export async function runStandalone<C>(
  name: string,
  configSchema: z.ZodObject,
  create: (deps: ServiceDeps<C>) => RunnableService,
  defaultPort: number,
  /** Called with what `start()` returned (identity prints the first admin password). */
  afterStart?: (started: unknown) => void,
): Promise<void> {
  const log = createLogger(name);
  let cluster: z.infer<typeof ClusterSchema>;
  let config: C;
  try {
    cluster = loadConfig(ClusterSchema);
    config = loadConfig(configSchema) as C;
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    process.exit(1);
  }
  const db = await openDatabase({ databaseUrl: cluster.DATABASE_URL, poolMax: cluster.DB_POOL_MAX });
  const instance = `${name}@${hostname()}:${process.pid}`;
  const bus = await openBus({ natsUrl: cluster.NATS_URL, name: instance });
  const service = create({ knex: db.knex, bus, config, log, instance });
  afterStart?.(await service.start());
  const server = await listen(service.app, cluster.PORT || defaultPort, cluster.HOST);
  log.info(`${name} listening on port ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await service.stop();
    await bus.close();
    await db.close();
  }, log);
}
