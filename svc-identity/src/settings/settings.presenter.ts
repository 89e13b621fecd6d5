import { SECRET_MASK, isSecretSetting, type Locale, type Setting as SettingDto } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { Setting } from './settings.model';

/**
 * A setting as every answer shows it: a secret's value never leaves in clear (SECRET_MASK when one
 * is set, empty when not); the description in the caller's language (the stored English one for a
 * code without a translation).
 */
export function presentSetting(setting: Setting, locale: Locale): SettingDto {
  const secret = isSecretSetting(setting.code);
  const described = translate(locale, 'settings', setting.code);
  return {
    id: setting.id,
    code: setting.code,
    value: secret ? (setting.value ? SECRET_MASK : '') : setting.value,
    description: described === setting.code ? setting.description : described,
    secret,
  };
}
