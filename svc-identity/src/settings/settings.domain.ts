import {
  SECRET_MASK,
  SUBJECTS,
  isSecretSetting,
  settingDefinition,
  type ListPage,
  type Setting as SettingDto,
  type SettingListQuery,
  type SettingSaveInput,
} from '@feedhub/contracts';
import {
  AppError,
  ValidationError,
  rulesOfIssues,
  type DomainContext,
} from '@feedhub/service-kit';
import type { IdentityDeps } from '../deps';
import { forbiddenHostOf } from './outgoing-url';
import { presentSetting } from './settings.presenter';
import { findSetting, pageSettings, updateSettingValue } from './settings.repo';

/** A page of settings, secrets masked. */
export async function listSettings(
  ctx: DomainContext,
  query: SettingListQuery,
): Promise<ListPage<SettingDto>> {
  const page = await pageSettings(ctx.trx, query);
  return { rows: page.rows.map((s) => presentSetting(s, ctx.locale)), total: page.total };
}

/**
 * Changes a setting's value, checked against the setting's own rule, and an outgoing URL (pim_url…)
 * against the outgoing-address rules. A secret saved as the mask it was shown as keeps its stored
 * value; every other change is announced to the services.
 */
export async function saveSetting(
  ctx: DomainContext,
  deps: IdentityDeps,
  input: SettingSaveInput,
): Promise<SettingDto> {
  const setting = await findSetting(ctx.trx, input.id);
  if (!setting) throw new AppError('setting_not_found');
  const typed = input.value ?? '';
  if (isSecretSetting(setting.code) && typed === SECRET_MASK) return presentSetting(setting, ctx.locale);
  const definition = settingDefinition(setting.code);
  const result = definition?.schema.safeParse(typed);
  if (result && !result.success) {
    throw new ValidationError(rulesOfIssues(result.error.issues, typed, ['value']));
  }
  // As the rule reads it (a URL's surrounding spaces trimmed).
  const value = result ? (result.data ?? '') : typed;
  if (definition?.outgoingUrl && value) {
    const host = await forbiddenHostOf(value, deps.config.FEED_ALLOWED_NETWORKS);
    if (host) throw ValidationError.field('value', 'url_internal_host', { host });
  }
  await updateSettingValue(ctx.trx, setting.id, value);
  await deps.bus.publish(SUBJECTS.settingsChanged, { codes: [setting.code] });
  setting.value = value;
  return presentSetting(setting, ctx.locale);
}
