import type { Bus } from '@feedhub/bus';
import { PartnerNamesReplySchema, SUBJECTS } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { systemContext, type Logger } from '@feedhub/service-kit';
import { publishChanged } from '../mechanism/events';
import { sweepExpiredLeases } from '../mechanism/lease';
import { reconcilePending, relayOutbox } from './relay';
import { SCHEDULER_LEASE, fireSchedules } from './scheduler';

/** The job mechanism of one jobs instance: relay, reconciler, lease sweeper and scheduler (DESIGN §4). */
export interface JobsRuntime {
  /** Publishes the outbox now (after an enqueue); never throws. */
  kick(): void;
  /** Runs the relay until the outbox is empty; concurrent calls share one run. */
  relay(): Promise<number>;
  /** Republishes pending jobs untouched for `olderThanMs` whose work items are missing; answers how many. */
  reconcile(olderThanMs: number): Promise<number>;
  /** Puts jobs whose lease ran out back to pending (or error). */
  sweep(): Promise<number>;
  /** One scheduler pass if this instance leads; answers the jobs fired. */
  schedule(now?: Date): Promise<number>;
  /** Starts the periodic runs. */
  start(): void;
  /** Stops them, waits for running ones and gives up the scheduler lease. */
  stop(): Promise<void>;
}

/** How often the timers run and how the scheduler reads its schedules (the jobs service's settings). */
export interface JobsTimersConfig {
  RELAY_EVERY_MS: number;
  RECONCILE_EVERY_MS: number;
  SWEEP_EVERY_MS: number;
  SCHEDULER_EVERY_MS: number;
  SCHEDULER_CATCH_UP_MS: number;
  SCHEDULER_TIMEZONE: string;
}

/** What a runtime runs on: the store's database, the bus, the instance's name (the scheduler lease's holder). */
export interface JobsRuntimeDeps {
  knex: Knex;
  bus: Bus;
  log: Logger;
  instance: string;
  config: JobsTimersConfig;
  /** max_attempts of the jobs the scheduler creates (read at each pass). */
  maxAttempts(): Promise<number>;
}

/** One never-overlapping run at a time; a call during a run asks for one more run after it. */
function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result: T;
      do {
        again = false;
        result = await work();
      } while (again);
      return result;
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

/** The relay, reconciler, lease sweeper and scheduler of one jobs instance (not started). */
export function createJobsRuntime(deps: JobsRuntimeDeps): JobsRuntime {
  const { knex, bus, config } = deps;
  const log: Logger = deps.log;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  const relay = singleFlight(() => relayOutbox(knex, bus, log));
  const runtime: JobsRuntime = {
    kick() {
      if (stopped) return;
      const run: Promise<unknown> = relay()
        .catch((err: unknown) => log.warn({ err }, 'jobs: relay failed'))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    },
    relay,
    async reconcile(olderThanMs) {
      const count = await reconcilePending(knex, bus, log, olderThanMs);
      if (count) {
        log.info({ count }, 'jobs: pending jobs republished');
        await relay();
      }
      return count;
    },
    async sweep() {
      const { events, enqueued, count } = await sweepExpiredLeases(systemContext(knex, log));
      await publishChanged(bus, log, events);
      if (enqueued) runtime.kick();
      if (count) log.warn({ count }, 'jobs: expired leases swept');
      return count;
    },
    async schedule(now = new Date()) {
      const ttl = Math.max(3 * config.SCHEDULER_EVERY_MS, 5000);
      if (!(await bus.leases.acquire(SCHEDULER_LEASE, deps.instance, ttl))) return 0;
      const { fired, events } = await fireSchedules(knex, now, {
        catchUpMs: config.SCHEDULER_CATCH_UP_MS,
        timezone: config.SCHEDULER_TIMEZONE,
        maxAttempts: await deps.maxAttempts(),
        log,
        activePartners: async (ids) => {
          try {
            const reply = await bus.request(SUBJECTS.partnerNames, { ids }, PartnerNamesReplySchema, 5000);
            return new Set(reply.partners.filter((p) => p.isActive).map((p) => p.id));
          } catch (err) {
            log.warn({ err }, 'jobs: catalog did not say which partners are active; schedules wait');
            return null;
          }
        },
      });
      await publishChanged(bus, log, events);
      if (fired) runtime.kick();
      return fired;
    },
    start() {
      const every = (name: string, ms: number, run: () => Promise<unknown>, firstAfterMs = ms) => {
        let busy = false;
        const tick = () => {
          if (busy || stopped) return;
          busy = true;
          const p = run()
            .catch((err: unknown) => log.error({ err }, `jobs: ${name} failed`))
            .finally(() => {
              busy = false;
              inFlight.delete(p);
            });
          inFlight.add(p);
        };
        const first = setTimeout(() => {
          tick();
          const handle = setInterval(tick, ms);
          handle.unref();
          timers.push(handle);
        }, firstAfterMs);
        first.unref();
        timers.push(first);
      };
      every('relay', config.RELAY_EVERY_MS, relay);
      // The in-process queue is not durable: the first pass (right after start, once the responders
      // listen) republishes whatever is pending; later passes what nobody claimed for a while.
      let first = true;
      const reconcile = () => {
        const olderThan = first ? 0 : config.RECONCILE_EVERY_MS;
        first = false;
        return runtime.reconcile(olderThan);
      };
      every('reconciler', config.RECONCILE_EVERY_MS, reconcile, 50);
      every('lease sweeper', config.SWEEP_EVERY_MS, () => runtime.sweep());
      every('scheduler', config.SCHEDULER_EVERY_MS, () => runtime.schedule());
    },
    async stop() {
      stopped = true;
      for (const t of timers.splice(0)) {
        clearTimeout(t);
        clearInterval(t);
      }
      await Promise.all(inFlight);
      await bus.leases.release(SCHEDULER_LEASE, deps.instance).catch(() => undefined);
    },
  };
  return runtime;
}
