import { z } from 'zod';
import { SettingListQuerySchema, SettingSaveSchema, SettingSchema } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { listSettings, saveSetting } from './settings.domain';

/** Global settings (SPEC §2 Settings, §7). */
export function settingsRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/settings/list',
      access: 'settings',
      summary: 'Global settings (paged, by code; secrets masked)',
      query: SettingListQuerySchema,
      response: z.object({ rows: z.array(SettingSchema), total: z.number() }),
      handler: async ({ query }, ctx) => ({ data: await listSettings(ctx, query) }),
    }),
    defineRoute({
      method: 'post',
      path: '/settings/save',
      access: 'settings',
      summary: "Change a setting's value (checked against the setting's own rule; a secret's mask keeps it)",
      body: SettingSaveSchema,
      response: SettingSchema,
      handler: async ({ body }, ctx) => ({
        data: await saveSetting(ctx, deps, body),
        message: translate(ctx.locale, 'messages', 'setting_saved'),
      }),
    }),
  ];
}
