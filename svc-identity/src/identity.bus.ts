import {
  MaintenanceRequestSchema,
  SUBJECTS,
  SessionResolveRequestSchema,
  SettingsGetRequestSchema,
  type MaintenanceReply,
} from '@feedhub/contracts';
import { z } from 'zod';
import type { Subscription } from '@feedhub/bus';
import { migrateLatest } from '@feedhub/db';
import { resolveSession } from './auth/auth.domain';
import type { IdentityDeps } from './deps';
import { migrations } from './migrations';
import { SCHEMA } from './schema';
import { settingValues } from './settings/settings.repo';
import { listRules } from './whitelist/whitelist.repo';

/** Queue group: one identity replica answers each request. */
const GROUP = { queue: 'identity' };

/** Bus handlers of the identity service (DESIGN §4: session resolve, whitelist, settings, maintenance). */
export function subscribeIdentityBus(deps: IdentityDeps): Subscription[] {
  const { bus, knex } = deps;
  const reply = (detail: string, count: number): MaintenanceReply => ({
    service: 'identity',
    instance: deps.instance,
    detail,
    count,
  });
  return [
    bus.respond(
      SUBJECTS.sessionResolve,
      SessionResolveRequestSchema,
      ({ token }) => resolveSession(deps, token),
      GROUP,
    ),
    bus.respond(
      SUBJECTS.whitelistList,
      z.unknown(),
      async () => ({ rules: (await listRules(knex)).map((r) => r.ip) }),
      GROUP,
    ),
    bus.respond(
      SUBJECTS.settingsGet,
      SettingsGetRequestSchema,
      async ({ codes }) => ({ values: await settingValues(knex, codes) }),
      GROUP,
    ),
    // Maintenance goes to every replica (no queue group): each answers for itself.
    bus.respond(SUBJECTS.maintenanceClearCache, MaintenanceRequestSchema, () =>
      reply('identity keeps no cache', 0),
    ),
    bus.respond(SUBJECTS.maintenanceQueueRestart, MaintenanceRequestSchema, () =>
      reply('identity runs no workers', 0),
    ),
    bus.respond(SUBJECTS.maintenanceMigrate, MaintenanceRequestSchema, async () => {
      const applied = await migrateLatest(knex, SCHEMA, migrations);
      return reply(
        applied.length ? `applied ${applied.join(', ')}` : 'identity schema up to date',
        applied.length,
      );
    }),
  ];
}
