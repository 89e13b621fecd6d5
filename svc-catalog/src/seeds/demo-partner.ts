import { readFileSync } from 'node:fs';
import {
  DEFAULT_TASKS,
  FIRST_IMPORT_METHODS,
  PartnerJobsStartReplySchema,
  PartnerSaveSchema,
  SUBJECTS,
  TASK_METHOD_QUEUES,
  nameKey,
  type PartnerSaveInput,
} from '@feedhub/contracts';
import { DEMO_FEEDS, demoFeedPath } from '@feedhub/feeds';
import { ValidationError, systemContext, type ServiceDeps, type ServiceTimer } from '@feedhub/service-kit';
import { DEMO_SCHEME } from '../feeds/feed-source';
import { savePartner } from '../partners/partners.domain';
import { anyPartner, findPartnerByKey } from '../partners/partners.repo';
import { isSeedDone, markSeedDone } from './seeds.repo';

/** The seed marker of the demo partner. */
export const DEMO_PARTNER_SEED = 'demo_partner';
/** The demo partner's name. */
export const DEMO_PARTNER_NAME = 'Demo supplier';
/** The bundled feed it reads. */
const DEMO_FEED = 'demo-xml.xml';
/** How often the seed is tried until it is done (jobs may answer on the bus a moment after catalog starts). */
export const DEMO_SEED_EVERY_MS = 1000;

/** The demo partner as the partner form would send it: the bundled XML feed with its mapping, the default tasks. */
export function demoPartnerInput(): PartnerSaveInput {
  const feed = DEMO_FEEDS.find((f) => f.file === DEMO_FEED);
  if (!feed?.paramsFile) throw new Error(`${DEMO_FEED} is not a demo feed with params`);
  const mapping = JSON.parse(readFileSync(demoFeedPath(feed.paramsFile), 'utf8')) as Record<string, unknown>;
  return PartnerSaveSchema.parse({
    name: DEMO_PARTNER_NAME,
    className: feed.className,
    isActive: true,
    params: { ...mapping, url: `${DEMO_SCHEME}${DEMO_FEED}` },
    tasks: DEFAULT_TASKS.map(({ methodName, cron }) => ({
      name: methodName,
      methodName,
      cron,
      queue: TASK_METHOD_QUEUES[methodName],
      isDefault: true,
    })),
  });
}

/** The demo partner's first import: categories and attributes (queue high) before products (medium). */
const FIRST_IMPORT = FIRST_IMPORT_METHODS;

/**
 * Queues the demo partner's first import at once, so a fresh start has categories, attributes and
 * products to map without waiting for the schedule. A failure is logged, not retried: the schedule
 * imports later anyway.
 */
async function startFirstImport(deps: ServiceDeps<unknown>, partnerId: number): Promise<void> {
  try {
    await deps.bus.request(
      SUBJECTS.partnerJobsStart,
      { partnerId, methodNames: [...FIRST_IMPORT] },
      PartnerJobsStartReplySchema,
      5000,
    );
  } catch (err) {
    deps.log.warn({ err }, 'catalog: the demo partner first import was not queued; the schedule runs it');
  }
}

/** What one attempt found. */
export type DemoSeedOutcome = 'seeded' | 'done before' | 'partners exist';

/**
 * Adds the demo partner once, through the partner save (so jobs stores its tasks): only on a catalog
 * that never seeded it and has no partner at all, so a deleted demo partner stays deleted. Safe with
 * several replicas: the name is unique, and the loser of a race only records the seed as done.
 * Throws while jobs does not answer (the timer tries again).
 */
export async function seedDemoPartner(deps: ServiceDeps<unknown>): Promise<DemoSeedOutcome> {
  const { knex } = deps;
  if (await isSeedDone(knex, DEMO_PARTNER_SEED)) return 'done before';
  if (await anyPartner(knex)) {
    await markSeedDone(knex, DEMO_PARTNER_SEED);
    return 'partners exist';
  }
  const ctx = systemContext(knex, deps.log);
  let partnerId: number | undefined;
  try {
    partnerId = await savePartner(ctx, deps, demoPartnerInput());
  } catch (error) {
    // Another replica seeded it a moment ago: the name is taken by the demo partner itself.
    const raced =
      error instanceof ValidationError &&
      Object.keys(error.fields).join() === 'name' &&
      (await findPartnerByKey(knex, nameKey(DEMO_PARTNER_NAME)));
    if (!raced) throw error;
  }
  await markSeedDone(knex, DEMO_PARTNER_SEED);
  if (partnerId !== undefined) await startFirstImport(deps, partnerId);
  return 'seeded';
}

/** Instances whose demo seed is settled: their timer does nothing more. */
const settled = new WeakSet<object>();
/** Failed attempts per instance, to log the first and then every 30th. */
const failures = new WeakMap<object, number>();

/**
 * The demo partner seed as a service timer: a one-shot that retries every second until jobs
 * answers, then stays idle for the rest of the instance's life.
 */
export const demoPartnerSeedTimer: ServiceTimer<{ DEMO_PARTNER: boolean }> = {
  name: 'demo partner seed',
  everyMs: DEMO_SEED_EVERY_MS,
  async run(deps) {
    if (settled.has(deps) || !deps.config.DEMO_PARTNER) return;
    try {
      const outcome = await seedDemoPartner(deps);
      settled.add(deps);
      if (outcome === 'seeded') deps.log.info(`catalog: demo partner "${DEMO_PARTNER_NAME}" added`);
    } catch (err) {
      const count = (failures.get(deps) ?? 0) + 1;
      failures.set(deps, count);
      if (count === 1 || count % 30 === 0)
        deps.log.warn({ err, attempts: count }, 'catalog: demo partner not seeded yet; trying again');
    }
  },
};
