import { defineService, type ServiceDeps } from '@feedhub/service-kit';
import { CatalogConfigSchema, type CatalogConfig } from './config';
import { migrations, uniqueFields } from './migrations';
import { partnerResponders } from './partners/partners.bus';
import { catalogRoutes } from './routes';
import { SCHEMA } from './schema';
import { demoPartnerSeedTimer } from './seeds/demo-partner';

export { SCHEMA, CatalogConfigSchema, type CatalogConfig };

/** What the catalog service is built from. */
export type CatalogDeps = ServiceDeps<CatalogConfig>;

/** The catalog service (DESIGN §4): partners, their feeds' data, pricing, PIM mappings; workers later. */
export const catalogService = defineService({
  name: 'catalog',
  schema: SCHEMA,
  configSchema: CatalogConfigSchema,
  routes: catalogRoutes,
  migrations,
  uniqueFields,
  bus: (deps) => [...partnerResponders(deps)],
  timers: [demoPartnerSeedTimer],
});

/** Builds a catalog instance from its deps (tests that need the service alone). */
export const createService = catalogService.create;
