import { runStandalone } from '@feedhub/service-kit';
import { IdentityConfigSchema, createService, type IdentityConfig } from './main';
import type { SeedResult } from './seeds/seed';

// Cluster mode: this service as its own process (DESIGN §2).
void runStandalone<IdentityConfig>('identity', IdentityConfigSchema, createService, 3001, (started) => {
  const seeded = started as SeedResult;
  if (seeded.adminPassword && !seeded.adminPasswordFromEnv) {
    console.log(`First start: log in as admin / ${seeded.adminPassword} (shown only now, keep it)`);
  }
});
