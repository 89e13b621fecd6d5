import { hostname } from 'node:os';
import { openBus } from '@feedhub/bus';
import { ConfigError, createLogger, env, listen, loadConfig, onShutdown } from '@feedhub/service-kit';
import { z } from 'zod';
import { GatewayConfigSchema } from './config';
import { createGateway } from './gateway';

export { GatewayConfigSchema, type GatewayConfig } from './config';
export { createGateway, type Gateway, type GatewayDeps } from './gateway';

/** Cluster mode: the gateway as its own process, services at IDENTITY_URL/CATALOG_URL/JOBS_URL. */
async function main(): Promise<void> {
  const log = createLogger('gateway');
  let config;
  let nats: { NATS_URL: string; NATS_PREFIX: string };
  try {
    config = loadConfig(GatewayConfigSchema);
    nats = loadConfig(
      z.object({
        NATS_URL: z.string().regex(/^(nats|tls):\/\//, { message: 'must be a nats:// URL' }),
        NATS_PREFIX: env.natsPrefix(),
      }),
    );
  } catch (error) {
    console.error(`gateway: ${(error as ConfigError).message}`);
    process.exit(1);
  }
  const bus = await openBus({
    natsUrl: nats.NATS_URL,
    prefix: nats.NATS_PREFIX,
    name: `gateway@${hostname()}:${process.pid}`,
  });
  const gateway = createGateway({ config, bus, log });
  await gateway.start();
  const server = await listen(gateway.handle, config.PORT, config.HOST);
  log.info(`gateway listening on port ${server.port}`);
  onShutdown(async () => {
    await server.close();
    await bus.close();
  }, log);
}

if (require.main === module) void main();
