import { z } from 'zod';
import {
  SETTING_DEFINITIONS,
  SUBJECTS,
  SettingSaveSchema,
  SettingSchema,
  listQuerySchema,
  type SettingCode,
} from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import {
  AppError,
  TranslatedValidationError,
  defineRoute,
  rulesOfIssues,
  translateRules,
  type RouteDefinition,
} from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { findSetting, listSettings, updateSettingValue } from './settings.repo';

/** Global settings (SPEC §2 Settings, §7). */
export function settingsRoutes(deps: IdentityDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/settings/list',
      access: 'settings',
      summary: 'Every global setting',
      query: listQuerySchema({}, ['code']),
      response: z.object({ rows: z.array(SettingSchema), total: z.number() }),
      handler: async () => {
        const rows = await listSettings(deps.knex);
        return { data: { rows, total: rows.length } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/settings/save',
      access: 'settings',
      summary: "Change a setting's value (checked against the setting's own rule)",
      body: SettingSaveSchema,
      response: SettingSchema,
      handler: async ({ body }, ctx) => {
        const setting = await findSetting(deps.knex, body.id);
        if (!setting) throw new AppError('setting_not_found');
        const definition = SETTING_DEFINITIONS[setting.code as SettingCode];
        const value = body.value ?? '';
        if (definition) {
          const result = definition.schema.safeParse(value);
          if (!result.success) {
            throw new TranslatedValidationError(
              translateRules(rulesOfIssues(result.error.issues, value, ['value']), ctx.locale),
            );
          }
        }
        await updateSettingValue(deps.knex, setting.id, value);
        await deps.bus.publish(SUBJECTS.settingsChanged, { codes: [setting.code] });
        return { data: { ...setting, value }, message: translate(ctx.locale, 'messages', 'setting_saved') };
      },
    }),
  ];
}
