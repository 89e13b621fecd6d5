import { hostname } from 'node:os';
import { z } from 'zod';
import { SERVICE_PORTS } from '@feedhub/contracts';
import { openBus } from '@feedhub/bus';
import { openDatabase } from '@feedhub/db';
import { env } from './config';
import type { Service } from './define-service';
import { createLogger } from './logger';
import { loadConfigs, openResources, startPlatform, type Environment } from './platform';
import { onShutdown } from './server';

/** Settings every service process needs in cluster mode. */
export const ClusterConfigSchema = z.object({
  /** PostgreSQL (≥ 14). */
  DATABASE_URL: env.url('postgres:', 'postgresql:'),
  /** NATS with JetStream (≥ 2.9). */
  NATS_URL: env.url('nats:', 'tls:'),
  /** Prefix of every subject, stream and bucket: deployments (or test runs) sharing one NATS stay apart. */
  NATS_PREFIX: env.natsPrefix(),
  /** Port of this service; 0 or unset: its SERVICE_PORTS entry. */
  PORT: env.port(0),
  /** Host to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** Connections per process. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
});

/**
 * Runs one service as its own process (cluster mode, DESIGN §2) through the platform assembler:
 * PostgreSQL from DATABASE_URL, NATS from NATS_URL, its HTTP app on PORT (default its
 * SERVICE_PORTS entry), graceful shutdown on SIGTERM. Bad variables stop it at once, one line each.
 */
export async function runStandalone(service: Service, environment: Environment = process.env): Promise<void> {
  const log = createLogger(service.name);
  const instance = `${service.name}@${hostname()}:${process.pid}`;
  let cluster: z.infer<typeof ClusterConfigSchema>;
  try {
    cluster = loadConfigs([ClusterConfigSchema, service.configSchema], environment)[0] as typeof cluster;
  } catch (error) {
    console.error(`${service.name}: ${(error as Error).message}`);
    process.exit(1);
  }
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  try {
    platform = await startPlatform({
      services: [service],
      env: environment,
      log,
      instance: () => instance,
      host: cluster.HOST,
      port: (name) => cluster.PORT || SERVICE_PORTS[name],
      open: () =>
        openResources(
          () => openDatabase({ databaseUrl: cluster.DATABASE_URL, poolMax: cluster.DB_POOL_MAX }),
          () => openBus({ natsUrl: cluster.NATS_URL, prefix: cluster.NATS_PREFIX, name: instance }),
        ),
    });
  } catch (error) {
    log.error({ err: error }, `${service.name} failed to start`);
    process.exit(1);
  }
  for (const notice of platform.notices) console.log(notice);
  log.info(`${service.name} listening on ${platform.upstreams[service.name]}`);
  onShutdown(() => platform.stop(), log);
}
