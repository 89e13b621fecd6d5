import {
  SUBJECTS,
  SessionResolveRequestSchema,
  SettingsGetRequestSchema,
  WhitelistListRequestSchema,
} from '@feedhub/contracts';
import type { Subscription } from '@feedhub/bus';
import { resolveSession } from './auth/auth.domain';
import type { IdentityDeps } from './deps';
import { settingValues } from './settings/settings.repo';
import { allRuleTexts } from './whitelist/whitelist.repo';

/** Queue group: one identity replica answers each request. */
const GROUP = { queue: 'identity' };

/**
 * Bus handlers of the identity service (DESIGN §4: session resolve, whitelist, settings); the
 * maintenance commands are answered by service-kit's defineService.
 */
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
      WhitelistListRequestSchema,
      async () => ({ rules: await allRuleTexts(knex) }),
      GROUP,
    ),
    bus.respond(
      SUBJECTS.settingsGet,
      SettingsGetRequestSchema,
      async ({ codes }) => ({ values: await settingValues(knex, codes) }),
      GROUP,
    ),
  ];
}
