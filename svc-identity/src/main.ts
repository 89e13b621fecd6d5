import type Koa from 'koa';
import { migrateLatest } from '@feedhub/db';
import { createServiceApp } from '@feedhub/service-kit';
import { pruneSessions } from './auth/sessions.repo';
import type { IdentityDeps } from './deps';
import { subscribeIdentityBus } from './identity.bus';
import { migrations, uniqueFields } from './migrations';
import { identityRoutes } from './routes';
import { SCHEMA } from './schema';
import { seedIdentity, type SeedResult } from './seeds/seed';

export { IdentityConfigSchema, type IdentityConfig } from './config';
export type { IdentityDeps } from './deps';

/** The identity service: its HTTP app and its life cycle. */
export interface IdentityService {
  /** Koa app (mounted by the embedded runner, or served on its own port in cluster mode). */
  app: Koa;
  /** Migrates, seeds and starts answering on the bus; returns what seeding did. */
  start(): Promise<SeedResult>;
  /** Stops answering on the bus. */
  stop(): Promise<void>;
}

/** Builds the identity service from its deps (DESIGN §2: the runners differ only in deps). */
export function createService(deps: IdentityDeps): IdentityService {
  const app = createServiceApp({
    name: 'identity',
    prefix: '/api',
    routes: identityRoutes(deps),
    gatewaySecret: deps.config.GATEWAY_SECRET,
    log: deps.log,
    knex: deps.knex,
    uniqueFields,
    ready: async () => {
      await deps.knex.raw('select 1');
    },
  });
  let subscriptions: { unsubscribe(): void }[] = [];
  let pruneTimer: NodeJS.Timeout | undefined;
  return {
    app,
    async start() {
      await migrateLatest(deps.knex, SCHEMA, migrations);
      const seeded = await seedIdentity(deps.knex, SCHEMA, deps.config.ADMIN_PASSWORD);
      subscriptions = subscribeIdentityBus(deps);
      pruneTimer = setInterval(() => void pruneSessions(deps.knex).catch(() => undefined), 3_600_000);
      pruneTimer.unref();
      return seeded;
    },
    async stop() {
      clearInterval(pruneTimer);
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
