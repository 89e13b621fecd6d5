import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ServiceName } from '@feedhub/contracts';
import { baseBus, NatsBus, type Bus } from '@feedhub/bus';
import type { Database, Knex } from '@feedhub/db';
import { ConfigError, loadConfig } from './config';
import type { Service, ServiceInstance } from './define-service';
import type { Logger } from './logger';
import { listen, type RunningServer } from './server';

/** An environment to read settings from (process.env, or a test's record). */
export type Environment = Record<string, string | undefined>;

/** What the platform's apps share in a process: one knex (STACK trap 4) and one bus. */
export interface PlatformResources {
  /** The database. */
  knex: Knex;
  /** The bus. */
  bus: Bus;
  /** Closes both (after every app has stopped). */
  close(): Promise<void>;
}

/** Shared resources that also hand out the database (tests assert on stored rows). */
export interface OpenedResources extends PlatformResources {
  /** The database the knex belongs to. */
  db: Database;
}

/**
 * Opens the database, then the bus, as the platform's shared resources: a bus that fails to open
 * closes the database again, and `close()` closes the bus before the database. With
 * `destroyStream`, a NATS bus also deletes its JetStream stream on close (throw-away runs: tests,
 * benchmarks).
 */
export async function openResources(
  openDb: () => Promise<Database>,
  openBusOf: () => Promise<Bus>,
  options: { destroyStream?: boolean; afterClose?: () => void } = {},
): Promise<OpenedResources> {
  const db = await openDb();
  let bus: Bus;
  try {
    bus = await openBusOf();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    knex: db.knex,
    bus,
    db,
    close: async () => {
      const base = baseBus(bus);
      if (options.destroyStream && base instanceof NatsBus) await base.destroy();
      await bus.close();
      await db.close();
      options.afterClose?.();
    },
  };
}

/** The gateway as the platform runs it (gateway/src/main's createGateway). */
export interface GatewayApp {
  /** Node request listener. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Starts following the bus (whitelist, clear cache). */
  start(): Promise<void>;
}

/** Settings the platform reads from the gateway's config. */
export interface GatewayListenConfig {
  /** Port of the gateway. */
  PORT: number;
  /** Host to bind. */
  HOST: string;
}

/** How to build the gateway: its settings schema and its factory. */
export interface GatewayDefinition<G extends GatewayListenConfig> {
  /** Its settings (read with the services', before anything opens). */
  configSchema: z.ZodType<G> & z.ZodObject;
  /** createGateway. */
  create(deps: { config: G; bus: Bus; log: Logger; instance: string }): GatewayApp;
}

/** What a runner passes: the services, where settings come from, how to open the shared resources. */
export interface PlatformOptions<R extends PlatformResources, G extends GatewayListenConfig> {
  /** The services, started in this order and stopped in reverse. */
  services: readonly Service[];
  /** Settings of every app (default process.env). */
  env?: Environment;
  /** Opens the database and bus, once every setting is known to be valid. */
  open(): Promise<R>;
  /** Root logger; each app logs as a child. */
  log: Logger;
  /** Instance id of an app (`identity@host:pid`, `catalog@embedded`). */
  instance(name: ServiceName | 'gateway'): string;
  /** Address the services listen on. */
  host: string;
  /** Port of a service (default 0: any free port). */
  port?(name: ServiceName): number;
  /** The gateway in front of the services (embedded mode, tests); absent in a service's own process. */
  gateway?: GatewayDefinition<G>;
}

/** A running platform. */
export interface Platform<R extends PlatformResources> {
  /** What `open` returned. */
  resources: R;
  /** Each service's URL. */
  upstreams: Partial<Record<ServiceName, string>>;
  /** The running service instances, in start order. */
  instances: readonly ServiceInstance[];
  /** The gateway's URL, when there is one. */
  url?: string;
  /** What the services ask the operator to read (identity's first admin password). */
  notices: string[];
  /** Starts another gateway replica on the same bus and services, on a free port; returns its URL. */
  addGateway(): Promise<string>;
  /**
   * Stops the gateways, the servers (in-flight requests get `graceMs`, default 10 s), the services
   * (reverse order), then closes the resources.
   */
  stop(graceMs?: number): Promise<void>;
}

/** The gateway's upstream variables (`IDENTITY_URL`…) for these service URLs. */
export function upstreamEnv(urls: Partial<Record<ServiceName, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(urls).map(([name, url]) => [`${name.toUpperCase()}_URL`, url as string]),
  );
}

/**
 * Reads several apps' settings at once; throws one ConfigError with one line per bad variable
 * (a variable two apps share is reported once), so a bad start fails before anything opens.
 */
export function loadConfigs(schemas: readonly z.ZodObject[], environment: Environment): unknown[] {
  const problems: string[] = [];
  const configs = schemas.map((schema) => {
    try {
      return loadConfig(schema, environment);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      for (const problem of error.problems) if (!problems.includes(problem)) problems.push(problem);
      return undefined;
    }
  });
  if (problems.length) throw new ConfigError(problems);
  return configs;
}

const urlOf = (host: string, port: number) =>
  `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;

/**
 * The one platform assembler (DESIGN §2): the embedded runner, each service's own process and the
 * integration tests all start the apps through it and differ only in what they pass. Order: check
 * every setting, open the resources, start each service (migrations, seeding, bus) and serve it,
 * then the gateway in front. A failure on the way stops what was started and closes the resources.
 */
export async function startPlatform<
  R extends PlatformResources,
  G extends GatewayListenConfig = GatewayListenConfig,
>(options: PlatformOptions<R, G>): Promise<Platform<R>> {
  const environment = options.env ?? process.env;
  const { services, gateway, log } = options;
  const configs = loadConfigs(
    [...services.map((s) => s.configSchema), ...(gateway ? [gateway.configSchema] : [])],
    environment,
  );
  const resources = await options.open();
  const instances: ServiceInstance[] = [];
  const servers: RunningServer[] = [];
  const gateways: RunningServer[] = [];
  const upstreams: Partial<Record<ServiceName, string>> = {};
  const notices: string[] = [];

  const stop = async (graceMs?: number) => {
    const failures: unknown[] = [];
    const attempt = async (step: () => Promise<void>) => {
      await step().catch((error: unknown) => void failures.push(error));
    };
    for (const server of gateways.splice(0).reverse()) await attempt(() => server.close(graceMs));
    for (const server of servers.splice(0).reverse()) await attempt(() => server.close(graceMs));
    for (const instance of instances.splice(0).reverse()) await attempt(() => instance.stop());
    await attempt(() => resources.close());
    if (failures.length) throw failures[0];
  };

  const startGateway = async (instance: string, port: number, host: string) => {
    if (!gateway) throw new Error('this platform has no gateway');
    const config = loadConfig(gateway.configSchema, { ...environment, ...upstreamEnv(upstreams) }) as G;
    const app = gateway.create({
      config,
      bus: resources.bus,
      log: log.child({ service: 'gateway' }),
      instance,
    });
    await app.start();
    const server = await listen(app.handle, port, host);
    gateways.push(server);
    return urlOf(host, server.port);
  };

  try {
    for (const [index, service] of services.entries()) {
      const instance = service.create({
        knex: resources.knex,
        bus: resources.bus,
        config: configs[index],
        log: log.child({ service: service.name }),
        instance: options.instance(service.name),
      });
      instances.push(instance);
      const notice = await instance.start();
      if (notice) notices.push(notice);
      const server = await listen(instance.app, options.port?.(service.name) ?? 0, options.host);
      servers.push(server);
      upstreams[service.name] = urlOf(options.host, server.port);
    }
    let url: string | undefined;
    if (gateway) {
      const { PORT, HOST } = configs[services.length] as G;
      url = await startGateway(options.instance('gateway'), PORT, HOST);
    }
    let replicas = 0;
    return {
      resources,
      upstreams,
      instances,
      url,
      notices,
      addGateway: () => startGateway(`${options.instance('gateway')}-${++replicas}`, 0, '127.0.0.1'),
      stop,
    };
  } catch (error) {
    await stop().catch((err: unknown) => log.error({ err }, 'cleanup after a failed start'));
    throw error;
  }
}
