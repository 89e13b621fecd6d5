import type { SettingListQuery, SettingSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { listSettings, saveSetting } from './settings.domain';

/** Global settings (SPEC §2 Settings, §7). */
export function settingsHandlers(deps: IdentityDeps) {
  return {
    /** A page of settings, secrets masked. */
    list: async ({ query }: { query: SettingListQuery }, ctx: RequestContext) => ({
      data: await listSettings(ctx, query),
    }),
    /** Changes a value. */
    save: async ({ body }: { body: SettingSaveInput }, ctx: RequestContext) => ({
      data: await saveSetting(ctx, deps, body),
      message: translate(ctx.locale, 'messages', 'setting_saved'),
    }),
  };
}
