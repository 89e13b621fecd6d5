import type { z } from 'zod';
import { ServiceConfigSchema, defineService, type ServiceDeps } from '@feedhub/service-kit';
import { migrations, uniqueFields } from './migrations';
import { catalogRoutes } from './routes';
import { SCHEMA } from './schema';

export { SCHEMA };

/** Catalog service settings, read once from the environment (only the kit's for now). */
export const CatalogConfigSchema = ServiceConfigSchema;
/** Catalog service settings. */
export type CatalogConfig = z.infer<typeof CatalogConfigSchema>;
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
});

/** Builds a catalog instance from its deps (tests that need the service alone). */
export const createService = catalogService.create;
