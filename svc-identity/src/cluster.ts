import { runStandalone } from '@feedhub/service-kit';
import { IdentityConfigSchema, createService, type IdentityConfig } from './main';

// Cluster mode: this service as its own process (DESIGN §2).
void runStandalone<IdentityConfig>('identity', IdentityConfigSchema, createService, 3001);
