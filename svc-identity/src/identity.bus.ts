import { SUBJECTS, SessionResolveRequestSchema, SettingsGetRequestSchema } from '@feedhub/contracts';
import { z } from 'zod';
import type { Subscription } from '@feedhub/bus';
import { migrateLatest } from '@feedhub/db';
import { answerMaintenance } from '@feedhub/service-kit';
import { resolveSession } from './auth/auth.domain';
import type { IdentityDeps } from './deps';
import { migrations } from './migrations';
import { SCHEMA } from './schema';
import { settingValues } from './settings/settings.repo';
import { allRuleTexts } from './whitelist/whitelist.repo';

/** Queue group: one identity replica answers each request. */
const GROUP = { queue: 'identity' };

/** Bus handlers of the identity service (DESIGN §4: session resolve, whitelist, settings, maintenance). */
export function subscribeIdentityBus(deps: IdentityDeps): Subscription[] {
  const { bus, knex } = deps;
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
      async () => ({ rules: await allRuleTexts(knex) }),
      GROUP,
    ),
    bus.respond(
      SUBJECTS.settingsGet,
      SettingsGetRequestSchema,
      async ({ codes }) => ({ values: await settingValues(knex, codes) }),
      GROUP,
    ),
    ...answerMaintenance(bus, 'identity', deps.instance, {
      clearCache: () => ({ detail: 'identity keeps no cache', count: 0 }),
      queueRestart: () => ({ detail: 'identity runs no workers', count: 0 }),
      migrate: async () => {
        const applied = await migrateLatest(knex, SCHEMA, migrations);
        return {
          detail: applied.length ? `applied ${applied.join(', ')}` : 'identity schema up to date',
          count: applied.length,
        };
      },
    }),
  ];
}
