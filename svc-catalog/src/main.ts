import { defineService, type ServiceDeps } from '@feedhub/service-kit';
import { CatalogConfigSchema, type CatalogConfig } from './config';
import { migrations, uniqueFields } from './migrations';
import { partnerResponders } from './partners/partners.bus';
import { pricingSettingsSubscriptions } from './price-rules/pricing-settings';
import { embeddedReferencePim } from './pim/configured-pim';
import { seedPimReference } from './pim/pim-sync';
import { linkPimCategoriesOnce } from './suggestions/pivot-links.domain';
import { catalogRoutes } from './routes';
import { SCHEMA } from './schema';
import { demoPartnerSeedTimer } from './seeds/demo-partner';
import { startCatalogWorkers } from './workers/start-workers';
import { stopSpareFeedThread } from './imports/feed-reader-thread';

export { SCHEMA, CatalogConfigSchema, type CatalogConfig };

/** What the catalog service is built from. */
export type CatalogDeps = ServiceDeps<CatalogConfig>;

/** The catalog service (DESIGN §4): partners, their feeds' data, pricing, PIM mappings; its workers run the imports. */
export const catalogService = defineService({
  name: 'catalog',
  schema: SCHEMA,
  configSchema: CatalogConfigSchema,
  routes: catalogRoutes,
  migrations,
  uniqueFields,
  bus: (deps) => [...partnerResponders(deps), ...pricingSettingsSubscriptions(deps.bus, deps.log)],
  timers: [demoPartnerSeedTimer],
  // The import workers (svc-catalog/src/workers): started after migrations, stopped after the bus handlers.
  start: async (deps) => {
    // The PIM's reference data is copied on a fresh catalog (syncPim refreshes it).
    const seeded = await seedPimReference(deps.knex, embeddedReferencePim());
    if (seeded) deps.log.info(seeded, 'catalog: PIM reference data copied');
    // The pivot taxonomy loads here: missing or corrupt data stops the start with its one-line reason.
    const linked = await linkPimCategoriesOnce(deps.knex);
    if (linked !== null)
      deps.log.info({ links: linked }, 'catalog: PIM categories linked to the pivot taxonomy');
    return deps.config.WORKER_CONCURRENCY > 0 ? startCatalogWorkers(deps) : { workers: null };
  },
  stop: async (_deps, started) => {
    await started.workers?.stop();
    await stopSpareFeedThread();
  },
  maintenance: {
    queueRestart: async (_deps, started) => {
      if (!started.workers) return { detail: 'catalog runs no workers (WORKER_CONCURRENCY=0)', count: 0 };
      const count = await started.workers.restart();
      return { detail: `catalog: ${count} worker ${count === 1 ? 'slot' : 'slots'} restarted`, count };
    },
  },
});

/** Builds a catalog instance from its deps (tests that need the service alone). */
export const createService = catalogService.create;
