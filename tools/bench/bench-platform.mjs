// The platform the benchmarks run: the real apps from dist (identity, catalog, jobs and the gateway),
// started by service-kit's platform assembler like tools/embedded.mjs and the integration stack, on
// PGlite in `dataDir` (or DATABASE_URL) and the in-process bus (or NATS_URL, under a unique prefix).
// Every app's settings come from `env` only (not process.env): the same defaults on every machine.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { openDatabase } = require('@feedhub/db');
const { openBus } = require('@feedhub/bus');
const { createLogger, openResources, startPlatform } = require('@feedhub/service-kit');
const { identityService } = require('../../svc-identity/dist/main.js');
const { catalogService } = require('../../svc-catalog/dist/main.js');
const { jobsService } = require('../../svc-jobs/dist/main.js');
const { GatewayConfigSchema, createGateway } = require('../../gateway/dist/main.js');

/** Starts the platform with these app settings (PORT 0 and HOST 127.0.0.1 unless given). */
export function startBenchPlatform({ env, dataDir }) {
  return startPlatform({
    services: [identityService, catalogService, jobsService],
    env: { PORT: '0', HOST: '127.0.0.1', ...env },
    log: createLogger('bench', process.env.LOG_LEVEL ?? 'silent'),
    instance: (name) => `${name}@bench`,
    host: '127.0.0.1',
    open: () =>
      openResources(
        () =>
          openDatabase(
            process.env.DATABASE_URL
              ? { databaseUrl: process.env.DATABASE_URL }
              : { dataDir: join(dataDir, 'pglite') },
          ),
        () => openBus({ natsUrl: process.env.NATS_URL, prefix: `bench${randomBytes(4).toString('hex')}` }),
        { destroyStream: true },
      ),
    gateway: { configSchema: GatewayConfigSchema, create: createGateway },
  });
}
