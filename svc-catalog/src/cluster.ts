import { runStandalone } from '@feedhub/service-kit';
import { CatalogConfigSchema, createService, type CatalogConfig } from './main';

// Cluster mode: this service as its own process (DESIGN §2).
void runStandalone<CatalogConfig>('catalog', CatalogConfigSchema, createService, 3002);
