import { defineService } from '@feedhub/service-kit';
import { pruneSessions } from './auth/sessions.repo';
import { IdentityConfigSchema } from './config';
import { subscribeIdentityBus } from './identity.bus';
import { migrations, uniqueFields } from './migrations';
import { identityRoutes } from './routes';
import { SCHEMA } from './schema';
import { seedIdentity, type SeedResult } from './seeds/seed';

export { IdentityConfigSchema, type IdentityConfig } from './config';
export type { IdentityDeps } from './deps';

/** What the operator reads once identity has started: how to log in the first time. */
function loginNotice(seeded: SeedResult): string {
  if (!seeded.adminPassword)
    return 'Log in as: admin (its password was printed on the first start, or set by ADMIN_PASSWORD then)';
  return seeded.adminPasswordFromEnv
    ? 'Log in as: admin, with the password in ADMIN_PASSWORD'
    : `Log in as: admin / ${seeded.adminPassword}  (random: shown only now, keep it)`;
}

/** The identity service (DESIGN §4): users, roles, permissions, sessions, whitelist, settings. */
export const identityService = defineService({
  name: 'identity',
  schema: SCHEMA,
  configSchema: IdentityConfigSchema,
  routes: identityRoutes,
  migrations,
  uniqueFields,
  bus: subscribeIdentityBus,
  start: (deps) => seedIdentity(deps.knex, SCHEMA, deps.config.ADMIN_PASSWORD),
  notice: loginNotice,
  timers: [{ name: 'prune sessions', everyMs: 3_600_000, run: (deps) => pruneSessions(deps.knex) }],
});

/** Builds an identity instance from its deps (tests that need the service alone). */
export const createService = identityService.create;
