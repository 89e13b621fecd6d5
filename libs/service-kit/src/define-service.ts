import type Koa from 'koa';
import { z } from 'zod';
import type { ServiceName } from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';
import { migrateLatest, type Knex, type Migration } from '@feedhub/db';
import { createServiceApp } from './app';
import { env, loadConfig } from './config';
import type { Logger } from './logger';
import { answerMaintenance, type MaintenanceOutcome } from './maintenance';
import type { RouteDefinition } from './route-table';

/** What every service is built from; the embedded, cluster and test runners differ only in these (DESIGN §2). */
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

/** Settings every service reads; a service's own schema extends it. */
export const ServiceConfigSchema = z.object({
  /** Shared with the gateway: signs the caller header. */
  GATEWAY_SECRET: env.secret(),
});

/** A periodic task of a service (session pruning, outbox relay…): never overlapping, failures logged. */
export interface ServiceTimer<C> {
  /** For the log. */
  name: string;
  /** Interval. */
  everyMs: number;
  /** One run. */
  run(deps: ServiceDeps<C>): Promise<unknown>;
}

/** A service's own answers to the settings desktop; migrate is the kit's (its pending migrations). */
export interface MaintenanceHooks<C, T> {
  /** Drop the service's caches; absent: "keeps no cache", nothing_to_do. */
  clearCache?(deps: ServiceDeps<C>, started: T): Promise<MaintenanceOutcome> | MaintenanceOutcome;
  /** Let its workers finish their item and restart; absent: "runs no workers", nothing_to_do. */
  queueRestart?(deps: ServiceDeps<C>, started: T): Promise<MaintenanceOutcome> | MaintenanceOutcome;
}

/** Everything a service is (STYLE (a): main.ts is this declaration and nothing else). */
export interface ServiceDefinition<S extends z.ZodObject, T> {
  /** Service name (logs, docs, health path, instance ids, its cluster port). */
  name: ServiceName;
  /** The PostgreSQL schema it owns; every query names it (STACK trap 4). */
  schema: string;
  /** Its settings; must include GATEWAY_SECRET (extend ServiceConfigSchema). */
  configSchema: S;
  /** THE route table (paths under /api). */
  routes(deps: ServiceDeps<z.infer<S>>): RouteDefinition[];
  /** Every migration of its schema; pending ones run on start and on the settings desktop's Migrate. */
  migrations: readonly Migration[];
  /** Unique constraint → form field, for the 422 a racing write gets (see createServiceApp). */
  uniqueFields?: Readonly<Record<string, string>>;
  /** Its bus handlers (request/reply and events); unsubscribed on stop. */
  bus?(deps: ServiceDeps<z.infer<S>>): Subscription[];
  /** After migrations, before the bus handlers: seeding, workers. Its result goes to the hooks below. */
  start?(deps: ServiceDeps<z.infer<S>>): Promise<T>;
  /** What the runner prints once started (identity: how to log in the first time). */
  notice?(started: T): string | undefined;
  /** Periodic tasks, run from start to stop. */
  timers?: readonly ServiceTimer<z.infer<S>>[];
  /** Clear cache and queue restart, when the service has a cache or workers. */
  maintenance?: MaintenanceHooks<z.infer<S>, T>;
  /** Undoes `start` (stops workers); runs after the bus handlers are gone. */
  stop?(deps: ServiceDeps<z.infer<S>>, started: T): Promise<void> | void;
}

/** One running instance of a service. */
export interface ServiceInstance {
  /** Service name. */
  readonly name: ServiceName;
  /** Its Koa app, ready at once (the runner serves it on a port). */
  readonly app: Koa;
  /** Migrates, runs the start hook and timers, answers on the bus; resolves to the notice to print. */
  start(): Promise<string | undefined>;
  /** Stops answering on the bus, stops timers (waiting for a running one) and runs the stop hook. */
  stop(): Promise<void>;
}

/** A declared service, as the platform assembler and the runners use it. */
export interface Service<C = unknown> {
  /** Service name. */
  readonly name: ServiceName;
  /** Its schema. */
  readonly schema: string;
  /** Its migrations. */
  readonly migrations: readonly Migration[];
  /** Its settings schema (validated with every other app's before anything opens). */
  readonly configSchema: z.ZodObject;
  /** Reads its settings from an environment; throws ConfigError, one line per bad variable. */
  config(environment?: Record<string, string | undefined>): C;
  /** Builds an instance from its deps. */
  create(deps: ServiceDeps<C>): ServiceInstance;
}

type WithSecret<S extends z.ZodObject> = z.infer<S> extends { GATEWAY_SECRET: string } ? S : never;

/**
 * Declares a service (DESIGN §2): the kit builds its Koa app, runs its migrations on start, starts
 * its timers, subscribes its bus handlers and answers the maintenance commands honestly (migrate =
 * its own pending migrations; no cache or no workers = nothing_to_do), and stops in reverse order.
 */
export function defineService<S extends z.ZodObject, T = undefined>(
  definition: ServiceDefinition<S, T> & { configSchema: WithSecret<S> },
): Service<z.infer<S>> {
  type C = z.infer<S>;
  const { name, schema, migrations } = definition;
  return {
    name,
    schema,
    migrations,
    configSchema: definition.configSchema,
    config: (environment = process.env) => loadConfig(definition.configSchema, environment) as C,
    create: (deps: ServiceDeps<C>) => instantiate(definition, deps),
  };
}

/** The life cycle of one instance: start once, stop in reverse order, never half-started. */
function instantiate<S extends z.ZodObject, T>(
  definition: ServiceDefinition<S, T>,
  deps: ServiceDeps<z.infer<S>>,
): ServiceInstance {
  const { name, schema, migrations, maintenance } = definition;
  const { knex, bus, log } = deps;
  const app = createServiceApp({
    name,
    prefix: '/api',
    routes: definition.routes(deps),
    gatewaySecret: (deps.config as { GATEWAY_SECRET: string }).GATEWAY_SECRET,
    log,
    knex,
    uniqueFields: definition.uniqueFields,
    ready: async () => {
      await knex.raw('select 1');
    },
  });
  let phase: 'new' | 'starting' | 'running' | 'stopped' = 'new';
  let started: T | undefined;
  let hasStarted = false;
  let subscriptions: Subscription[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  const migrate = async (): Promise<MaintenanceOutcome> => {
    const applied = await migrateLatest(knex, schema, migrations);
    if (applied.length) log.info({ applied }, `${name}: migrations applied`);
    return applied.length
      ? { detail: `${name}: applied ${applied.join(', ')}`, count: applied.length }
      : { detail: `${name}: schema ${schema} up to date (${migrations.length} migrations)`, count: 0 };
  };
  const startTimer = (timer: ServiceTimer<z.infer<S>>) => {
    let busy = false;
    const handle = setInterval(() => {
      if (busy) return; // the last run is still going: skip this one
      busy = true;
      const run: Promise<unknown> = timer
        .run(deps)
        .catch((err: unknown) => log.error({ err }, `${name}: ${timer.name} failed`))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, timer.everyMs);
    handle.unref();
    timers.push(handle);
  };
  const teardown = async () => {
    for (const s of subscriptions) s.unsubscribe();
    subscriptions = [];
    for (const t of timers.splice(0)) clearInterval(t);
    await Promise.all(running);
    if (hasStarted) await definition.stop?.(deps, started as T);
    hasStarted = false;
  };

  return {
    name,
    app,
    async start() {
      if (phase !== 'new') throw new Error(`${name} was started already`);
      phase = 'starting';
      try {
        await migrate();
        if (definition.start) started = await definition.start(deps);
        hasStarted = true;
        for (const timer of definition.timers ?? []) startTimer(timer);
        subscriptions = [
          ...(definition.bus?.(deps) ?? []),
          ...answerMaintenance(bus, name, deps.instance, {
            clearCache: async () =>
              maintenance?.clearCache
                ? maintenance.clearCache(deps, started as T)
                : { detail: `${name} keeps no cache`, count: 0 },
            queueRestart: async () =>
              maintenance?.queueRestart
                ? maintenance.queueRestart(deps, started as T)
                : { detail: `${name} runs no workers`, count: 0 },
            migrate,
          }),
        ];
        await bus.flush();
      } catch (error) {
        await teardown().catch((err: unknown) => log.error({ err }, `${name}: cleanup after a failed start`));
        phase = 'stopped';
        throw error;
      }
      phase = 'running';
      return definition.notice?.(started as T);
    },
    async stop() {
      if (phase !== 'running') return;
      phase = 'stopped';
      await teardown();
    },
  };
}
